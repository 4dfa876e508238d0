/**
 * The gateway's Prometheus metrics (metrics.ts): answers counted by the service behind them, served
 * on a port of their own; the public port never answers /metrics, the gateway's or a service's,
 * however the path is written.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, listenGateway, type ListeningGateway } from '../src/gateway.ts';
import { gatewayMetrics, serveMetrics } from '../src/metrics.ts';
import { silentLogger, startEchoUpstream } from './helpers.ts';

let jobs: Awaited<ReturnType<typeof startEchoUpstream>>;
let media: Awaited<ReturnType<typeof startEchoUpstream>>;
let gateway: ListeningGateway;
let metricsServer: Awaited<ReturnType<typeof serveMetrics>>;
let base: string;

beforeAll(async () => {
  jobs = await startEchoUpstream('jobs');
  media = await startEchoUpstream('media');
  const metrics = gatewayMetrics();
  gateway = await listenGateway(
    createGateway({
      upstreams: { jobs: jobs.url, media: media.url },
      staticRoots: { shell: '/nonexistent', remotes: {} },
      runtimeConfig: { remotes: {}, googleMapsApiKey: null },
      logger: silentLogger,
      rateLimits: false,
      metrics,
    }),
    0,
    '127.0.0.1',
  );
  metricsServer = await serveMetrics(metrics, 0, '127.0.0.1');
  base = `http://127.0.0.1:${gateway.port}`;
});

afterAll(async () => {
  await gateway?.close();
  await metricsServer?.close();
  await jobs?.close();
  await media?.close();
});

/** A request with the path exactly as written (fetch would resolve the dot segments). */
function raw(path: string, accept = 'application/json'): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: gateway.port, path, headers: { accept } }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const scrape = async () => (await fetch(`http://127.0.0.1:${metricsServer.port}/metrics`)).text();

describe('the gateway metrics', () => {
  it('counts answers by the service behind them and status class, on the metrics port', async () => {
    for (let i = 0; i < 3; i++) await fetch(`${base}/api/jobAds/allJobs`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
    await fetch(`${base}/api/jobAds/1`, { headers: { 'x-answer-status': '404' } });
    await fetch(`${base}/config.json`);
    const text = await scrape();
    expect(text).toMatch(/^gateway_requests_total\{upstream="jobs",code="2xx",service="gateway"\} 3$/m);
    expect(text).toMatch(/^gateway_requests_total\{upstream="jobs",code="4xx",service="gateway"\} 1$/m);
    expect(text).toMatch(/^gateway_requests_total\{upstream="gateway",code="2xx",service="gateway"\} [1-9]/m);
    expect(text).toMatch(/^gateway_request_duration_seconds_count\{service="gateway",upstream="jobs"\} 4$/m);
    expect(text).toMatch(/^gateway_upstream_instances_up\{upstream="jobs",service="gateway"\} 1$/m);
  });

  it('never answers /metrics on the public port, nor lets a path reach a service\'s /metrics', async () => {
    const seenBefore = jobs.seen.length + media.seen.length;
    for (const path of ['/metrics', '/metrics?x=1', '/api/../metrics', '/api/%2e%2e/metrics', '/files/../metrics', '/api/jobAds/../../metrics']) {
      for (const accept of ['application/json', 'text/html']) {
        const answer = await raw(path, accept);
        expect(answer.body, `${path} (${accept})`).not.toContain('# HELP');
      }
    }
    // Whatever reached an upstream (here echo servers) went under its /api or /files path, never as /metrics.
    const reached = [...jobs.seen, ...media.seen].slice(seenBefore).map((seen) => seen.url);
    for (const url of reached) expect(url).toMatch(/^\/(api|files)\//);
  });

  it('answers only /metrics on the metrics port', async () => {
    const res = await fetch(`http://127.0.0.1:${metricsServer.port}/api/jobAds/allJobs`);
    expect(res.status).toBe(404);
  });
});
