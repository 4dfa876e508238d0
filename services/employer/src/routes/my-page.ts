import type { EMPLOYER_API } from '@phjobs/contracts/api/employer';
import type { Handlers } from '@phjobs/service-kit/routes';
import type { AccountClient } from '../clients/account.ts';
import type { JobsClient } from '../clients/jobs.ts';
import { companyStore, logoStore } from '../data/companies.ts';
import type { EmployerDb } from '../data/db.ts';
import { getMyPage } from '../domain/get-my-page.ts';
import { setCompanyLogo } from '../domain/set-logo.ts';

export function myPageHandlers({ db, account, jobs }: { db: EmployerDb; account: AccountClient; jobs: JobsClient }): Handlers<typeof EMPLOYER_API, 'employerMyPage' | 'updateLogoImage' | 'deleteLogoImage'> {
  const companies = companyStore(db);
  const logos = logoStore(db);
  const now = () => new Date();
  return {
    /** Company and master members only: 401 for visitors, 403 for individuals and for someone else's email (the kit's checks). */
    employerMyPage: ({ principal }) => getMyPage({ companies, account, jobs }, principal),
    /** A key of a media upload of this company (400 otherwise); the ads' logo follows by event. */
    updateLogoImage: ({ principal, body }) => setCompanyLogo({ companies, logos, account, now }, principal, body.photoKey),
    deleteLogoImage: ({ principal }) => setCompanyLogo({ companies, logos, account, now }, principal, null),
  };
}
