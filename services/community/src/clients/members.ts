/**
 * Who a member is (services/account owns members): ACCOUNT_ROUTES.memberProfile, for the nickname
 * a post or comment keeps. Never fails a write: when account cannot be asked the name is null and
 * the nickname comes from the e-mail (domain/posts/rules.ts nicknameOf).
 */
import { ZMemberProfile } from '@phjobs/contracts/applications';
import { fillPath } from '@phjobs/contracts/route';
import { ACCOUNT_ROUTES } from '@phjobs/contracts/routes/account';
import { internalHttp } from '@phjobs/service-kit/internal-http';
import type { Logger } from '@phjobs/service-kit/logger';

export type MembersClient = {
  /** The member's full name, or null (unknown, or account not answering). */
  fullName(userId: string): Promise<string | null>;
};

const ZName = ZMemberProfile.pick({ fullName: true });

export function httpMembersClient({ accountUrl, serviceSecret, logger, timeoutMs = 2000 }: { accountUrl: string; serviceSecret: string; logger: Logger; timeoutMs?: number }): MembersClient {
  const { getJson } = internalHttp({ caller: 'community', secret: serviceSecret, timeoutMs });
  return {
    fullName: async (userId) => {
      try {
        const profile = await getJson('account', `${accountUrl}${fillPath(ACCOUNT_ROUTES.memberProfile.path, { id: userId })}`, ZName);
        return profile?.fullName ?? null;
      } catch (error) {
        logger.warn({ err: error, userId }, 'account did not answer a member profile: the nickname comes from the e-mail');
        return null;
      }
    },
  };
}
