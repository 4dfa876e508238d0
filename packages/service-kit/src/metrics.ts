/**
 * Prometheus metrics of a service (prom-client), one registry per service name (the embedded mode
 * runs every service in one process: each keeps its own). `createService` counts and times every
 * request by its declared route and serves `GET /metrics`; the outbox relay adds its lag, the event
 * consumers theirs, a cache its hits and misses. Services are not reachable from outside (the
 * gateway routes only /api, /files and /chats), so /metrics on a service's port is internal only.
 *
 * | metric | type | labels |
 * |---|---|---|
 * | `http_requests_total` | counter | method, route (declared path, 'unmatched'), code (2xx, 3xx, 4xx, 5xx) |
 * | `http_request_duration_seconds` | histogram | method, route |
 * | `outbox_pending_events`, `outbox_oldest_pending_seconds` | gauge (read at scrape) | |
 * | `outbox_published_total` | counter | |
 * | `event_consumer_handled_total` | counter | consumer, outcome (applied, duplicate, failed) |
 * | `event_consumer_lag_seconds` | histogram | consumer (from the event's occurredAt to its handling) |
 * | `cache_requests_total` | counter | cache, result (hit, miss) |
 * | process and Node metrics | prom-client's default ones | |
 *
 * The hot path is one `finish` listener, a clock read and two increments on label children kept
 * per route (no label hashing per request); bench/src/metrics-cost.bench.ts measures it.
 */
import type { RequestHandler } from 'express';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { pathnameOf } from './express-objects.ts';

/** Seconds: from a cached answer (~1 ms) to a slow search. */
const DURATION_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const LAG_BUCKETS = [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300];
/** Paths that are not calls: probes and the scrape itself. */
const UNCOUNTED = new Set(['/healthz', '/readyz', '/metrics']);
/** Route labels kept per method; beyond this (a bug: paths used as labels) everything is 'other'. */
const MAX_ROUTES = 500;

export type CacheStats = { hit(): void; miss(): void };

export type ServiceMetrics = {
  registry: Registry;
  /** Counts and times each request by its declared route (first middleware). */
  http: RequestHandler;
  /** Serves the registry in Prometheus' text format. */
  scrape: RequestHandler;
  /** Hit/miss counters of one cache (`cache` label). */
  cache(name: string): CacheStats;
  /**
   * A gauge read from `read()` at each scrape (the outbox's pending rows), registered once per
   * name; with `label`, `read()` answers a value per label value.
   */
  gaugeAtScrape(name: string, help: string, read: () => Promise<number | Record<string, number>>, label?: string): void;
  counter(name: string, help: string, labelNames?: readonly string[]): Counter;
  histogram(name: string, help: string, labelNames: readonly string[], buckets?: number[]): Histogram;
};

const byService = new Map<string, ServiceMetrics>();

/** The metrics of `service` (made on first use; the same object for every later call). */
export function serviceMetrics(service: string): ServiceMetrics {
  let metrics = byService.get(service);
  if (!metrics) {
    metrics = createServiceMetrics(service);
    byService.set(service, metrics);
  }
  return metrics;
}

const statusClass = (status: number) => (status >= 500 ? '5xx' : status >= 400 ? '4xx' : status >= 300 ? '3xx' : '2xx');

/** Labels of a declared route: Express keeps the matched route on the request (`req.route.path`). */
type Routed = { route?: { path?: unknown }; baseUrl?: string };

export function createServiceMetrics(service: string): ServiceMetrics {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: registry });
  const metricsOf = new Map<string, Counter | Histogram | Gauge>();
  const counter = (name: string, help: string, labelNames: readonly string[] = []): Counter => {
    let metric = metricsOf.get(name) as Counter | undefined;
    if (!metric) {
      metric = new Counter({ name, help, labelNames, registers: [registry] });
      metricsOf.set(name, metric);
    }
    return metric;
  };
  const histogram = (name: string, help: string, labelNames: readonly string[], buckets = DURATION_BUCKETS): Histogram => {
    let metric = metricsOf.get(name) as Histogram | undefined;
    if (!metric) {
      metric = new Histogram({ name, help, labelNames, buckets, registers: [registry] });
      metricsOf.set(name, metric);
    }
    return metric;
  };

  const requests = counter('http_requests_total', 'Requests answered, by declared route and status class.', ['method', 'route', 'code']);
  const durations = histogram('http_request_duration_seconds', 'Time to answer, by declared route.', ['method', 'route']);
  type RouteChildren = { observe(seconds: number): void; codes: Map<number, { inc(): void }> };
  const children = new Map<string, RouteChildren>();
  const childrenOf = (method: string, route: string): RouteChildren => {
    const key = `${method} ${route}`;
    let found = children.get(key);
    if (!found) {
      if (children.size >= MAX_ROUTES) return childrenOf(method, 'other');
      const timer = durations.labels(method, route);
      found = { observe: (seconds) => timer.observe(seconds), codes: new Map() };
      children.set(key, found);
    }
    return found;
  };

  const http: RequestHandler = (req, res, next) => {
    if (UNCOUNTED.has(pathnameOf(req))) return next();
    const started = performance.now();
    res.once('finish', () => {
      const routed = req as unknown as Routed;
      const path = routed.route?.path;
      const route = typeof path === 'string' ? `${routed.baseUrl ?? ''}${path}` : 'unmatched';
      const one = childrenOf(req.method, route);
      one.observe((performance.now() - started) / 1000);
      const status = res.statusCode;
      let code = one.codes.get(status);
      if (!code) {
        code = requests.labels(req.method, route, statusClass(status));
        one.codes.set(status, code);
      }
      code.inc();
    });
    next();
  };

  const scrape: RequestHandler = (_req, res, next) => {
    registry.metrics().then((text) => {
      res.setHeader('content-type', registry.contentType);
      res.setHeader('cache-control', 'no-store');
      res.end(text);
    }, next);
  };

  const cacheRequests = counter('cache_requests_total', 'Cache look-ups, by cache and result (hit rate = hit / all).', ['cache', 'result']);
  const cache = (name: string): CacheStats => {
    const hits = cacheRequests.labels(name, 'hit');
    const misses = cacheRequests.labels(name, 'miss');
    hits.inc(0);
    misses.inc(0);
    return { hit: () => hits.inc(), miss: () => misses.inc() };
  };

  const gaugeAtScrape = (name: string, help: string, read: () => Promise<number | Record<string, number>>, label?: string) => {
    const existing = metricsOf.get(name) as (Gauge & { reader?: typeof read }) | undefined;
    if (existing) {
      // A service started again in the same process (tests): the newest reader answers.
      existing.reader = read;
      return;
    }
    const gauge: Gauge & { reader?: typeof read } = new Gauge({
      name,
      help,
      labelNames: label ? [label] : [],
      registers: [registry],
      async collect() {
        try {
          const value = await (gauge.reader ?? read)();
          if (typeof value === 'number') this.set(value);
          else for (const [labelValue, n] of Object.entries(value)) this.set({ [label ?? 'key']: labelValue }, n);
        } catch {
          // The database is away: the gauge keeps its last value; /readyz says the rest.
        }
      },
    });
    metricsOf.set(name, gauge);
  };

  return { registry, http, scrape, cache, gaugeAtScrape, counter, histogram };
}

/** Lag from an event's occurredAt to now, in seconds (never negative: clocks of two hosts differ). */
export const lagSeconds = (occurredAt: string, now = Date.now()) => Math.max(0, (now - Date.parse(occurredAt)) / 1000);

export { LAG_BUCKETS };
