import type { EMPLOYER_API } from '@phjobs/contracts/api/employer';
import type { Handlers } from '@phjobs/service-kit/routes';
import type { AccountClient } from '../clients/account.ts';
import type { JobsClient } from '../clients/jobs.ts';
import { companyStore } from '../data/companies.ts';
import type { EmployerDb } from '../data/db.ts';
import { getMyPage } from '../domain/get-my-page.ts';

export function myPageHandlers({ db, account, jobs }: { db: EmployerDb; account: AccountClient; jobs: JobsClient }): Handlers<typeof EMPLOYER_API, 'employerMyPage'> {
  const companies = companyStore(db);
  return {
    /** Company and master members only: 401 for visitors, 403 for individuals and for someone else's email (the kit's checks). */
    employerMyPage: ({ principal }) => getMyPage({ companies, account, jobs }, principal),
  };
}
