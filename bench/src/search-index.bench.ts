/**
 * The jobs search index alone, in this process (no HTTP, no card read): how long it takes to build
 * from PostgreSQL, what it holds in memory, and the CPU time of a search over random list calls
 * (services/jobs src/data/search-index/random-searches.ts), with the slowest kinds named. CPU time
 * (process.cpuUsage) rather than wall time, so that a busy machine moves it less.
 *
 * `BENCH_DATABASE_URL=<a database of ads, e.g. left by list-calls.bench.ts with BENCH_KEEP=1>
 *  node --import tsx bench/src/search-index.bench.ts` (BENCH_SEARCHES, default 3,000; 0: the build alone, with its
 *  CPU time and the process's peak RSS).
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { openDatabase } from '@phjobs/svc-jobs/data/db';
import { loadSearchIndex } from '@phjobs/svc-jobs/data/search-index/live';
import { mulberry32 as seededRandom } from '@phjobs/seed-data/prng';
import { randomSearch, sampleSearchValues } from '@phjobs/svc-jobs/data/search-index/random-searches';
import { searchTerms } from '@phjobs/svc-jobs/data/search-job-ads';
import { createCatalogLookups } from '@phjobs/svc-jobs/domain/catalog';
import { startOfManilaDay } from '@phjobs/svc-jobs/domain/manila-day';
import { runBench, say } from './report.ts';

const mb = (bytes: number) => (bytes / 1_048_576).toFixed(1);
/** The most this process has held in RAM so far (Linux: VmHWM). */
const peakRssMb = () => (Number(/VmHWM:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? Number.NaN) / 1024).toFixed(0);

async function main(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) throw new Error('BENCH_DATABASE_URL: a database with ads (list-calls.bench.ts with BENCH_KEEP=1 leaves one)');
  const count = Number(process.env.BENCH_SEARCHES ?? 3_000);
  say(`search index bench: load average ${loadavg().map((n) => n.toFixed(2)).join(' ')}`);
  const heapBefore = process.memoryUsage().heapUsed;
  const cpuBefore = process.cpuUsage();
  const { index, ms } = await loadSearchIndex(url);
  const cpu = process.cpuUsage(cpuBefore);
  say(`build: this process's CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s (PostgreSQL's not counted), peak RSS ${peakRssMb()} MB`);
  global.gc?.();
  const memory = index.memory();
  const heap = process.memoryUsage().heapUsed - heapBefore;
  say(`built: ${index.size.toLocaleString('en-US')} ongoing ads in ${(ms / 1000).toFixed(1)} s; bitmaps ${mb(memory.bitmaps)} MB, typed arrays ${mb(memory.arrays)} MB, JS heap grown by ${mb(heap)} MB (vocabulary, maps, the cards)`);
  const per100k = (memory.bitmaps + memory.arrays + heap) / (index.size / 100_000);
  say(`about ${mb(per100k)} MB per 100,000 ongoing ads`);
  if (count === 0) return; // BENCH_SEARCHES=0: the build alone

  const db = openDatabase(url, 2);
  const samples = await sampleSearchValues(db);
  await db.close();
  const lookups = createCatalogLookups();
  const draw = seededRandom(1);
  const searches = Array.from({ length: count }, () => randomSearch(draw, samples, startOfManilaDay(new Date())));
  const times: [number, string][] = [];
  // Twice: the first round warms the JIT and the prefix unions; the second is measured.
  for (let round = 0; round < 2; round++) {
    times.length = 0;
    for (const search of searches) {
      const started = process.cpuUsage();
      const { orderKey, pageNo, pageUnit } = search.input.query;
      index.search(searchTerms(search.input, lookups), orderKey, (pageNo - 1) * pageUnit, pageUnit);
      const used = process.cpuUsage(started);
      times.push([(used.user + used.system) / 1000, search.label]);
    }
  }
  times.sort((a, b) => a[0] - b[0]);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]![0].toFixed(2);
  const mean = times.reduce((sum, [t]) => sum + t, 0) / times.length;
  say(`CPU ms per search (${count} random list calls): p50 ${at(0.5)}, p95 ${at(0.95)}, p99 ${at(0.99)}, max ${times.at(-1)![0].toFixed(1)}, mean ${mean.toFixed(2)}`);
  say('slowest:');
  for (const [t, label] of times.slice(-5)) say(`  ${t.toFixed(1)} ms  ${label.slice(0, 240)}`);
  say(`load average now ${loadavg().map((n) => n.toFixed(2)).join(' ')}`);
}

runBench(main);
