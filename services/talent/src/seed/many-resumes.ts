/**
 * Many resumes for benches and tests (bench/src/talent-search.bench.ts, test/talent-index*):
 * 5,000 from the seed generator (resumes.ts) for as many synthetic members (birth dates spread over
 * 1965-2006, places of the seed seekers), ~85% published, then copies of them up to `count` with
 * other owners, birth dates (within 15 years), view counts and update times (the search-terms
 * trigger runs per row).
 */
import { seedSeekers } from '@phjobs/seed-data/dataset';
import type { TalentDb } from '../data/db.ts';
import { generateResumes, resumeRow, type ResumeOwner } from './resumes.ts';

/** As many synthetic members as resumes: the seed seekers' places and names, birth dates spread over 42 years. */
function owners(n: number): ResumeOwner[] {
  const seekers = seedSeekers();
  const base = Date.UTC(1965, 0, 1);
  return Array.from({ length: n }, (_, i) => {
    const s = seekers[i % seekers.length]!;
    const birth = new Date(base + ((i * 7919) % (42 * 365)) * 86_400_000).toISOString().slice(0, 10);
    return { id: 1_000_000 + i, fullName: s.fullName, genderCode: s.genderCode, birthDate: birth, provinceId: s.provinceId, cityId: s.cityId, email: `m${i}@bench.ph`, phoneNumber: s.phoneNumber, address: s.address ?? null };
  });
}

/** Distinct generated resumes; the rest are copies of them with other owners, birth dates, views and update times. */
const GENERATED = 5_000;

export async function loadManyResumes(db: TalentDb, count: number): Promise<void> {
  const generated = Math.min(count, GENERATED);
  const resumes = generateResumes(owners(generated), { count: generated, now: new Date(), seed: 14 });
  for (let i = 0; i < resumes.length; i += 1000) {
    await db.resume.createMany({
      data: resumes.slice(i, i + 1000).map(resumeRow),
    });
  }
  if (count <= generated) return;
  // Copy k of the generated resume (k = 1..): a new owner, a birth date up to 15 years away, other views and update time (the trigger writes the terms).
  const columns = `status_code, title, full_name, gender_code, email, phone_number, address, education, is_newcomer, total_career_months, career,
    specialization_ids, province_ids, city_ids, employee_types, working_conditions, salary_type, salary_more_than, selection, self_introduction, ability, created_at`;
  await db.$executeRawUnsafe(
    `INSERT INTO resume (id, user_id, birth_date, view_count, updated_at, ${columns})
     SELECT ${generated} + g, 2000000 + g, r.birth_date + ((g::bigint * 7919) % 5479 - 2740)::int, ((g::bigint * 31) % 251)::int,
            now() - ((g::bigint * 104729) % (90 * 24 * 60))::int * interval '1 minute', ${columns.replaceAll(/(\w+)/g, 'r.$1')}
       FROM generate_series(1, $1::int) g JOIN resume r ON r.id = 1 + (g - 1) % ${generated}`,
    count - generated,
  );
}
