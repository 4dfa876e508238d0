/** The reads and the view record behind GET /api/talent/{id} (domain/view-talent-resume.ts holds who sees what). */
import { OFFER_ACCEPTED } from '@phjobs/contracts/talent';
import type { TalentResumeData } from '../domain/view-talent-resume.ts';
import type { TalentDb } from './db.ts';

export function talentResumeData(db: TalentDb): TalentResumeData {
  return {
    findResume: (resumeId) => db.resume.findUnique({ where: { id: BigInt(resumeId) } }),

    async companyRelation(companyId, resume) {
      const [accepted, latest, scrap] = await Promise.all([
        db.offer.count({ where: { employerUserId: companyId, talentUserId: resume.userId, statusCode: OFFER_ACCEPTED } }),
        db.offer.findFirst({ where: { employerUserId: companyId, resumeId: resume.id }, orderBy: { createdAt: 'desc' }, select: { statusCode: true } }),
        db.talentScrap.count({ where: { companyUserId: companyId, resumeId: resume.id } }),
      ]);
      return { hasAccepted: accepted > 0, latestOfferStatusCode: latest?.statusCode ?? null, isScrapped: scrap > 0 };
    },

    async recordView(resumeId, companyId, card, now) {
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
    },
  };
}
