/**
 * GET /api/resume/viewed and /api/resume/scrapped: which companies viewed or scrapped the member's
 * resumes, newest first, with the company copies taken at that moment.
 */
import type { ResumeAudienceResponse } from '@phjobs/contracts/talent';
import type { TalentDb } from './db.ts';
import { cityName, provinceName } from '../domain/resume-views.ts';

export type Audience = 'viewed' | 'scrapped';

const SOURCES: Record<Audience, { table: string; at: string }> = {
  viewed: { table: 'resume_view', at: 'viewed_at' },
  scrapped: { table: 'talent_scrap', at: 'scrapped_at' },
};

type Row = {
  resume_id: bigint;
  title: string;
  province_id: string | null;
  city_id: string | null;
  specialization_code: string | null;
  company_name: string;
  phone_number: string | null;
  at: Date;
};

export async function listResumeAudience(
  db: TalentDb,
  { userId, audience, pageUnit, pageNo }: { userId: bigint; audience: Audience; pageUnit: number; pageNo: number },
): Promise<ResumeAudienceResponse> {
  const { table, at } = SOURCES[audience];
  const [rows, counted] = await Promise.all([
    db.$queryRawUnsafe<Row[]>(
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
  return {
    list: rows.map((row) => ({
      resumeId: Number(row.resume_id),
      title: row.title,
      city: cityName(row.city_id),
      province: provinceName(row.province_id),
      specializationCode: row.specialization_code,
      companyName: row.company_name,
      phoneNumber: row.phone_number,
      createdAt: row.at.toISOString(),
    })),
    count: counted[0]?.count ?? 0,
  };
}
