import type { EMPLOYER_API } from '@phjobs/contracts/api/employer';
import type { Handlers } from '@phjobs/service-kit/routes';
import type { EmployerDb } from '../db.ts';
import { getMyPage } from '../domain/get-my-page.ts';
import type { Upstreams } from '../upstreams.ts';

export function myPageHandlers({ db, upstreams }: { db: EmployerDb; upstreams: Upstreams }): Handlers<typeof EMPLOYER_API, 'employerMyPage'> {
  return {
    /** Company and master members only: 401 for visitors, 403 for individuals and for someone else's email (the kit's checks). */
    employerMyPage: ({ principal }) => getMyPage(db, upstreams, principal),
  };
}
