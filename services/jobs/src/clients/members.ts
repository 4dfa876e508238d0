/**
 * Who a member is (services/account owns members): GET /internal/users/:id/profile.
 * An interface, so that tests run a local HTTP stub of the account service (or none).
 */
import { ZMemberProfile, type MemberProfile } from '@phjobs/contracts/applications';
import { z } from 'zod';
import { fillPath } from '@phjobs/contracts/route';
import { ACCOUNT_ROUTES } from '@phjobs/contracts/routes/account';
import { internalGetter, type UpstreamOptions } from './upstream.ts';

/** The profile with what account adds for other services (contracts/account ZInternalMemberProfile): read when present. */
export type MemberContact = MemberProfile & { address?: string | null; photoKey?: string | null };
const ZMemberContact = ZMemberProfile.extend({ address: z.string().nullable().optional(), photoKey: z.string().nullable().optional() });

export interface MemberDirectory {
  /** null when the account service knows no such member (or it withdrew). Throws a 503 HttpError when account cannot be asked. */
  profile(userId: string): Promise<MemberContact | null>;
}

export function httpMemberDirectory(options: UpstreamOptions): MemberDirectory {
  const get = internalGetter('account', options);
  return {
    profile: (userId) => get(fillPath(ACCOUNT_ROUTES.memberProfile.path, { id: userId }), ZMemberContact),
  };
}
