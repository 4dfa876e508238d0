/**
 * What services/chat asks services/account (x-service-token): ACCOUNT_ROUTES.memberProfile, the
 * seeker's full name that the company sees in its room list.
 */
import { ZInternalMemberProfile } from '@phjobs/contracts/account';
import { fillPath } from '@phjobs/contracts/route';
import { ACCOUNT_ROUTES } from '@phjobs/contracts/routes/account';
import { internalHttp } from '@phjobs/service-kit/internal-http';

export type AccountClient = {
  /** The member's full name; '' when unknown, withdrawn, or account cannot be asked (a name is not worth refusing a room). */
  memberName(userId: number): Promise<string>;
};

export function httpAccountClient({ accountUrl, serviceSecret, timeoutMs = 3000 }: { accountUrl: string; serviceSecret: string; timeoutMs?: number }): AccountClient {
  const { get } = internalHttp({ caller: 'chat', secret: serviceSecret, timeoutMs });
  return {
    memberName: async (userId) => {
      const answer = await get(`${accountUrl}${fillPath(ACCOUNT_ROUTES.memberProfile.path, { id: userId })}`, ZInternalMemberProfile);
      return answer.body?.fullName.trim() ?? '';
    },
  };
}
