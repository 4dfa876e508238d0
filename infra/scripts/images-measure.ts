/**
 * `npm run images:measure -w infra [-- --start] [part ...]`: the Dockerfiles' Node stages done
 * without a Docker engine (none runs on these machines), to measure each image's own layers and
 * to prove the pruned install runs.
 *
 * 1. The build context: the repository's files as git sees them (tracked and new, ignored ones
 *    left out, as .dockerignore leaves them out), copied to a scratch folder, with the Prisma
 *    clients this worktree generated (the build stage generates them).
 * 2. Per Node part, in a fresh copy of it, the prod stage's commands (infra/docker/production-deps.mjs
 *    <part>, then `npm install --omit=dev --omit=peer`), then the runtime stage's files: node_modules,
 *    the part's folder and its workspace packages, tests removed. Their size (du, apparent bytes) is the image's own layers; the base image
 *    (node:20.20.2-bookworm-slim) comes on top and cannot be measured here.
 * 3. With --start: the part started from that pruned tree alone (`node --import tsx
 *    <part>/src/main.ts`, a fresh database on DATABASE_URL's server, no NATS), until /healthz
 *    answers: nothing it needs was a dev dependency.
 * Static parts: the size of their built dist folder (`npm run build` first), served by nginx.
 */
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateKeys } from '@phjobs/service-kit/auth';
import { startTestDatabase } from '@phjobs/test-utils/database';
import { freePort } from '@phjobs/test-utils/http';
import { parts, type NodePart } from '../src/images/parts.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const args = process.argv.slice(2);
const start = args.includes('--start');
const only = args.filter((arg) => !arg.startsWith('--'));
const say = (message: string) => process.stdout.write(`${message}\n`);
const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

function duBytes(paths: string[], cwd: string): number {
  const out = execFileSync('du', ['-sb', '--apparent-size', '-c', ...paths], { cwd, encoding: 'utf8' });
  return Number(out.trim().split('\n').at(-1)!.split('\t')[0]);
}

function context(): string {
  const dir = mkdtempSync(join(tmpdir(), 'phjobs-image-'));
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const file of files) {
    if (!existsSync(join(root, file))) continue;
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    cpSync(join(root, file), join(dir, file));
  }
  for (const service of ['account', 'employer', 'jobs', 'talent', 'community', 'chat', 'media']) {
    const generated = join(root, 'services', service, 'src', 'generated');
    if (existsSync(generated)) cpSync(generated, join(dir, 'services', service, 'src', 'generated'), { recursive: true });
  }
  return dir;
}

async function startFrom(dir: string, part: NodePart): Promise<string> {
  const port = await freePort();
  const keys = generateKeys();
  const database = part.prisma ? await startTestDatabase(`image_${part.name}`) : null;
  const child = spawn(process.execPath, ['--import', 'tsx', `${part.dir}/src/main.ts`], {
    cwd: dir,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      JWT_PUBLIC_KEY: keys.publicKey,
      JWT_PRIVATE_KEY: keys.privateKey,
      DATA_DIR: join(dir, '.data'),
      SEED: '0',
      LOG_LEVEL: 'warn',
      ...(database ? { [`${part.name.toUpperCase()}_DATABASE_URL`]: database.databaseUrl } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (child.exitCode !== null) return `exited ${child.exitCode}: ${output.slice(-600)}`;
      const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then((res) => res.ok, () => false);
      if (ok) return 'answered /healthz';
      if (Date.now() > deadline) return `no /healthz within 120 s: ${output.slice(-600)}`;
      await new Promise((r) => setTimeout(r, 250));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r(undefined) : child.once('exit', r)));
    await database?.drop();
  }
}

const contextDir = context();
try {
  say(`build context copied to ${contextDir} (${mb(duBytes(['.'], contextDir))})`);
  const rows: string[] = [];
  for (const part of parts(root)) {
    if (only.length && !only.includes(part.name)) continue;
    if (part.kind === 'static') {
      const dist = join(root, part.dir, 'dist');
      rows.push(`${part.name.padEnd(14)} static  dist ${existsSync(dist) ? mb(duBytes(['dist'], join(root, part.dir))) : 'not built'} (+ nginx-unprivileged)`);
      continue;
    }
    const started = Date.now();
    const dir = `${contextDir}-${part.name}`;
    cpSync(contextDir, dir, { recursive: true });
    execFileSync(process.execPath, ['infra/docker/production-deps.mjs', part.dir], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
    execFileSync('npm', ['install', '--omit=dev', '--omit=peer', '--no-audit', '--no-fund'], { cwd: dir, stdio: ['ignore', 'ignore', 'ignore'] });
    for (const one of [...part.localDeps, part.dir]) rmSync(join(dir, one, 'test'), { recursive: true, force: true });
    const modules = duBytes(['node_modules'], dir);
    const own = duBytes([...part.localDeps, part.dir], dir);
    // Only the part's workspaces are left: `npm ls` lists what the image holds.
    const packages = execFileSync('npm', ['ls', '--all', '--parseable', '--omit=dev'], { cwd: dir, encoding: 'utf8' }).split('\n').filter((line) => line.includes('node_modules')).length;
    let line = `${part.name.padEnd(14)} node    node_modules ${mb(modules)} (${packages} packages) + code ${mb(own)} = ${mb(modules + own)} (install ${((Date.now() - started) / 1000).toFixed(0)} s)`;
    if (start) line += `; started from it: ${await startFrom(dir, part)}`;
    rmSync(dir, { recursive: true, force: true });
    rows.push(line);
    say(line);
  }
  say('');
  for (const row of rows) say(row);
} finally {
  rmSync(contextDir, { recursive: true, force: true });
}
