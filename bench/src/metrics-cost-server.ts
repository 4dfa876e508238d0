/**
 * One process of the metrics cost bench (metrics-cost.bench.ts): ROLE=service, a createService app
 * with one route answering a small JSON (~1 KB, the size of a cached list card page's head), with
 * or without its metrics (METRICS=on|off); ROLE=gateway, the gateway in front of UPSTREAM_JOBS with
 * or without its metrics.
 */
import { createGateway, listenGateway } from '@phjobs/gateway/gateway';
import { createService } from '@phjobs/service-kit/http';
import { createLogger } from '@phjobs/service-kit/logger';
import { listen } from '@phjobs/service-kit/runtime';

const env = process.env;
const on = env.METRICS === 'on';
const port = Number(env.PORT);
const logger = createLogger('bench', 'warn');
const ANSWER = { list: Array.from({ length: 8 }, (_, i) => ({ jobId: i + 1, title: `Service crew ${i + 1}, Quezon City`, salary: '₱18,000' })), resultListCount: 8 };

if (env.ROLE === 'gateway') {
  const gateway = createGateway({
    upstreams: { jobs: env.UPSTREAM_JOBS },
    staticRoots: { shell: '/nonexistent', remotes: {} },
    runtimeConfig: { remotes: {}, googleMapsApiKey: null },
    logger,
    rateLimits: false,
    ...(on ? {} : { metrics: false as const }),
  });
  await listenGateway(gateway, port, '127.0.0.1');
} else {
  const app = createService({
    name: 'bench',
    logger,
    metrics: on,
    routes: (app) => app.get('/api/jobAds/:id', (_req, res) => void res.json(ANSWER)),
  });
  await listen(app, port, '127.0.0.1');
}
process.send?.('ready');
