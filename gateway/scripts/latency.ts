/**
 * Added latency per proxied request: 1000 sequential keep-alive requests straight to a trivial
 * upstream, then the same through the gateway. `node --import tsx gateway/scripts/latency.ts [n]`
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGateway, listenGateway } from '../src/gateway.ts';

const n = Number(process.argv[2] ?? 1000);
const small = JSON.stringify({ id: 1, title: 'Cook', city: 'Makati' });
const large = JSON.stringify({ items: Array.from({ length: 60 }, (_, i) => ({ id: i, title: `Service crew ${i}`, company: 'Jollibee Foods Corporation', city: 'Quezon City', salary: '₱18,000' })) });

const upstream = http.createServer((req, res) => {
  const body = req.url?.includes('large') ? large : small;
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
  res.end(body);
});
await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
const upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;

const quiet = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };
const common = { upstreams: { jobs: upstreamUrl }, staticRoots: { shell: '/nonexistent', remotes: {} }, runtimeConfig: { remotes: {}, googleMapsApiKey: null }, logger: quiet, rateLimits: false as const };
const compressing = await listenGateway(createGateway({ ...common, compressApi: true }), 0, '127.0.0.1');
const plain = await listenGateway(createGateway({ ...common, compressApi: false }), 0, '127.0.0.1');
const compressingUrl = `http://127.0.0.1:${compressing.port}`;
const plainUrl = `http://127.0.0.1:${plain.port}`;

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
function get(url: string, acceptEncoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    http
      .get(url, { agent, headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => {
          if (res.statusCode !== 200 || bytes === 0) reject(new Error(`${url}: ${res.statusCode}`));
          else resolve(Number(process.hrtime.bigint() - started) / 1e6);
        });
      })
      .on('error', reject);
  });
}

async function run(label: string, url: string, acceptEncoding = 'identity') {
  for (let i = 0; i < 200; i++) await get(url, acceptEncoding); // warm up
  const times: number[] = [];
  const started = process.hrtime.bigint();
  for (let i = 0; i < n; i++) times.push(await get(url, acceptEncoding));
  const total = Number(process.hrtime.bigint() - started) / 1e6;
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  console.log(`${label.padEnd(48)} mean ${mean.toFixed(3)} ms  p50 ${at(0.5).toFixed(3)}  p99 ${at(0.99).toFixed(3)}  total ${total.toFixed(0)} ms`);
  return mean;
}

// Warm every path (JIT, sockets) before measuring anything.
for (const [url, encoding] of [[`${upstreamUrl}/api/jobAds/1`, 'identity'], [`${plainUrl}/api/jobAds/large`, 'identity'], [`${compressingUrl}/api/jobAds/large`, 'gzip'], [`${compressingUrl}/api/jobAds/large`, 'br']] as const) {
  for (let i = 0; i < 500; i++) await get(url, encoding);
}
console.log(`${n} sequential requests each, one keep-alive connection, small body ${small.length} B, large body ${large.length} B`);
const direct = await run('direct to upstream (small)', `${upstreamUrl}/api/jobAds/1`);
const through = await run('through gateway (small)', `${plainUrl}/api/jobAds/1`);
const directLarge = await run('direct to upstream (large, identity)', `${upstreamUrl}/api/jobAds/large`);
const throughLarge = await run('through gateway, no compression (large)', `${plainUrl}/api/jobAds/large`);
const throughGzip = await run('through gateway, gzip (large)', `${compressingUrl}/api/jobAds/large`, 'gzip');
const throughBr = await run('through gateway, br (large)', `${compressingUrl}/api/jobAds/large`, 'br');
console.log(`added by the gateway: small ${(through - direct).toFixed(3)} ms, large ${(throughLarge - directLarge).toFixed(3)} ms; gzip adds ${(throughGzip - throughLarge).toFixed(3)} ms, br adds ${(throughBr - throughLarge).toFixed(3)} ms`);

agent.destroy();
await compressing.close();
await plain.close();
upstream.closeAllConnections();
upstream.close();
