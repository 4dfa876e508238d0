/** The reads and the view record behind GET /api/talent/{id} (domain/view-talent-resume.ts holds who sees what). */
import { OFFER_ACCEPTED, TALENT_TIME_ZONE } from '@phjobs/contracts/talent';
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
      const args = [resumeId.toString(), companyId.toString(), card?.companyName ?? '', card?.phoneNumber ?? null, card?.provinceId ?? null, card?.cityId ?? null, card?.specializationCode ?? null, now.toISOString(), card !== null] as const;
      await db.$transaction(async (tx) => {
        // A view counts once per company and resume a day (Asia/Manila): the first view of the
        // pair inserts the row; a later one counts when its row's last view was on an earlier day.
        // Both statements lock the row, so two views at once count once.
        const inserted = await tx.$executeRawUnsafe(
          `INSERT INTO resume_view (resume_id, company_user_id, company_name, phone_number, province_id, city_id, specialization_code, viewed_at)
           VALUES ($1::bigint, $2::bigint, $3, $4, $5, $6, $7, $8::timestamptz) ON CONFLICT (resume_id, company_user_id) DO NOTHING`,
          ...args.slice(0, 8),
        );
        const newDay =
          inserted === 0 &&
          (await tx.$executeRawUnsafe(
            `UPDATE resume_view SET viewed_at = $3::timestamptz
              WHERE resume_id = $1::bigint AND company_user_id = $2::bigint
                AND (viewed_at AT TIME ZONE '${TALENT_TIME_ZONE}')::date < ($3::timestamptz AT TIME ZONE '${TALENT_TIME_ZONE}')::date`,
            args[0],
            args[1],
            args[7],
          )) > 0;
        if (inserted === 0) {
          // The latest view and, when the account answered, the company's card as it is now.
          await tx.$executeRawUnsafe(
            `UPDATE resume_view SET viewed_at = GREATEST(viewed_at, $8::timestamptz),
               company_name = CASE WHEN $9 THEN $3 ELSE company_name END,
               phone_number = CASE WHEN $9 THEN $4 ELSE phone_number END,
               province_id = CASE WHEN $9 THEN $5 ELSE province_id END,
               city_id = CASE WHEN $9 THEN $6 ELSE city_id END,
               specialization_code = CASE WHEN $9 THEN $7 ELSE specialization_code END
             WHERE resume_id = $1::bigint AND company_user_id = $2::bigint`,
            ...args,
          );
        }
        if (inserted > 0 || newDay) await tx.$executeRawUnsafe('UPDATE resume SET view_count = view_count + 1 WHERE id = $1::bigint', args[0]);
      });
    },
  };
}
