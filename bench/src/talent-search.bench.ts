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
 * 2. One talent process and the gateway in front of it, each its own Node process on loopback.
 * 3. Per case: BENCH_CONNECTIONS (50), 2 s warm-up, BENCH_SECONDS (6) measured, through the gateway
 *    then bare; then 300 calls one at a time (gateway, talent direct, the data function in this
 *    process, bare). As a company user (bearer token and `email`).
 * Env: BENCH_RESUMES, BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_CASES (';'-separated names), DATABASE_URL.
 */
import { execSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { ZTalentListQuery, ZTalentSearchFilter, type TalentSearchFilterInput } from '@phjobs/contracts/talent';
import { seedSeekers } from '@phjobs/seed-data/dataset';
import { signAccessToken } from '@phjobs/service-kit/auth';
import { startTestDatabase } from '@phjobs/test-utils/database';
import { testKeys } from '@phjobs/test-utils/keys';
import { openDatabase, type TalentDb } from '@phjobs/svc-talent/data/db';
import { searchTalents } from '@phjobs/svc-talent/data/talent-search';
import { generateResumes, type ResumeOwner } from '@phjobs/svc-talent/seed/resumes';
import { MIGRATIONS_DIR } from '@phjobs/svc-talent/start';
import autocannon from 'autocannon';
import pg from 'pg';
import { runBareWithCpu, type Statement } from './bare-sql.ts';
import { postgresPids, withCpu, type CpuParts } from './cpu.ts';
import { freePort, startNode, waitReady, type Child } from './processes.ts';
import { runBench, writeResults } from './report.ts';
import { summarize, table, type Summary } from './stats.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const int = (value: string | undefined, fallback: number) => (value && /^\d+$/.test(value) ? Number(value) : fallback);
const RESUMES = int(process.env.BENCH_RESUMES, 100_000);
const SECONDS = int(process.env.BENCH_SECONDS, 6);
const CONNECTIONS = int(process.env.BENCH_CONNECTIONS, 50);
const ONLY = process.env.BENCH_CASES ? new Set(process.env.BENCH_CASES.split(';').map((name) => name.trim())) : null;
const WARM_UP_SECONDS = 2;
const SEQUENTIAL = 300;
const say = (message: string) => process.stdout.write(`${message}\n`);
const uptime = () => {
  try {
    return execSync('uptime', { encoding: 'utf8' }).trim();
  } catch {
    return `load average ${loadavg().map((n) => n.toFixed(2)).join(' ')}`;
  }
};

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

async function loadResumes(db: TalentDb, count: number): Promise<void> {
  const generated = Math.min(count, GENERATED);
  const resumes = generateResumes(owners(generated), { count: generated, now: new Date(), seed: 14 });
  for (let i = 0; i < resumes.length; i += 1000) {
    await db.resume.createMany({
      data: resumes.slice(i, i + 1000).map((r) => ({
        id: BigInt(r.id),
        userId: BigInt(r.userId),
        statusCode: r.statusCode,
        title: r.title,
        fullName: r.fullName,
        genderCode: r.genderCode,
        birthDate: new Date(`${r.birthDate}T00:00:00Z`),
        email: r.email,
        phoneNumber: r.phoneNumber,
        address: r.address,
        education: r.education,
        isNewcomer: r.isNewcomer,
        totalCareerMonths: r.totalCareerMonths,
        career: r.career,
        specializationIds: r.specializationIds,
        provinceIds: r.provinceIds,
        cityIds: r.cityIds,
        employeeTypes: r.employeeTypes,
        workingConditions: r.workingConditions,
        salaryType: r.salaryType,
        salaryMoreThan: r.salaryMoreThan,
        selection: r.selection,
        selfIntroduction: r.selfIntroduction,
        ability: r.ability,
        viewCount: r.viewCount,
        createdAt: r.createdAt,
        updatedAt: r.updatedAt,
      })),
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

async function drive(url: string, token: string, body: string, seconds: number): Promise<Summary> {
  const latencies: number[] = [];
  let errors = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url, method: 'POST', body, connections: CONNECTIONS, duration: seconds, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode === 200) latencies.push(responseTime);
      else errors++;
    });
  });
  return summarize(latencies, errors + result.errors + result.timeouts, result.duration);
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
    await loadResumes(loader, RESUMES);
    await loader.$executeRawUnsafe('VACUUM ANALYZE');
    await loader.$executeRawUnsafe('CHECKPOINT');
    const [shape] = await loader.$queryRawUnsafe<{ n: number; published: number }[]>(`SELECT count(*)::int AS n, count(*) FILTER (WHERE status_code = '020A')::int AS published FROM resume`);
    await loader.$disconnect();
    say(`loaded ${shape?.n} resumes (${shape?.published} published) in ${((performance.now() - loadStart) / 1000).toFixed(0)} s`);

    const keys = testKeys();
    const port = await freePort();
    const talent = startNode('talent', ROOT, 'services/talent/src/main.ts', { TALENT_DATABASE_URL: database.databaseUrl, JWT_PUBLIC_KEY: keys.publicKey, SEED: '0', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port) });
    children.push(talent);
    await waitReady(talent, `http://127.0.0.1:${port}/readyz`);
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
    say(`end: ${uptime()}`);
    const file = writeResults('talent-search', { ads: RESUMES, connections: CONNECTIONS, seconds: SECONDS, results: { resumes: RESUMES, cases: results } });
    say(`results: ${file} (${((performance.now() - began) / 1000).toFixed(0)} s in all)`);
  } finally {
    for (const child of children.reverse()) await child.stop();
    await database.drop();
  }
}

runBench(main);
