/**
 * GET /api/resume/viewed and /api/resume/scrapped: which companies viewed or scrapped the member's
 * resumes, newest first, with the company copies taken at that moment (domain/resume-audience.ts shapes them).
 */
import type { Audience, AudiencePage, AudienceRow } from '../domain/resume-audience.ts';
import type { TalentDb } from './db.ts';

const SOURCES: Record<Audience, { table: string; at: string }> = {
  viewed: { table: 'resume_view', at: 'viewed_at' },
  scrapped: { table: 'talent_scrap', at: 'scrapped_at' },
};

export async function listResumeAudience(
  db: TalentDb,
  { userId, audience, pageUnit, pageNo }: { userId: bigint; audience: Audience; pageUnit: number; pageNo: number },
): Promise<AudiencePage> {
  const { table, at } = SOURCES[audience];
  const [rows, counted] = await Promise.all([
    db.$queryRawUnsafe<AudienceRow[]>(
      `SELECT a.resume_id, r.title, a.province_id, a.city_id, a.specialization_code, a.company_name, a.phone_number, a.${at} AS at
         FROM ${table} a JOIN resume r ON r.id = a.resume_id
        WHERE r.user_id = $1::bigint
        ORDER BY a.${at} DESC, a.resume_id DESC, a.company_user_id DESC
        LIMIT $2 OFFSET $3`,
      userId.toString(),
      pageUnit,
      (pageNo - 1) * pageUnit,
    ),
    db.$queryRawUnsafe<{ count: number }[]>(`SELECT count(*)::int AS count FROM ${table} a JOIN resume r ON r.id = a.resume_id WHERE r.user_id = $1::bigint`, userId.toString()),
  ]);
  return { rows, count: counted[0]?.count ?? 0 };
}
