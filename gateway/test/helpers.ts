import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { GatewayLogger } from '../src/logger.ts';

export const silentLogger: GatewayLogger = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };

export type Seen = { name: string; method: string; url: string; headers: IncomingHttpHeaders; bodyLength: number };

/** A real HTTP server that answers every request with what it received, as JSON (status 200, or the request's `x-answer-status`). */
export async function startEchoUpstream(name: string): Promise<{ url: string; port: number; seen: Seen[]; close: () => Promise<void> }> {
  const seen: Seen[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const record: Seen = { name, method: req.method ?? '', url: req.url ?? '', headers: req.headers, bodyLength: body.length };
      seen.push(record);
      if (req.url?.startsWith('/api/jobAds/hang')) return;
      if (req.url?.startsWith('/api/jobAds/big')) {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => ({ id: i, title: `Job ${i} in Makati City` })) }));
        return;
      }
      if (req.url?.startsWith('/api/jobAds/preEncoded')) {
        // as service-kit sends a shared (cached) answer: compressed once, for a caller that accepts gzip
        res.setHeader('content-type', 'application/json; charset=utf-8');
        res.setHeader('vary', 'Accept-Encoding');
        res.setHeader('content-encoding', 'gzip');
        res.end(gzipSync(JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => ({ id: i, title: `Job ${i} in Cebu City` })), seenEncoding: req.headers['accept-encoding'] })));
        return;
      }
      if (req.url?.startsWith('/api/jobAds/echoBody')) {
        res.setHeader('content-type', 'application/octet-stream');
        res.end(body);
        return;
      }
      res.setHeader('content-type', 'application/json');
      // a test asks for an answer's status with `x-answer-status` (e.g. 401 for a failed login)
      res.statusCode = Number(req.headers['x-answer-status']) || 200;
      res.setHeader('x-upstream', name);
      res.setHeader('connection', 'keep-alive, x-upstream-private');
      res.setHeader('x-upstream-private', 'hop');
      res.end(JSON.stringify(record));
    });
  });
  server.on('upgrade', (req, socket) => {
    socket.write(`HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nx-seen-request-id: ${req.headers['x-request-id']}\r\n\r\n`);
    socket.write(`hello from ${name} at ${req.url}|`);
    socket.pipe(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** A port nothing listens on. */
export async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export const HASHED_CHUNK = '812.a1b2c3d4e5f6a7b8c9d0.js';
export const CHUNK_SOURCE = `console.log(${JSON.stringify('chunk '.repeat(200))});`;

/** A temp folder shaped like shell/dist and mfe-jobs/dist, with precompressed siblings. */
export async function makeDist(): Promise<{ shell: string; jobs: string; remove: () => Promise<void> }> {
  const root = await mkdtemp(path.join(tmpdir(), 'gateway-dist-'));
  const shell = path.join(root, 'shell');
  const jobs = path.join(root, 'jobs');
  await mkdir(shell, { recursive: true });
  await mkdir(jobs, { recursive: true });
  await writeFile(path.join(shell, 'index.html'), '<!doctype html><html><body><div id="root"></div><script src="/main.0a1b2c3d.js"></script></body></html>');
  await writeFile(path.join(shell, 'main.0a1b2c3d.js'), 'console.log("shell");');
  await writeFile(path.join(shell, 'favicon.ico'), Buffer.from([0, 0, 1, 0]));
  await writeFile(path.join(jobs, 'mf-manifest.json'), JSON.stringify({ id: 'jobs', metaData: { remoteEntry: { name: 'remoteEntry.js' } } }));
  await writeFile(path.join(jobs, 'remoteEntry.js'), 'var jobs;');
  await writeFile(path.join(jobs, HASHED_CHUNK), CHUNK_SOURCE);
  await writeFile(path.join(jobs, `${HASHED_CHUNK}.br`), brotliCompressSync(CHUNK_SOURCE));
  await writeFile(path.join(jobs, `${HASHED_CHUNK}.gz`), gzipSync(CHUNK_SOURCE));
  return { shell, jobs, remove: () => rm(root, { recursive: true, force: true }) };
}

export type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer; text: string; json: () => Record<string, unknown> };

/** A plain request with no automatic decompression or headers, so tests see what went over the wire. */
export function request(url: string, init: { method?: string; headers?: Record<string, string>; body?: Buffer | string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: init.method ?? 'GET', headers: init.headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        const text = body.toString('utf8');
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text, json: () => JSON.parse(text) as Record<string, unknown> });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(init.body);
  });
}
