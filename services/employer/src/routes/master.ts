import type { EMPLOYER_API } from '@phjobs/contracts/api/employer';
import { normalizeInvitationCode } from '@phjobs/contracts/branches';
import { notFound } from '@phjobs/service-kit/errors';
import type { Handlers } from '@phjobs/service-kit/routes';
import type { AccountClient } from '../clients/account.ts';
import type { JobsClient } from '../clients/jobs.ts';
import { profileStore } from '../data/company-profile.ts';
import type { EmployerDb } from '../data/db.ts';
import { getBranch, listBranches, updateBranch } from '../domain/branches/branches.ts';
import { getInvitationCode, newInvitationCode } from '../domain/branches/invitation-code.ts';

type Deps = { db: EmployerDb; account: AccountClient; jobs: JobsClient; now?: () => Date };

/** The master's calls (master members only: 401 visitors, 403 others) and the internal code lookup. */
export function masterHandlers({
  db,
  account,
  jobs,
  now = () => new Date(),
}: Deps): Handlers<typeof EMPLOYER_API, 'invitationCode' | 'regenerateInvitationCode' | 'branches' | 'branch' | 'updateBranch' | 'invitationCodeOwner'> {
  const profiles = profileStore(db);
  return {
    invitationCode: ({ principal }) => getInvitationCode({ profiles, account }, principal),
    regenerateInvitationCode: ({ principal }) => newInvitationCode({ profiles, account }, principal),
    branches: ({ principal, query }) => listBranches(profiles, principal, query),
    branch: ({ principal, params }) => getBranch({ profiles, jobs }, principal, params.employerId),
    updateBranch: ({ principal, params, body }) => updateBranch({ profiles, jobs, account, now }, principal, params.employerId, body),
    /** services/account at a business sign-up with a company code: 404 when no master has it now. */
    invitationCodeOwner: async ({ params }) => {
      const owner = await profiles.codeOwner(normalizeInvitationCode(params.code));
      if (!owner) throw notFound('No such code.');
      return owner;
    },
  };
}
