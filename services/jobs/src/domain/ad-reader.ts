/**
 * Who reads an ad's applicants (packages/contracts branches.ts): its company, and, read-only, the
 * master the company is a branch of. Only a master member (userType master.company) reads as a
 * master; the link itself is checked in the SQL (data/company-master.ts readableBy).
 */
import type { Principal } from '@phjobs/service-kit/auth';
import { notFound } from '@phjobs/service-kit/errors';

export type AdReader = { id: string; master: boolean };

/** The caller as a reader; a non-numeric id (never issued to a company) is a 404. */
export function readerOf({ userId, userType }: Principal): AdReader {
  if (!/^\d{1,18}$/.test(userId)) throw notFound('No such member.');
  return { id: userId, master: userType === 'master.company' };
}
