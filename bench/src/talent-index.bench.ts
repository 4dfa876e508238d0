/**
 * `node --expose-gc --import tsx bench/src/talent-index.bench.ts`: the talent index in this process
 * (services/talent src/data/talent-index/): its load from PostgreSQL (time, memory held after a
 * full collection), then the mean time of 2,000 random searches (random-searches.ts) from the index
 * alone, of 500 through the whole data function (the index, then the page's rows read by id), and
 * of the bench's fixed filter both ways, one at a time.
 * Data: BENCH_DATABASE_URL (a database with the talent migrations and resumes, kept), else a fresh
 * one on DATABASE_URL's server (else embedded) with BENCH_RESUMES (100,000) resumes (seed/many-resumes.ts), dropped at the end.
 */
import { cpus, loadavg } from 'node:os';
import { ZTalentSearchFilter } from '@phjobs/contracts/talent';
import { mulberry32 as seededRandom } from '@phjobs/seed-data/prng';
import { startTestDatabase, type TestDatabase } from '@phjobs/test-utils/database';
import { openDatabase } from '@phjobs/svc-talent/data/db';
import { openSearchPool } from '@phjobs/svc-talent/data/search-pool';
import { loadTalentIndex } from '@phjobs/svc-talent/data/talent-index/live';
import { randomTalentSearch, sampleTalentValues } from '@phjobs/svc-talent/data/talent-index/random-searches';
import { talentQuery } from '@phjobs/svc-talent/data/talent-index/talent-query';
import { searchTalents } from '@phjobs/svc-talent/data/talent-search';
import { loadManyResumes } from '@phjobs/svc-talent/seed/many-resumes';
import { MIGRATIONS_DIR } from '@phjobs/svc-talent/start';
import { runBench, say } from './report.ts';

const RESUMES = Number(process.env.BENCH_RESUMES ?? 100_000);
const mb = (bytes: number) => (bytes / 1_048_576).toFixed(1);
const gc = () => (globalThis as { gc?: () => void }).gc?.();

async function main(): Promise<void> {
  say(`talent index bench: ${cpus().length} cores, Node ${process.version}; load average ${loadavg().map((n) => n.toFixed(2)).join(' ')}`);
  let database: TestDatabase | null = null;
  let url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    database = await startTestDatabase('bench_talent_index', MIGRATIONS_DIR);
    url = database.databaseUrl;
    const loader = openDatabase(url, 2);
    await loadManyResumes(loader, RESUMES);
    await loader.$executeRawUnsafe('VACUUM ANALYZE');
    await loader.$disconnect();
  }
  const pool = openSearchPool(url, 2);
  try {
    gc();
    const before = process.memoryUsage();
    const started = performance.now();
    const index = await loadTalentIndex(url);
    const loadMs = performance.now() - started;
    gc();
    const after = process.memoryUsage();
    const held = index.memory();
    say(`loaded ${index.size.toLocaleString('en-US')} published resumes in ${(loadMs / 1000).toFixed(2)} s; held after a full collection: V8 heap ${mb(after.heapUsed - before.heapUsed)} MB, external ${mb(after.external - before.external)} MB (bitmaps ${mb(held.bitmaps)} MB, typed arrays ${mb(held.arrays)} MB); RSS grew ${mb(after.rss - before.rss)} MB`);
    if (!globalThis.gc) say('(run with --expose-gc for the memory held)');

    const samples = await sampleTalentValues(pool);
    const next = seededRandom(5);
    const searches = Array.from({ length: 2_000 }, () => randomTalentSearch(next, samples));
    const now = new Date();
    const mean = async (label: string, n: number, run: (i: number) => unknown) => {
      for (let i = 0; i < Math.min(n, 50); i++) await run(i);
      const t = performance.now();
      for (let i = 0; i < n; i++) await run(i);
      say(`${label}: ${((performance.now() - t) / n).toFixed(3)} ms mean (${n} calls, one at a time)`);
    };
    const input = (i: number) => {
      const s = searches[i % searches.length]!;
      return { filter: s.filter, list: s.list, orderKey: s.orderKey, pageUnit: s.pageUnit, pageNo: s.pageNo, companyId: 2n, now };
    };
    await mean('random searches, the index alone', 2_000, (i) => {
      const s = input(i);
      return index.search(talentQuery(s.filter, s.list, now), s.orderKey, (s.pageNo - 1) * s.pageUnit, s.pageUnit);
    });
    await mean('random searches, the data function with the index (and the page read by id)', 500, (i) => searchTalents(pool, { ...input(i), index }));
    await mean('random searches, the data function from SQL', 50, (i) => searchTalents(pool, input(i)));
    const fixed = ZTalentSearchFilter.parse({ specialization: ['SP06'], region: ['1300000000'], ageFrom: 25, ageTo: 35 });
    await mean('Hospitality/Food + Metro Manila + age 25-35, the index alone', 500, () => index.search(talentQuery(fixed, { kind: 'all' }, now), 'updatedAt', 0, 10));
    await mean('the same, the data function with the index', 500, () => searchTalents(pool, { filter: fixed, list: { kind: 'all' }, orderKey: 'updatedAt', pageUnit: 10, pageNo: 1, companyId: 2n, now, index }));
    await mean('the same, the data function from SQL', 100, () => searchTalents(pool, { filter: fixed, list: { kind: 'all' }, orderKey: 'updatedAt', pageUnit: 10, pageNo: 1, companyId: 2n, now }));
  } finally {
    await pool.close();
    await database?.drop();
  }
}

runBench(main);
