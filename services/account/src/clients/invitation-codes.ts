/**
 * services/employer's invitation codes (branches.ts), asked at a business sign-up that names a
 * company code: GET /internal/invitation-codes/:code with the service token. A 404 is an unknown
 * (or replaced) code; no answer is a 503, never a sign-up without the link it asked for.
 */
import { normalizeInvitationCode, ZInvitationCodeOwner, type InvitationCodeOwner } from '@phjobs/contracts/branches';
import { fillPath } from '@phjobs/contracts/route';
import { EMPLOYER_ROUTES } from '@phjobs/contracts/routes/employer';
import { internalHttp } from '@phjobs/service-kit/internal-http';

export interface InvitationCodes {
  /** The master whose current code this is; null when no master has it. */
  owner(code: string): Promise<InvitationCodeOwner | null>;
}

export function httpInvitationCodes({ employerUrl, serviceSecret, timeoutMs = 3000 }: { employerUrl: string; serviceSecret: string; timeoutMs?: number }): InvitationCodes {
  const { getJson } = internalHttp({ caller: 'account', secret: serviceSecret, timeoutMs });
  return {
    owner: (code) => getJson('employer', `${employerUrl}${fillPath(EMPLOYER_ROUTES.invitationCodeOwner.path, { code: normalizeInvitationCode(code) })}`, ZInvitationCodeOwner),
  };
}
