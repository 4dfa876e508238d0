import type { EmployerMyPageResponse } from '@phjobs/contracts/employer';
import type { Principal } from '@phjobs/service-kit/auth';
import type { AccountClient } from '../clients/account.ts';
import type { JobsClient } from '../clients/jobs.ts';
import { ensureCompany, type CompanyStore } from './ensure-company.ts';

/** The employer my-page header: the company's names and logo, and its ads by status (from services/jobs). */
export async function getMyPage(
  { companies, account, jobs }: { companies: CompanyStore; account: Pick<AccountClient, 'businessSignup'>; jobs: JobsClient },
  principal: Principal,
): Promise<EmployerMyPageResponse> {
  const [company, counts] = await Promise.all([ensureCompany(companies, account, principal), jobs.adCounts(Number(principal.userId))]);
  return { ...company, ...counts };
}
