import type { Principal, UserType } from '@phjobs/service-kit/auth';
import { checkEmailParam, requireUser } from '@phjobs/service-kit/auth';
import { forbidden } from '@phjobs/service-kit/errors';
import type { Request, Response } from 'express';

export type Caller = { principal: Principal; userId: bigint };

/**
 * The signed-in user of one of the given types (401 visitors, 403 other types), whose `email`
 * query, when given, is their own (else 403). User ids are the account service's numbers.
 */
export function callerOf(req: Request, res: Response, ...userTypes: UserType[]): Caller {
  const principal = requireUser(res, ...userTypes);
  checkEmailParam(req, res);
  if (!/^\d{1,18}$/.test(principal.userId)) throw forbidden();
  return { principal, userId: BigInt(principal.userId) };
}

export const COMPANY_TYPES: UserType[] = ['company', 'master.company'];
