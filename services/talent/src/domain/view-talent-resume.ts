/**
 * GET /api/talent/{id}: a published resume as a talent (employer.md 'Talent resume view').
 * - company and master users: everything for Business members; the contact (address, phone,
 *   e-mail) only once the talent has accepted one of this company's offers (032B). The view is
 *   recorded (one row per company and resume, at the latest view) and counted.
 * - the owner (any status): everything.
 * - visitors and other individuals: no Business-only parts (photo, self introduction, portfolio,
 *   photos) and no contact. Nothing recorded.
 * A private resume is absent (null) for everyone but its owner.
 */
import { OFFER_ACCEPTED, RESUME_PUBLISHED, type TalentResumeView } from '@phjobs/contracts/talent';
import type { Principal } from '@phjobs/service-kit/auth';
import type { TalentDb } from '../db.ts';
import type { Upstreams } from '../upstreams.ts';
import { careerAsOf, careerMonths } from './career-months.ts';
import { isoDay, readAbility, readCareer, readFiles, readWorkingConditions, regionItems, specializationItems } from './resume-views.ts';

const isBusiness = (viewer: Principal | null) => viewer?.userType === 'company' || viewer?.userType === 'master.company';

export async function viewTalentResume(
  db: TalentDb,
  upstreams: Pick<Upstreams, 'companyCard'>,
  { resumeId, viewer, now = new Date() }: { resumeId: number; viewer: Principal | null; now?: Date },
): Promise<TalentResumeView | null> {
  const row = await db.resume.findUnique({ where: { id: BigInt(resumeId) } });
  if (!row) return null;
  const isOwner = viewer?.userType === 'individual' && viewer.userId === row.userId.toString();
  if (row.statusCode !== RESUME_PUBLISHED && !isOwner) return null;
  const business = isBusiness(viewer) && viewer !== null;

  let isContactVisible = isOwner;
  let isScrapped = false;
  let offerStatusCode: string | null = null;
  if (business) {
    const companyId = BigInt(viewer.userId);
    const [accepted, latest, scrap] = await Promise.all([
      db.offer.count({ where: { employerUserId: companyId, talentUserId: row.userId, statusCode: OFFER_ACCEPTED } }),
      db.offer.findFirst({ where: { employerUserId: companyId, resumeId: row.id }, orderBy: { createdAt: 'desc' }, select: { statusCode: true } }),
      db.talentScrap.count({ where: { companyUserId: companyId, resumeId: row.id } }),
    ]);
    isContactVisible = accepted > 0;
    offerStatusCode = latest?.statusCode ?? null;
    isScrapped = scrap > 0;
    await recordView(db, upstreams, row.id, companyId, now);
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

/** Upserts the company's view (card copies refreshed when the account answers) and counts it. updated_at stays. */
async function recordView(db: TalentDb, upstreams: Pick<Upstreams, 'companyCard'>, resumeId: bigint, companyId: bigint, now: Date): Promise<void> {
  const card = await upstreams.companyCard(Number(companyId));
  await db.$transaction([
    db.$executeRawUnsafe(
      `INSERT INTO resume_view (resume_id, company_user_id, company_name, phone_number, province_id, city_id, specialization_code, viewed_at)
       VALUES ($1::bigint, $2::bigint, $3, $4, $5, $6, $7, $8::timestamptz)
       ON CONFLICT (resume_id, company_user_id) DO UPDATE SET viewed_at = EXCLUDED.viewed_at,
         company_name = CASE WHEN $9 THEN EXCLUDED.company_name ELSE resume_view.company_name END,
         phone_number = CASE WHEN $9 THEN EXCLUDED.phone_number ELSE resume_view.phone_number END,
         province_id = CASE WHEN $9 THEN EXCLUDED.province_id ELSE resume_view.province_id END,
         city_id = CASE WHEN $9 THEN EXCLUDED.city_id ELSE resume_view.city_id END,
         specialization_code = CASE WHEN $9 THEN EXCLUDED.specialization_code ELSE resume_view.specialization_code END`,
      resumeId.toString(),
      companyId.toString(),
      card?.companyName ?? '',
      card?.phoneNumber ?? null,
      card?.provinceId ?? null,
      card?.cityId ?? null,
      card?.specializationCode ?? null,
      now.toISOString(),
      card !== null,
    ),
    db.$executeRawUnsafe('UPDATE resume SET view_count = view_count + 1 WHERE id = $1::bigint', resumeId.toString()),
  ]);
}
