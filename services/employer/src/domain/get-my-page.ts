import type { EmployerMyPageResponse } from '@phjobs/contracts/employer';
import type { Principal } from '@phjobs/service-kit/auth';
import type { EmployerDb } from '../db.ts';
import type { Upstreams } from '../upstreams.ts';
import { ensureCompany } from './ensure-company.ts';

/** The employer my-page header: the company's names and logo, and its ads by status (from services/jobs). */
export async function getMyPage(db: EmployerDb, upstreams: Upstreams, principal: Principal): Promise<EmployerMyPageResponse> {
  const [company, counts] = await Promise.all([ensureCompany(db, upstreams, principal), upstreams.adCounts(Number(principal.userId))]);
  return { ...company, ...counts };
}
