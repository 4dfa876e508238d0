/**
 * The talent index of this process, kept current (@phjobs/search-engine live-index.ts): loaded
 * from the published resumes at start (one snapshot, read through a cursor in batches), then each
 * NOTIFY resume_changed (migration talent_index: the ids a statement changed, '' for many)
 * re-reads those resumes. `index.current()` is null while the SQL must answer (changes unheard,
 * or heard and not applied yet).
 */
import { LiveIndex } from '@phjobs/search-engine/live-index';
import { readSnapshot } from '@phjobs/search-engine/snapshot';
import type { Logger } from '@phjobs/service-kit/logger';
import { listenForNotifications } from '@phjobs/service-kit/notifications';
import type { SearchSql } from '../search-pool.ts';
import { TalentIndex, type IndexedResume } from './talent-index.ts';

export const RESUME_CHANGES_CHANNEL = 'resume_changed';

const COLUMNS = `r.id::float8 AS id, (extract(epoch FROM r.updated_at) * 1000)::float8 AS updated, r.view_count,
  (r.birth_date - DATE '1970-01-01') AS birth_day, r.total_career_months, r.salary_type, r.salary_more_than::float8 AS salary_more_than,
  r.working_hour_from, r.working_hour_to, r.search_terms, r.search_text
  FROM resume r WHERE r.status_code = '020A'`;

type Row = {
  id: number;
  updated: number;
  view_count: number;
  birth_day: number | null;
  total_career_months: number | null;
  salary_type: string | null;
  salary_more_than: number | null;
  working_hour_from: string | null;
  working_hour_to: string | null;
  search_terms: string[] | null;
  search_text: string;
};

const resumeOf = (row: Row): IndexedResume => ({
  id: row.id,
  updated: row.updated,
  viewCount: row.view_count,
  birthDay: row.birth_day,
  careerMonths: row.total_career_months,
  salaryType: row.salary_type,
  salaryMoreThan: row.salary_more_than,
  hourFrom: row.working_hour_from,
  hourTo: row.working_hour_to,
  terms: row.search_terms ?? [],
  text: row.search_text,
});

/** Resumes a batch: their postings (~60 trigrams each) are gathered in JS arrays before they go into bitmaps. */
const BATCH = 10_000;

/** Every published resume, in one snapshot. */
export async function loadTalentIndex(databaseUrl: string): Promise<TalentIndex> {
  const builder = TalentIndex.builder();
  await readSnapshot<Row>(databaseUrl, { name: 'talent index', select: `SELECT ${COLUMNS}`, batch: BATCH, add: (rows) => builder.add(rows.map(resumeOf)) });
  return builder.finish();
}

/** The resumes of these ids that are published now. */
export const readResumesWith =
  (db: SearchSql) =>
  async (ids: number[]): Promise<IndexedResume[]> =>
    (await db.$queryRawUnsafe<Row[]>(`SELECT ${COLUMNS} AND r.id = ANY($1::bigint[])`, ids)).map(resumeOf);

export type LiveTalentIndex = LiveIndex<TalentIndex, IndexedResume>;

/** The index and the listening that keeps it current; stop() ends both. */
export async function startTalentIndex(databaseUrl: string, read: SearchSql, logger?: Logger): Promise<{ index: LiveTalentIndex; stop(): Promise<void> }> {
  const index: LiveTalentIndex = new LiveIndex({
    name: 'talent index',
    load: () => loadTalentIndex(databaseUrl),
    read: readResumesWith(read),
    describe: (loaded) => {
      const memory = loaded.memory();
      return { bitmapBytes: memory.bitmaps, arrayBytes: memory.arrays };
    },
    logger,
  });
  const listener = listenForNotifications(
    databaseUrl,
    {
      name: 'talent resume-changes',
      channels: { [RESUME_CHANGES_CHANNEL]: (payload) => index.changed(payload ? payload.split(',').map(Number) : 'all') },
      deaf: () => index.deaf(),
      listening: () => index.listening(),
    },
    logger,
  );
  await listener.ready;
  return {
    index,
    stop: async () => {
      await listener.stop();
      await index.stop();
    },
  };
}
