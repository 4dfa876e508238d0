/**
 * A company's full profile (member information, branch information, permit, master link) as the
 * domain sees it, and what the domain needs of the data side (data/company-profile.ts implements
 * ProfileStore). Writes that others must hear of write their events in the same transaction there.
 */
import type { InvitationCodeOwner } from '@phjobs/contracts/branches';
import type { BusinessPermit, PermitStatusCode } from '@phjobs/contracts/company-info';
import type { NewCompany } from './ensure-company.ts';
import { dateToDay } from './manila-day.ts';

/** The row as it is read: what sign-up wrote (NewCompany), the logo, the permit and the master link. */
export type ProfileRow = NewCompany & {
  logoKey: string | null;
  permitStatusCode: string;
  permitValidFrom: Date | null;
  permitValidTo: Date | null;
  permitDocumentKey: string | null;
  permitCertifiedAt: Date | null;
  masterId: bigint | null;
  joinedAt: Date | null;
  joinCode: string | null;
  master: { id: bigint; companyName: string } | null;
};

/** The profile fields a member-information or branch edit may change (undefined: unchanged). */
export type ProfileChange = Partial<
  Pick<ProfileRow, 'managerName' | 'phone' | 'landline' | 'province' | 'city' | 'detailAddress' | 'businessRegistrationNumber' | 'specializationCode' | 'mainBusiness' | 'logoKey'>
>;

export type StoredPermit = { statusCode: PermitStatusCode; validFrom: Date | null; validTo: Date | null; documentKey: string | null; certifiedAt: Date | null };

export type BranchRow = Pick<ProfileRow, 'id' | 'companyName' | 'managerName' | 'logoKey' | 'province' | 'city' | 'joinedAt'> & { createdAt: Date };

export type ProfileStore = {
  find(id: bigint): Promise<ProfileRow | null>;
  /** Writes the row unless one with its id exists. */
  insertOnce(row: NewCompany): Promise<void>;
  /**
   * One transaction: the change, the join of a master (employer.company.master_changed), a new logo
   * (employer.company.logo_changed); then `last` (services/account spending the proofs): when it
   * throws, everything rolls back.
   */
  save(id: bigint, change: ProfileChange, extras: { join?: { masterId: bigint; code: string }; logoChanged?: boolean }, at: Date, last: () => Promise<void>): Promise<void>;
  /** The permit as reviewed, with employer.company.permit_changed, in one transaction. */
  savePermit(id: bigint, permit: StoredPermit, at: Date): Promise<void>;
  /** A master's branches, newest join first, and how many there are. */
  branches(masterId: bigint, page: { skip: number; take: number }): Promise<{ rows: BranchRow[]; count: number }>;
  /** The master's current invitation code, made on first use. */
  currentCode(masterId: bigint): Promise<string>;
  /** A new code; the old one stops working. */
  regenerateCode(masterId: bigint): Promise<string>;
  /** The master whose current code this is. */
  codeOwner(code: string): Promise<InvitationCodeOwner | null>;
};

export function permitOf(row: Pick<ProfileRow, 'permitStatusCode' | 'permitValidFrom' | 'permitValidTo' | 'permitDocumentKey' | 'permitCertifiedAt'>): BusinessPermit {
  return {
    statusCode: row.permitStatusCode as PermitStatusCode,
    businessPermitExpirationDateFrom: dateToDay(row.permitValidFrom),
    businessPermitExpirationDateTo: dateToDay(row.permitValidTo),
    documentKey: row.permitDocumentKey,
    certifiedAt: row.permitCertifiedAt ? row.permitCertifiedAt.toISOString() : null,
  };
}
