/**
 * `node --import tsx bench/src/talent-search.bench.ts`: POST /api/talent/allTalents with three
 * filters at 100,000 published resumes, 50 connections, through the gateway and as bare SQL (the
 * statement the service runs for the call, recorded in this process, replayed unnamed as the
 * service's search pool runs it, planned for its values). The quality bar (issue 14): within 2x of bare SQL.
 *
 * 1. A fresh database (DATABASE_URL's server, else an embedded PostgreSQL) with the talent
 *    migrations; 5,000 resumes from the seed generator (services/talent seed/resumes.ts) for as many
 *    synthetic members (birth dates spread over 1965-2006, places of the seed seekers), ~85%
 *    published, then copies of them up to BENCH_RESUMES (100,000) with other owners, birth dates
 *    (within 15 years), view counts and update times (the search-terms trigger runs per row), then
 *    VACUUM ANALYZE and CHECKPOINT.
 * 2. One talent process with its talent index (the default; measured once the index is loaded:
 *    its size, build time and memory printed), one answering from SQL (TALENT_SEARCH_INDEX=0), and
 *    the gateway in front of the first, each its own Node process on loopback.
 * 3. 'uncached, random filters': every request a different random talent search (services/talent
 *    src/data/talent-index/random-searches.ts), to the index process and to the SQL one, side by
 *    side, after 100 of them were answered alike by both.
 * 4. Per fixed case: BENCH_CONNECTIONS (50), 2 s warm-up, BENCH_SECONDS (6) measured, through the
 *    gateway (the index answering) then bare (the SQL statement the data function runs without the
 *    index); then 300 calls one at a time (gateway, talent direct, the data function in this process
 *    without the index, bare). As a company user (bearer token and `email`).
 * Env: BENCH_RESUMES, BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_CASES (';'-separated names), DATABASE_URL.
 */
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { ZTalentListQuery, ZTalentSearchFilter, type TalentSearchFilterInput } from '@phjobs/contracts/talent';
import { signAccessToken } from '@phjobs/service-kit/auth';
import { startTestDatabase } from '@phjobs/test-utils/database';
import { testKeys } from '@phjobs/test-utils/keys';
import { openDatabase, type TalentDb } from '@phjobs/svc-talent/data/db';
import { searchTalents } from '@phjobs/svc-talent/data/talent-search';
import { openSearchPool } from '@phjobs/svc-talent/data/search-pool';
import { randomTalentSearch, sampleTalentValues, type RandomTalentSearch } from '@phjobs/svc-talent/data/talent-index/random-searches';
import { mulberry32 as seededRandom } from '@phjobs/seed-data/prng';
import { loadManyResumes } from '@phjobs/svc-talent/seed/many-resumes';
import { MIGRATIONS_DIR } from '@phjobs/svc-talent/start';
import pg from 'pg';
import { runBareWithCpu, type Statement } from './bare-sql.ts';
import { postgresPids, withCpu, type CpuParts } from './cpu.ts';
import { freePort, startNode, waitForIndex, waitReady, type Child } from './processes.ts';
import { int, runBench, say, writeResults } from './report.ts';
import { loadTest } from './load.ts';
import { table, type Summary } from './stats.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const RESUMES = int(process.env.BENCH_RESUMES, 100_000);
const SECONDS = int(process.env.BENCH_SECONDS, 6);
const CONNECTIONS = int(process.env.BENCH_CONNECTIONS, 50);
const ONLY = process.env.BENCH_CASES ? new Set(process.env.BENCH_CASES.split(';').map((name) => name.trim())) : null;
const WARM_UP_SECONDS = 2;
const SEQUENTIAL = 300;
const uptime = () => {
  try {
    return execSync('uptime', { encoding: 'utf8' }).trim();
  } catch {
    return `load average ${loadavg().map((n) => n.toFixed(2)).join(' ')}`;
  }
};

async function drive(url: string, token: string, body: string, seconds: number): Promise<Summary> {
  return loadTest({ url, method: 'POST', body, connections: CONNECTIONS, duration: seconds, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } });
}

const RANDOM_CASE = 'uncached, random filters';
const RANDOM_SEARCHES = 5_000;
const mb = (bytes: number | undefined) => ((bytes ?? 0) / 1_048_576).toFixed(1);
const rssOf = (child: Child) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.process.pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;

/** The list call of a random search: its path, query and body. */
function callOf(search: RandomTalentSearch, email: string): { path: string; body: string } {
  const kind = search.list.kind;
  const query = new URLSearchParams({ pageUnit: String(search.pageUnit), pageNo: String(search.pageNo), orderKey: search.orderKey, authType: 'company', email });
  if (search.list.kind === 'specialist') query.set('specialization', search.list.specialization);
  if (search.list.kind === 'freelancer') query.set('freelancer', search.list.freelancer);
  return { path: `/api/talent/${kind}Talents?${query}`, body: JSON.stringify(search.body) };
}

/**
 * 'uncached, random filters': every request a different random talent search (any mix of
 * filters, the four list calls, both orders, later pages), to the talent process with its index
 * and to one answering from SQL (TALENT_SEARCH_INDEX=0), side by side; both first shown to answer
 * 100 of them alike.
 */
async function randomCase(bases: { index: string; sql: string }, token: string, email: string, databaseUrl: string): Promise<(string | number)[][]> {
  const sampler = openSearchPool(databaseUrl, 1);
  const samples = await sampleTalentValues(sampler);
  await sampler.close();
  const next = seededRandom(2026);
  const calls = Array.from({ length: RANDOM_SEARCHES }, () => callOf(randomTalentSearch(next, samples), email));
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  for (const call of calls.slice(0, 100)) {
    const [a, b] = await Promise.all([bases.index, bases.sql].map(async (base) => (await fetch(`${base}${call.path}`, { method: 'POST', body: call.body, headers })).text()));
    if (a !== b) throw new Error(`index and SQL differ for ${call.path} ${call.body}:\n${a?.slice(0, 300)}\n${b?.slice(0, 300)}`);
  }
  say('100 random talent searches: the index and the SQL answer alike');
  const rows: (string | number)[][] = [];
  for (const [label, base] of [['talent, index', bases.index], ['talent, SQL', bases.sql]] as const) {
    let n = 0;
    const drive = (seconds: number) =>
      loadTest({
        url: base,
        connections: CONNECTIONS,
        duration: seconds,
        requests: [{ setupRequest: (request) => ({ ...request, method: 'POST', path: calls[n % calls.length]!.path, body: calls[n++ % calls.length]!.body, headers }) }],
      });
    await drive(WARM_UP_SECONDS);
    const load = loadavg()[0]!;
    const row = await drive(SECONDS);
    say(`${RANDOM_CASE}, ${label}: ${row.rps.toFixed(0)} req/s, p50 ${row.p50.toFixed(0)} ms, p95 ${row.p95.toFixed(0)} ms, p99 ${row.p99.toFixed(0)} ms (load ${load.toFixed(1)})`);
    rows.push([RANDOM_CASE, label, row.rps.toFixed(0), row.p50, row.p95, row.p99, row.mean.toFixed(1), row.errors, load.toFixed(1)]);
  }
  return rows;
}

type Case = { name: string; query: { orderKey?: string; pageNo?: string }; filter: TalentSearchFilterInput };

async function main(): Promise<void> {
  const began = performance.now();
  say(`talent search bench: ${RESUMES.toLocaleString('en-US')} resumes, ${CONNECTIONS} connections, ${SECONDS} s a row`);
  say(`machine: ${cpus().length} cores, Node ${process.version}; ${uptime()}`);
  const database = await startTestDatabase('bench_talent_search', MIGRATIONS_DIR);
  const children: Child[] = [];
  try {
    const loader = openDatabase(database.databaseUrl, 2);
    const loadStart = performance.now();
    await loadManyResumes(loader, RESUMES);
    await loader.$executeRawUnsafe('VACUUM ANALYZE');
    await loader.$executeRawUnsafe('CHECKPOINT');
    const [shape] = await loader.$queryRawUnsafe<{ n: number; published: number }[]>(`SELECT count(*)::int AS n, count(*) FILTER (WHERE status_code = '020A')::int AS published FROM resume`);
    await loader.$disconnect();
    say(`loaded ${shape?.n} resumes (${shape?.published} published) in ${((performance.now() - loadStart) / 1000).toFixed(0)} s`);

    const keys = testKeys();
    const port = await freePort();
    const talentEnv = { TALENT_DATABASE_URL: database.databaseUrl, JWT_PUBLIC_KEY: keys.publicKey, SEED: '0', LOG_LEVEL: 'info', HOST: '127.0.0.1' };
    const talent = startNode('talent', ROOT, 'services/talent/src/main.ts', { ...talentEnv, PORT: String(port) });
    children.push(talent);
    await waitReady(talent, `http://127.0.0.1:${port}/readyz`);
    // The talent index is built in the background (the SQL answers meanwhile): measured once it is current.
    const loaded = await waitForIndex(talent, 'talent index');
    say(`talent: index of ${loaded.size?.toLocaleString('en-US')} published resumes built in ${((loaded.ms ?? 0) / 1000).toFixed(2)} s; bitmaps ${mb(loaded.bitmapBytes)} MB, arrays ${mb(loaded.arrayBytes)} MB; process RSS ${mb(rssOf(talent))} MB`);
    const sqlPort = await freePort();
    const sqlTalent = startNode('talent (SQL)', ROOT, 'services/talent/src/main.ts', { ...talentEnv, PORT: String(sqlPort), TALENT_SEARCH_INDEX: '0' });
    children.push(sqlTalent);
    await waitReady(sqlTalent, `http://127.0.0.1:${sqlPort}/readyz`);
    say(`talent (SQL): process RSS ${mb(rssOf(sqlTalent))} MB (no index)`);
    const gatewayPort = await freePort();
    const gateway = startNode('gateway', ROOT, 'gateway/src/main.ts', { PORT: String(gatewayPort), UPSTREAM_TALENT: `http://127.0.0.1:${port}`, RATE_LIMIT: 'off', LOG_LEVEL: 'warn', HOST: '127.0.0.1' });
    children.push(gateway);
    await waitReady(gateway, `http://127.0.0.1:${gatewayPort}/healthz`);

    const principal = { userId: '2', userType: 'company', email: 'employer@bench.ph' } as const;
    const token = signAccessToken(keys.privateKey, principal);
    const all: Case[] = [
      { name: 'allTalents: Hospitality/Food + Metro Manila + age 25-35', query: {}, filter: { specialization: ['SP06'], region: ['1300000000'], ageFrom: 25, ageTo: 35 } },
      { name: 'allTalents: the same, by View Count', query: { orderKey: 'viewCount' }, filter: { specialization: ['SP06'], region: ['1300000000'], ageFrom: 25, ageTo: 35 } },
      { name: 'allTalents: the same, page 5', query: { pageNo: '5' }, filter: { specialization: ['SP06'], region: ['1300000000'], ageFrom: 25, ageTo: 35 } },
      { name: 'allTalents: English Advanced + Regular + monthly up to 30,000', query: {}, filter: { ability: [{ skill: '005A', field: 'English', level: 'Advanced' }], employeeType: ['011A'], salary: { salaryType: '010D', salaryMoreThan: 30000 } } },
      { name: 'allTalents: no filter', query: {}, filter: {} },
    ];
    const cases = all.filter((c) => !ONLY || ONLY.has(c.name));
    const randomRows = !ONLY || ONLY.has(RANDOM_CASE) ? await randomCase({ index: `http://127.0.0.1:${port}`, sql: `http://127.0.0.1:${sqlPort}` }, token, principal.email, database.databaseUrl) : [];

    const rows: (string | number)[][] = [];
    const results: Record<string, unknown>[] = [];
    const pgPort = Number(new URL(database.databaseUrl).port || 5432);
    const parts: CpuParts = { gateway: () => [gateway.process.pid ?? -1], talent: () => [talent.process.pid ?? -1], postgres: () => postgresPids(pgPort) };
    const perCall = (cpu: Record<string, number>) => Object.entries(cpu).map(([name, value]) => `${name} ${value.toFixed(0)}`).join(', ');
    const recorder = openDatabase(database.databaseUrl, 2);
    for (const c of cases) {
      const search = new URLSearchParams({ pageUnit: '10', pageNo: '1', authType: 'company', ...c.query, email: principal.email }).toString();
      const url = `http://127.0.0.1:${gatewayPort}/api/talent/allTalents?${search}`;
      const body = JSON.stringify(c.filter);
      const check = await fetch(url, { method: 'POST', body, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } });
      const answer = (await check.json()) as { list?: unknown[]; count?: number };
      if (check.status !== 200 || !Array.isArray(answer.list)) throw new Error(`${c.name}: ${check.status} ${JSON.stringify(answer).slice(0, 300)}`);
      // The statement(s) the data function runs for this call, recorded as it runs them.
      const statements: Statement[] = [];
      const query = ZTalentListQuery.parse({ pageUnit: '10', pageNo: '1', ...c.query });
      const filter = ZTalentSearchFilter.parse(c.filter);
      const run = (db: Pick<TalentDb, '$queryRawUnsafe'>) => searchTalents(db as TalentDb, { filter, list: { kind: 'all' }, orderKey: query.orderKey, pageUnit: query.pageUnit, pageNo: query.pageNo, companyId: 2n });
      await run({
        $queryRawUnsafe: <T,>(text: string, ...values: unknown[]) => {
          statements.push({ text, values });
          return recorder.$queryRawUnsafe<T>(text, ...values);
        },
      } as Pick<TalentDb, '$queryRawUnsafe'>);
      const load = loadavg()[0]!;
      await drive(url, token, body, WARM_UP_SECONDS);
      const { row: gatewayRow, cpu: gatewayCpu } = await withCpu(parts, () => drive(url, token, body, SECONDS));
      const { row: bareRow, cpu: bareCpu } = await runBareWithCpu(
        { databaseUrl: database.databaseUrl, statements, named: false, connections: CONNECTIONS, warmUpSeconds: WARM_UP_SECONDS, seconds: SECONDS },
        parts,
      );
      const ratio = bareRow.rps / Math.max(gatewayRow.rps, 1);

      // One request at a time: gateway, talent direct, the data function in process, bare.
      const http = async (target: string) => {
        const once = async () => (await fetch(target, { method: 'POST', body, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } })).arrayBuffer();
        for (let i = 0; i < 10; i++) await once();
        const t = performance.now();
        for (let i = 0; i < SEQUENTIAL; i++) await once();
        return (performance.now() - t) / SEQUENTIAL;
      };
      const single = { gateway: await http(url), direct: await http(url.replace(`:${gatewayPort}/`, `:${port}/`)), inProcess: 0, bare: 0 };
      for (let i = 0; i < 10; i++) await run(recorder);
      let t = performance.now();
      for (let i = 0; i < SEQUENTIAL; i++) await run(recorder);
      single.inProcess = (performance.now() - t) / SEQUENTIAL;
      const client = new pg.Client({ connectionString: database.databaseUrl });
      await client.connect();
      for (let i = 0; i < 10; i++) for (const statement of statements) await client.query(statement);
      t = performance.now();
      for (let i = 0; i < SEQUENTIAL; i++) for (const statement of statements) await client.query(statement);
      single.bare = (performance.now() - t) / SEQUENTIAL;
      await client.end();

      say(
        `${c.name}: ${answer.count} in all, page of ${answer.list.length}; load ${load.toFixed(1)}; gateway ${gatewayRow.rps.toFixed(0)} req/s p95 ${gatewayRow.p95.toFixed(0)} ms; bare SQL ${bareRow.rps.toFixed(0)} req/s p95 ${bareRow.p95.toFixed(0)} ms; bare/gateway ${ratio.toFixed(2)}x`,
      );
      say(`  CPU µs per call: gateway row: ${perCall(gatewayCpu)}; bare row: ${perCall(bareCpu)}`);
      say(`  one at a time (${SEQUENTIAL} calls, mean ms): gateway ${single.gateway.toFixed(2)}, talent direct ${single.direct.toFixed(2)}, in process ${single.inProcess.toFixed(2)}, bare SQL ${single.bare.toFixed(2)}`);
      const oneAtATime = [single.gateway, single.direct, single.inProcess, single.bare].map((ms) => ms.toFixed(2)).join(' / ');
      rows.push([c.name, answer.count ?? 0, 'gateway -> talent', gatewayRow.rps, gatewayRow.p50, gatewayRow.p95, gatewayRow.p99, gatewayRow.errors, ratio.toFixed(2), ratio <= 2 ? 'yes' : 'NO', oneAtATime]);
      rows.push(['', '', 'bare SQL (pg)', bareRow.rps, bareRow.p50, bareRow.p95, bareRow.p99, bareRow.errors, '', '', '']);
      results.push({ case: c.name, total: answer.count, load, gateway: gatewayRow, bare: bareRow, ratio, sequentialMs: single, cpuMicrosecondsPerCall: { gateway: gatewayCpu, bare: bareCpu } });
    }
    await recorder.$disconnect();
    say('');
    say(table(['case', 'in all', 'target', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors', 'bare/gw', 'within 2x', 'one at a time: gw / talent / in process / bare ms'], rows));
    if (randomRows.length) say(table(['case', 'target', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'mean ms', 'errors', 'load'], randomRows));
    say(`end: ${uptime()}`);
    const file = writeResults('talent-search', { ads: RESUMES, connections: CONNECTIONS, seconds: SECONDS, results: { resumes: RESUMES, cases: results } });
    say(`results: ${file} (${((performance.now() - began) / 1000).toFixed(0)} s in all)`);
  } finally {
    for (const child of children.reverse()) await child.stop();
    await database.drop();
  }
}

runBench(main);
