/**
 * `node --import tsx bench/src/members-load.bench.ts`: 500 simulated members on the embedded
 * product (issue 19 'Load'), through its gateway, for 10 minutes.
 *
 * 1. The product as `npm start` runs it (infra/src/start.ts, embedded: one Node process with every
 *    service and the gateway, and an embedded PostgreSQL), on the ports of BENCH_GATEWAY_PORT
 *    (gateway; services +21..+27, PostgreSQL +37000 as e2e/ports.ts derives them) and a data
 *    folder of its own (BENCH_DATA_DIR, seeded on its first run, kept for the next).
 * 2. Members: the seed's job seekers (398) and the first seed companies up to BENCH_MEMBERS (500),
 *    signed in with access tokens minted with the keys the product was given. Each member loops
 *    with a think time of BENCH_THINK_MS (3,000-9,000 ms, uniform) between actions:
 *    - a seeker: a job list page (a random list, page, sometimes a keyword), opens an ad of it,
 *      reads My news, now and then its applications, and applies (Direct, with a message) to one
 *      ad in ten it opens that takes Direct applications;
 *    - a company: its my-page, its ongoing ads, its applicants, its My news, one of its ads.
 *    BENCH_CHAT_ROOMS (100) seekers open the apply chat of an ad of one of the companies; every
 *    room's two sides keep a WebSocket open the whole run (bench/src/chat-load.ts) and
 *    BENCH_CHAT_RATE (2) messages a second go into random rooms, each timed to its delivery.
 * 3. For BENCH_SECONDS (600). Per call: count, errors, p50/p95/p99; chat: delivery p95, lost,
 *    duplicates. Errors are 5xx, 4xx other than an 'already applied' 409 (counted apart), network
 *    errors and answers over 30 s. RSS of every process of the product (the Node process, the
 *    postmaster and each PostgreSQL backend) at the start, every minute, at the end and 10 s after it;
 *    at the same times the Node process's live heap after a full collection (its inspector on
 *    127.0.0.1:BENCH_INSPECT_PORT, heap.ts); the load average at start and end. Exits 1 when any
 *    call failed.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedSeekers, seedUsers } from '@phjobs/seed-data/dataset';
import { generateKeys, signAccessToken, type Principal } from '@phjobs/service-kit/auth';
import pg from 'pg';
import { ChatLoad, type Member, type Room } from './chat-load.ts';
import { heapAfterGc, type HeapUsage } from './heap.ts';
import { int, runBench, writeResults } from './report.ts';
import { percentile, table } from './stats.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SECONDS = int(process.env.BENCH_SECONDS, 600);
const MEMBERS = int(process.env.BENCH_MEMBERS, 500);
const GATEWAY_PORT = int(process.env.BENCH_GATEWAY_PORT, 19_400);
const PG_PORT = int(process.env.BENCH_PG_PORT, GATEWAY_PORT + 36_000);
const [THINK_MIN, THINK_MAX] = (process.env.BENCH_THINK_MS ?? '3000-9000').split('-').map(Number) as [number, number];
const CHAT_ROOMS = int(process.env.BENCH_CHAT_ROOMS, 100);
const CHAT_RATE = int(process.env.BENCH_CHAT_RATE, 2);
// The product's inspector (loopback only), to read its live heap after a full collection each minute.
const INSPECT_PORT = int(process.env.BENCH_INSPECT_PORT, GATEWAY_PORT + 40);
const DATA_DIR = process.env.BENCH_DATA_DIR ?? join(tmpdir(), `phjobs-members-load-${GATEWAY_PORT}`);
const SLOW_MS = 30_000;
const SERVICES = ['account', 'employer', 'jobs', 'talent', 'community', 'chat', 'media'] as const;
const base = `http://127.0.0.1:${GATEWAY_PORT}`;
const say = (line: string) => process.stdout.write(`${line}\n`);
const load = () => loadavg().map((value) => value.toFixed(2)).join(' ');
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---- calls and their numbers ----

type Kind = { latencies: number[]; errors: number; refused: number; samples: string[] };
const kinds = new Map<string, Kind>();
const kindOf = (name: string) => {
  let kind = kinds.get(name);
  if (!kind) kinds.set(name, (kind = { latencies: [], errors: 0, refused: 0, samples: [] }));
  return kind;
};

type As = { principal: Principal; token: string };

async function request<T>(name: string, as: As | null, method: string, path: string, body?: unknown): Promise<{ status: number; body: T | null }> {
  const kind = kindOf(name);
  const headers: Record<string, string> = { accept: 'application/json', 'accept-encoding': 'gzip' };
  if (as) headers.authorization = `Bearer ${as.token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const separator = path.includes('?') ? '&' : '?';
  const url = `${base}${path}${as ? `${separator}email=${encodeURIComponent(as.principal.email)}` : ''}`;
  const started = performance.now();
  try {
    const res = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(SLOW_MS) });
    const text = await res.text();
    kind.latencies.push(performance.now() - started);
    const parsed = text ? (JSON.parse(text) as T & { code?: string }) : null;
    if (res.status === 409 && parsed?.code === 'application/already-applied') kind.refused++;
    else if (res.status >= 400) {
      kind.errors++;
      if (kind.samples.length < 3) kind.samples.push(`${res.status} ${text.slice(0, 160)}`);
    }
    return { status: res.status, body: parsed };
  } catch (error) {
    kind.errors++;
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    if (kind.samples.length < 3) kind.samples.push(`${String(error).slice(0, 100)}${cause ? ` (${cause.code ?? cause.message ?? ''})` : ''} after ${Math.round(performance.now() - started)} ms`);
    return { status: 0, body: null };
  }
}

// ---- the members ----

const LISTS = ['allJobs', 'beginner', 'regular', 'today', 'safe', 'withFriend'] as const;
const KEYWORDS = ['', '', '', 'barista', 'staff', 'driver', 'cashier', 'nurse'];
type Card = { jobId: number };

async function seeker(as: As, directAds: ReadonlySet<number>, until: number): Promise<void> {
  const applied = new Set<number>();
  while (Date.now() < until) {
    const list = pick(LISTS);
    const keyword = pick(KEYWORDS);
    const page = await request<{ list: Card[] }>(`job list (${list})`, as, 'POST', `/api/jobAds/${list}?pageUnit=20&pageNo=${1 + Math.floor(Math.random() * 5)}&orderKey=createdAt${keyword ? `&searchKey=${keyword}` : ''}`, {});
    await sleep(think());
    const card = page.body?.list?.length ? pick(page.body.list) : null;
    if (card) {
      await request('job ad', as, 'GET', `/api/jobAds/${card.jobId}`);
      await sleep(think());
      if (Math.random() < 0.1 && directAds.has(card.jobId) && !applied.has(card.jobId)) {
        applied.add(card.jobId);
        await request('apply (Direct)', as, 'POST', `/api/application/etc/${card.jobId}`, { howToApplyCode: '018B', selfIntroduction: 'Good day! I would like to apply for this job.' });
        await sleep(think());
      }
    }
    await request('My news (individual)', as, 'GET', '/api/individual/myNews?pageUnit=10&pageNo=1');
    await sleep(think());
    if (Math.random() < 0.3) {
      await request('my applications', as, 'GET', '/api/application/myApplications?pageUnit=10&pageNo=1');
      await sleep(think());
    }
  }
}

async function company(as: As, until: number): Promise<void> {
  while (Date.now() < until) {
    await request('employer my page', as, 'GET', '/api/employer/myPage');
    await sleep(think());
    const ads = await request<{ list?: { jobId: number }[] }>('employer ads (ongoing)', as, 'GET', '/api/employer/myPage/myJobs?status=012C&pageUnit=10&pageNo=1');
    await sleep(think());
    await request('applicants', as, 'GET', '/api/application/applicants?pageUnit=10&pageNo=1');
    await sleep(think());
    await request('My news (employer)', as, 'GET', '/api/employer/myNews?pageUnit=10&pageNo=1');
    await sleep(think());
    const own = ads.body?.list?.length ? pick(ads.body.list) : null;
    if (own) {
      await request('job ad', as, 'GET', `/api/jobAds/${own.jobId}`);
      await sleep(think());
    }
  }
}

const think = () => THINK_MIN + Math.random() * (THINK_MAX - THINK_MIN);

// ---- the product's processes and their memory ----

function descendants(root: number): number[] {
  const parents = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      parents.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone
    }
  }
  const found = [root];
  for (let i = 0; i < found.length; i++) for (const [pid, parent] of parents) if (parent === found[i]) found.push(pid);
  return found;
}

/** RSS in MB of each process of the product, named: the Node process, the postmaster, each backend by its title. */
function memory(root: number): Map<string, number> {
  const rss = new Map<string, number>();
  for (const pid of descendants(root)) {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      if (!kb) continue;
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
      const line = cmd.join(' ');
      // Backends come and go with the pools' connections: summed per database, with their count.
      const backend = /^postgres: \S+ (\S+) /.exec(line);
      const name = cmd[0]?.endsWith('node')
        ? 'node (gateway + 7 services)'
        : backend
          ? `postgres backends of ${backend[1]}`
          : line.startsWith('postgres: ')
            ? line.slice(0, 40)
            : cmd[0]?.endsWith('/postgres')
              ? 'postgres (postmaster)'
              : `${(cmd[0] ?? '?').split('/').pop()} ${cmd.slice(1).join(' ').slice(0, 30)}`;
      rss.set(name, (rss.get(name) ?? 0) + kb / 1024);
      if (backend) rss.set(`${name} (count)`, (rss.get(`${name} (count)`) ?? 0) + 1);
    } catch {
      // gone
    }
  }
  return rss;
}

async function waitFor(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the product exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await sleep(500);
  }
  throw new Error(`${url} did not answer in ${timeoutMs / 1000} s`);
}

async function main(): Promise<void> {
  mkdirSync(DATA_DIR, { recursive: true });
  const keys = generateKeys();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NATS_URL: '',
    DATABASE_URL: '',
    DATA_DIR,
    EMBEDDED_PG_PORT: String(PG_PORT),
    PORT_GATEWAY: String(GATEWAY_PORT),
    JWT_PUBLIC_KEY: keys.publicKey,
    JWT_PRIVATE_KEY: keys.privateKey,
    LOG_LEVEL: 'warn',
  };
  for (const [i, service] of SERVICES.entries()) env[`PORT_${service.toUpperCase()}`] = String(GATEWAY_PORT + 21 + i);
  say(`members load: ${MEMBERS} members for ${SECONDS} s through ${base} (data ${DATA_DIR}); load average ${load()}`);
  const product = spawn(process.execPath, [`--inspect=127.0.0.1:${INSPECT_PORT}`, '--import', 'tsx', join(ROOT, 'infra', 'src', 'start.ts')], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  product.stdout?.on('data', keep);
  product.stderr?.on('data', keep);
  // The product's stop waits for open WebSockets (the gateway's tunnels): the bench closes its own
  // first (runLoad); SIGKILL after 30 s all the same, so a run never leaves a product behind.
  const stop = () =>
    new Promise<void>((resolve) => {
      if (product.exitCode !== null) return resolve();
      const timer = setTimeout(() => product.kill('SIGKILL'), 30_000);
      product.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      product.kill('SIGTERM');
    });
  try {
    await waitFor(`${base}/readyz`, product, 600_000).catch((error: unknown) => {
      throw new Error(`${String(error)}\n${output}`);
    });
    await runLoad(product.pid ?? 0, keys.privateKey);
  } finally {
    await stop();
  }
}

async function runLoad(pid: number, privateKey: string): Promise<void> {
  const mint = (principal: Principal): As => ({ principal, token: signAccessToken(privateKey, principal, 4 * 3600) });
  const seekers = seedSeekers().map((s) => mint({ userId: String(s.id), userType: 'individual', email: s.email }));
  const companyUsers = seedUsers().filter((u) => u.userType === 'company' && u.id > 1000);
  const companies = companyUsers.slice(0, Math.max(0, MEMBERS - seekers.length)).map((u) => mint({ userId: String(u.id), userType: 'company', email: u.email }));
  const seekerMembers = seekers.slice(0, Math.min(seekers.length, MEMBERS));

  const db = new pg.Client({ connectionString: `postgresql://postgres:postgres@127.0.0.1:${PG_PORT}/phjobs_jobs` });
  await db.connect();
  const direct = new Set(
    (await db.query<{ id: number }>("SELECT id::int FROM job_ad WHERE status_code = '012C' AND '018B' = ANY(apply_methods) AND (deadline_date IS NULL OR deadline_date >= current_date)")).rows.map((row) => row.id),
  );
  // Chat rooms: seeker i with an ongoing ad of company i (each company its own rooms).
  const chatAds = (await db.query<{ id: number; company_id: number }>("SELECT DISTINCT ON (company_id) id::int, company_id::int FROM job_ad WHERE status_code = '012C' AND company_id = ANY($1::bigint[]) ORDER BY company_id, id", [companies.map((c) => c.principal.userId)])).rows;
  await db.end();

  const rooms: Room[] = [];
  const memberOf = (as: As): Member => ({ userId: Number(as.principal.userId), token: as.token });
  for (let i = 0; i < Math.min(CHAT_ROOMS, chatAds.length, seekerMembers.length); i++) {
    const ad = chatAds[i]!;
    const seekerAs = seekerMembers[seekerMembers.length - 1 - i]!;
    const companyAs = companies.find((c) => c.principal.userId === String(ad.company_id))!;
    const opened = await request<{ chatUrl: string }>('open chat room', seekerAs, 'POST', '/chats/rooms', { jobId: ad.id });
    if (opened.body?.chatUrl) rooms.push({ chatUrl: opened.body.chatUrl, seeker: memberOf(seekerAs), company: memberOf(companyAs) });
  }
  const chat = new ChatLoad(rooms, [`ws://127.0.0.1:${GATEWAY_PORT}`], () => base);
  if (rooms.length) {
    await chat.open(20);
    await chat.firstMessages(5, 10_000);
  }
  say(`${seekerMembers.length} seekers and ${companies.length} companies; ${rooms.length} chat rooms with ${chat.sockets.length} sockets; ${direct.size} ads take Direct applications`);

  // Each sample: the Node process's live heap after a full collection (its inspector), then the RSS
  // of every process. A heap that keeps growing under a steady load is a leak; RSS alone also moves
  // with what V8 has reserved and not yet given back.
  const samples: { at: number; rss: Map<string, number>; heap: HeapUsage | null; load: string }[] = [];
  const sample = async () => {
    const heap = await heapAfterGc(INSPECT_PORT).catch(() => null);
    samples.push({ at: Date.now(), rss: memory(pid), heap, load: load() });
  };
  await sample();
  const started = Date.now();
  const until = started + SECONDS * 1000;
  const sampler = setInterval(async () => {
    await sample();
    const total = [...kinds.values()].reduce((sum, k) => sum + k.latencies.length, 0);
    const errors = [...kinds.values()].reduce((sum, k) => sum + k.errors, 0);
    say(`  ${Math.round((Date.now() - started) / 1000)} s: ${total} calls, ${errors} errors, node RSS ${(samples.at(-1)?.rss.get('node (gateway + 7 services)') ?? 0).toFixed(0)} MB, heap after GC ${samples.at(-1)?.heap?.usedMB.toFixed(1) ?? '?'} MB, load ${load()}`);
  }, 60_000);
  // Members start over the first 30 s, as people arrive.
  const members = [
    ...seekerMembers.map((as, i) => sleep((i / seekerMembers.length) * 30_000).then(() => seeker(as, direct, until))),
    ...companies.map((as, i) => sleep((i / Math.max(1, companies.length)) * 30_000).then(() => company(as, until))),
  ];
  const chatRun = rooms.length ? chat.run(CHAT_RATE, SECONDS, 15_000, () => ({ room: pick(rooms), side: Math.random() < 0.5 ? 'seeker' : 'company' })) : Promise.resolve(null);
  await Promise.all(members);
  const chatResult = await chatRun;
  clearInterval(sampler);
  await sample();
  await chat.close();
  // With the load gone and the sockets closed: what the process keeps when idle.
  await sleep(10_000);
  await sample();
  const seconds = (Date.now() - started) / 1000;

  const rows = [...kinds.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, k]) => {
      const sorted = [...k.latencies].sort((a, b) => a - b);
      return [name, sorted.length, (sorted.length / seconds).toFixed(1), k.errors, k.refused, percentile(sorted, 50), percentile(sorted, 95), percentile(sorted, 99)];
    });
  say('');
  say(table(['call', 'count', '/s', 'errors', 'refused 409', 'p50 ms', 'p95 ms', 'p99 ms'], rows));
  if (chatResult) {
    say('');
    say(`chat: ${chatResult.sent} messages, ${chatResult.delivered}/${chatResult.expectedDeliveries} delivered, lost ${chatResult.lost}, duplicates ${chatResult.duplicates}, refused ${chatResult.refused}; delivery p50 ${chatResult.delivery.p50.toFixed(0)} ms, p95 ${chatResult.delivery.p95.toFixed(0)} ms, p99 ${chatResult.delivery.p99.toFixed(0)} ms; sockets closed by the server ${JSON.stringify(chatResult.closedByServer)}`);
  }
  const first = samples[0]!;
  const last = samples.at(-1)!;
  const names = [...new Set([...first.rss.keys(), ...last.rss.keys()])].sort();
  say('');
  const heads = ['start', ...samples.slice(1, -2).map((_s, i) => `${i + 1} min`), 'end', 'idle'];
  say(table(['process (RSS MB)', ...heads], names.map((name) => [name, ...samples.map((s) => s.rss.get(name) ?? 0)])));
  say(table(['node heap after full GC (MB)', ...heads], [['used', ...samples.map((s) => s.heap?.usedMB ?? 0)], ['V8 total', ...samples.map((s) => s.heap?.totalMB ?? 0)]]));
  say(`load average: start ${first.load}; end ${last.load}`);
  for (const [name, k] of kinds) if (k.samples.length) say(`  ${name}: ${k.samples.join(' | ')}`);
  const file = writeResults('members-load', { ads: 5000, connections: MEMBERS, seconds, results: { rows, chat: chatResult, memory: samples.map((s) => ({ at: s.at, load: s.load, heap: s.heap, rss: Object.fromEntries(s.rss) })) } });
  say(`written ${file}`);
  const errors = [...kinds.values()].reduce((sum, k) => sum + k.errors, 0) + (chatResult ? chatResult.lost + chatResult.duplicates : 0);
  if (errors > 0) throw new Error(`${errors} errors`);
}

runBench(main);
