/**
 * The gateway's Prometheus metrics (prom-client, service-kit metrics.ts's registry for
 * 'gateway'): every answer counted and timed by the service it went to ('gateway' for its own:
 * static files, /config.json, the API reference) and status class. They are served on their own
 * port (METRICS_PORT, `serveMetrics`), never on the public one: the gateway's port is the site.
 *
 * | metric | type | labels |
 * |---|---|---|
 * | `gateway_requests_total` | counter | upstream (service or 'gateway'), code (2xx..5xx) |
 * | `gateway_request_duration_seconds` | histogram | upstream |
 * | `gateway_upstream_instances_up` | gauge | upstream (instances in the rotation) |
 *
 * Per request: one shared `finish` listener (no closure), a clock read, two increments on label
 * children kept per upstream and code.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serviceMetrics } from '@phjobs/service-kit/metrics';

const STARTED = Symbol('gateway.metricsStarted');
const UPSTREAM = Symbol('gateway.upstream');
type Measured = ServerResponse & { [STARTED]?: number; [UPSTREAM]?: string };

const PROBES = new Set(['/healthz', '/readyz']);
const statusClass = (status: number) => (status >= 500 ? '5xx' : status >= 400 ? '4xx' : status >= 300 ? '3xx' : '2xx');

export type GatewayMetrics = {
  /** Starts timing `res` (call first, for every request). */
  begin(req: IncomingMessage, res: ServerResponse): void;
  /** Names the service `res` is proxied to. */
  upstream(res: ServerResponse, service: string): void;
  /** A gauge read at scrape time. */
  instancesUp(read: () => Record<string, number>): void;
  scrape(): Promise<{ contentType: string; text: string }>;
};

export function gatewayMetrics(): GatewayMetrics {
  const metrics = serviceMetrics('gateway');
  const requests = metrics.counter('gateway_requests_total', 'Answers of the gateway, by the service behind them and status class.', ['upstream', 'code']);
  const durations = metrics.histogram('gateway_request_duration_seconds', 'Time to answer (upstream included), by the service behind it.', ['upstream']);
  const children = new Map<string, { inc(): void }>();
  const timers = new Map<string, { observe(seconds: number): void }>();

  function record(this: Measured): void {
    const upstream = this[UPSTREAM] ?? 'gateway';
    const started = this[STARTED];
    if (started !== undefined) {
      let timer = timers.get(upstream);
      if (!timer) timers.set(upstream, (timer = durations.labels(upstream)));
      timer.observe((performance.now() - started) / 1000);
    }
    const key = `${upstream} ${this.statusCode}`;
    let counter = children.get(key);
    if (!counter) children.set(key, (counter = requests.labels(upstream, statusClass(this.statusCode))));
    counter.inc();
  }

  return {
    begin(req, res) {
      if (PROBES.has(req.url ?? '')) return;
      (res as Measured)[STARTED] = performance.now();
      res.once('finish', record);
    },
    upstream(res, service) {
      (res as Measured)[UPSTREAM] = service;
    },
    instancesUp(read) {
      metrics.gaugeAtScrape('gateway_upstream_instances_up', 'Instances of each service in the rotation (answering /healthz, or not yet found down).', async () => read(), 'upstream');
    },
    scrape: async () => ({ contentType: metrics.registry.contentType, text: await metrics.registry.metrics() }),
  };
}

/** Serves GET /metrics on its own port (METRICS_PORT): Prometheus scrapes it inside the cluster. */
export async function serveMetrics(metrics: GatewayMetrics, port: number, host?: string): Promise<{ port: number; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/metrics') {
      res.writeHead(404, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify({ code: 'not-found', message: 'Only /metrics here.' }));
      return;
    }
    metrics.scrape().then(
      ({ contentType, text }) => res.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' }).end(text),
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
