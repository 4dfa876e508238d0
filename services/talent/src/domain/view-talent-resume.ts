/**
 * GET /api/talent/{id}: a published resume as a talent (employer.md 'Talent resume view').
 * - company and master users: everything for Business members; the contact (address, phone,
 *   e-mail) only once the talent has accepted one of this company's offers (032B). The view is
 *   recorded (one row per company and resume, at the latest view) and counted once per company
 *   and resume a day (Asia/Manila).
 * - the owner (any status): everything.
 * - visitors and other individuals: no Business-only parts (photo, self introduction, portfolio,
 *   photos) and no contact. Nothing recorded.
 * A private resume is absent (null) for everyone but its owner.
 */
import { RESUME_PUBLISHED, type TalentResumeView } from '@phjobs/contracts/talent';
import type { Principal } from '@phjobs/service-kit/auth';
import type { AccountClient, CompanyCard } from '../clients/account.ts';
import type { Resume } from '../generated/prisma/client.ts';
import { careerAsOf, careerMonths } from './career-months.ts';
import { isoDay, readAbility, readCareer, readFiles, readWorkingConditions, regionItems, specializationItems } from './resume-views.ts';

/** A company's relation to a resume: an accepted offer to its talent, its latest offer for the resume, a scrap. */
export type CompanyRelation = { hasAccepted: boolean; latestOfferStatusCode: string | null; isScrapped: boolean };

/** The data functions it needs (data/talent-resume.ts). */
export type TalentResumeData = {
  findResume(resumeId: number): Promise<Resume | null>;
  companyRelation(companyId: bigint, resume: Pick<Resume, 'id' | 'userId'>): Promise<CompanyRelation>;
  /** Upserts the company's view (card copies refreshed when the account answered); counts it when it is the company's first view of the resume that day (Asia/Manila). updated_at stays. */
  recordView(resumeId: bigint, companyId: bigint, card: CompanyCard | null, now: Date): Promise<void>;
};

const isBusiness = (viewer: Principal | null) => viewer?.userType === 'company' || viewer?.userType === 'master.company';

export async function viewTalentResume(
  data: TalentResumeData,
  account: Pick<AccountClient, 'companyCard'>,
  { resumeId, viewer, now = new Date() }: { resumeId: number; viewer: Principal | null; now?: Date },
): Promise<TalentResumeView | null> {
  const row = await data.findResume(resumeId);
  if (!row) return null;
  const isOwner = viewer?.userType === 'individual' && viewer.userId === row.userId.toString();
  if (row.statusCode !== RESUME_PUBLISHED && !isOwner) return null;
  const business = isBusiness(viewer) && viewer !== null;

  let isContactVisible = isOwner;
  let isScrapped = false;
  let offerStatusCode: string | null = null;
  if (business) {
    const companyId = BigInt(viewer.userId);
    const relation = await data.companyRelation(companyId, row);
    isContactVisible = relation.hasAccepted;
    offerStatusCode = relation.latestOfferStatusCode;
    isScrapped = relation.isScrapped;
    // The view keeps the company's card as the account gives it now (none when it cannot be asked).
    await data.recordView(row.id, companyId, await account.companyCard(Number(companyId)), now);
  }

  const full = business || isOwner;
  const career = readCareer(row.career);
  const workingConditions = readWorkingConditions(row.workingConditions);
  return {
    resumeId: Number(row.id),
    statusCode: row.statusCode === RESUME_PUBLISHED ? '020A' : '020B',
    isBusinessView: business,
    isOwner,
    isContactVisible,
    isScrapped,
    offerStatusCode,
    resumeInfo: {
      title: row.title,
      education: row.education,
      isNewcomer: row.isNewcomer,
      totalNumberOfMonthsInCareer: careerMonths(career, now),
      career: careerAsOf(career, now),
      ability: readAbility(row.ability),
      workingConditions,
      regionList: regionItems(workingConditions.region),
      specializationList: specializationItems(row.specializationIds),
      selection: row.selection === 'sample' ? 'sample' : 'direct',
      selfIntroduction: full ? row.selfIntroduction : null,
      portfolio: full ? readFiles(row.portfolio) : null,
      resumePhoto: full ? readFiles(row.photos) : null,
      resumeProfileImageKey: full ? row.profileImageKey : null,
      updatedAt: row.updatedAt.toISOString(),
    },
    userInfo: {
      fullName: row.fullName,
      genderCode: row.genderCode,
      birthDate: isoDay(row.birthDate),
      photoKey: full ? row.photoKey : null,
      address: isContactVisible ? row.address : null,
      phoneNumber: isContactVisible ? row.phoneNumber : null,
      email: isContactVisible ? row.email || null : null,
    },
  };
}
