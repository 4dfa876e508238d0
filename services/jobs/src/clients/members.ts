/**
 * Who a member is (services/account owns members): GET /internal/users/:id/profile.
 * An interface, so that tests run a local HTTP stub of the account service (or none).
 */
import { ZMemberProfile, type MemberProfile } from '@phjobs/contracts/applications';
import { internalGetter, type UpstreamOptions } from './upstream.ts';

export interface MemberDirectory {
  /** null when the account service knows no such member (or it withdrew). Throws a 503 HttpError when account cannot be asked. */
  profile(userId: string): Promise<MemberProfile | null>;
}

export function httpMemberDirectory(options: UpstreamOptions): MemberDirectory {
  const get = internalGetter('account', options);
  return {
    profile: (userId) => get(`/internal/users/${encodeURIComponent(userId)}/profile`, ZMemberProfile),
  };
}
