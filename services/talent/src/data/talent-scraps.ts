/**
 * Talent scraps by companies: POST|DELETE /api/talent/scrap/{resumeId} and the company's list
 * (GET /api/employer/myPage/talent/scrap). A scrap row keeps copies of the company's card (for the
 * member's 'scrapped' tab, GET /api/resume/scrapped, which reads the same table).
 */
import { OFFER_ACCEPTED, RESUME_PUBLISHED, SCRAP_PERIODS, TALENT_TIME_ZONE, type ScrapPeriodKey, type TalentScrapListResponse } from '@phjobs/contracts/talent';
import { firstRegion } from '../domain/browse-talents.ts';
import { cityName, provinceName, readCareer } from '../domain/resume-views.ts';
import type { TalentDb } from './db.ts';
import { likePattern } from './search-talents.ts';

/** The company's card copied into the scrap (the account client's CompanyCard). */
export type ScrapCompanyCard = { companyName: string; phoneNumber: string | null; provinceId: string | null; cityId: string | null; specializationCode: string | null };

/** true when the resume is published and now scrapped; false when there is no published resume of that id. */
export async function scrapTalent(db: TalentDb, resumeId: number, companyId: bigint, card: ScrapCompanyCard | null, now = new Date()): Promise<boolean> {
  const inserted = await db.$executeRawUnsafe(
    `INSERT INTO talent_scrap (resume_id, company_user_id, company_name, phone_number, province_id, city_id, specialization_code, scrapped_at)
     SELECT r.id, $2::bigint, $3, $4, $5, $6, $7, $8::timestamptz FROM resume r WHERE r.id = $1::bigint AND r.status_code = '${RESUME_PUBLISHED}'
     ON CONFLICT (resume_id, company_user_id) DO NOTHING`,
    String(resumeId),
    companyId.toString(),
    card?.companyName ?? '',
    card?.phoneNumber ?? null,
    card?.provinceId ?? null,
    card?.cityId ?? null,
    card?.specializationCode ?? null,
    now.toISOString(),
  );
  if (inserted > 0) return true;
  const existing = await db.talentScrap.count({ where: { resumeId: BigInt(resumeId), companyUserId: companyId } });
  return existing > 0;
}

export async function unscrapTalent(db: TalentDb, resumeId: number, companyId: bigint): Promise<void> {
  await db.talentScrap.deleteMany({ where: { resumeId: BigInt(resumeId), companyUserId: companyId } });
}

/** The start of a period chip ('1w' ... '1y') counted back from now, or of a 'YYYY-MM-DD' day (Manila midnight). */
export function periodStart(from: string, now: Date): Date | string {
  const months: Record<ScrapPeriodKey, number> = { '1w': 0, '1m': 1, '3m': 3, '6m': 6, '1y': 12 };
  if (from in SCRAP_PERIODS) {
    const key = from as ScrapPeriodKey;
    if (key === '1w') return new Date(now.getTime() - 7 * 86_400_000);
    const start = new Date(now);
    start.setUTCMonth(start.getUTCMonth() - months[key]);
    return start;
  }
  return from; // a day: compared in Manila below
}

type ScrapRow = {
  resume_id: bigint;
  title: string;
  full_name: string;
  status_code: string;
  region: unknown;
  specialization_ids: string[];
  career: unknown;
  phone: string | null;
  scrapped_at: Date;
  total: bigint | number;
};

export async function listTalentScraps(
  db: TalentDb,
  { companyId, pageUnit, pageNo, keyword, from, now = new Date() }: { companyId: bigint; pageUnit: number; pageNo: number; keyword?: string; from?: string; now?: Date },
): Promise<TalentScrapListResponse> {
  const values: unknown[] = [companyId.toString()];
  const add = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  const where = ['s.company_user_id = $1::bigint'];
  if (keyword) {
    const pattern = add(likePattern(keyword));
    where.push(`(r.search_text LIKE ${pattern} OR lower(r.full_name) LIKE ${pattern})`);
  }
  if (from) {
    const start = periodStart(from, now);
    where.push(
      typeof start === 'string'
        ? `s.scrapped_at >= (${add(start)}::date::timestamp AT TIME ZONE '${TALENT_TIME_ZONE}')`
        : `s.scrapped_at >= ${add(start.toISOString())}::timestamptz`,
    );
  }
  const filtered = `FROM talent_scrap s JOIN resume r ON r.id = s.resume_id WHERE ${where.join(' AND ')}`;
  const rows = await db.$queryRawUnsafe<ScrapRow[]>(
    `SELECT s.resume_id, r.title, r.full_name, r.status_code, r.working_conditions -> 'region' AS region, r.specialization_ids, r.career,
            (SELECT o.talent_phone FROM offer o WHERE o.employer_user_id = s.company_user_id AND o.talent_user_id = r.user_id AND o.status_code = '${OFFER_ACCEPTED}'
              ORDER BY o.answered_at DESC NULLS LAST LIMIT 1) AS phone,
            s.scrapped_at, count(*) OVER () AS total
       ${filtered}
      ORDER BY s.scrapped_at DESC, s.resume_id DESC
      LIMIT ${add(pageUnit)} OFFSET ${add((pageNo - 1) * pageUnit)}`,
    ...values,
  );
  let count = rows[0] ? Number(rows[0].total) : 0;
  if (!rows.length && pageNo > 1) {
    const [row] = await db.$queryRawUnsafe<{ total: number }[]>(`SELECT count(*)::int AS total ${filtered}`, ...values.slice(0, values.length - 2));
    count = row?.total ?? 0;
  }
  return {
    count,
    list: rows.map((row) => {
      const region = firstRegion(row.region)[0];
      const latest = [...readCareer(row.career)].sort((a, b) => (b.isInOffice ? 1 : 0) - (a.isInOffice ? 1 : 0) || b.periodTo.localeCompare(a.periodTo))[0];
      return {
        resumeId: Number(row.resume_id),
        title: row.title,
        city: cityName(region?.city ?? null),
        province: provinceName(region?.province ?? null),
        specializationCode: row.specialization_ids[0] ?? null,
        companyName: latest?.companyName ?? '',
        phoneNumber: row.phone,
        createdAt: row.scrapped_at.toISOString(),
        fullName: row.full_name,
        isPublished: row.status_code === RESUME_PUBLISHED,
      };
    }),
  };
}
