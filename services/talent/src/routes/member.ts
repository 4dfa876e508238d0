import type { Principal } from '@phjobs/service-kit/auth';
import { forbidden } from '@phjobs/service-kit/errors';

export type Caller = { principal: Principal; userId: bigint };

/** The signed-in caller (the route admits its user types; the kit applies the `email` rule): user ids are the account service's numbers. */
export function callerOf(principal: Principal): Caller {
  if (!/^\d{1,18}$/.test(principal.userId)) throw forbidden();
  return { principal, userId: BigInt(principal.userId) };
}
