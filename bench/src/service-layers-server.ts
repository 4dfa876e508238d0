/**
 * One process of bench/src/service-layers.bench.ts: POST /api/jobAds/allJobs answered with the
 * same shared answer every time (ANSWER_FILE, a list page's JSON), through as much of the service
 * kit as LAYERS names (comma-separated): `kit` (createService and the direct path: request id,
 * request log, the route table, the answer write), `zod` (the route's query and body schemas, as
 * jobs declares them), `token` (authenticate: the bearer token checked, from its cache after the
 * first), `metrics` (Prometheus). Empty LAYERS: node:http alone, the file's bytes as they are (also
 * the list-calls bench's 'node:http alone' row).
 * Env: PORT, ANSWER_FILE, JWT_PUBLIC_KEY (for `token`), LAYERS.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { JOBS_API } from '@phjobs/contracts/api/jobs';
import { authenticate } from '@phjobs/service-kit/auth';
import { createService } from '@phjobs/service-kit/http';
import { createLogger } from '@phjobs/service-kit/logger';
import { routesOf } from '@phjobs/service-kit/routes';
import { listen } from '@phjobs/service-kit/runtime';
import { sharedAnswer } from '@phjobs/service-kit/shared-answers';

const env = process.env;
const layers = new Set((env.LAYERS ?? '').split(',').filter(Boolean));
const port = Number(env.PORT);
const text = readFileSync(env.ANSWER_FILE!, 'utf8');

if (!layers.has('kit')) {
  const bytes = Buffer.from(text);
  createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.setHeader('content-type', 'application/json; charset=utf-8');
      res.setHeader('content-length', bytes.length);
      res.end(bytes);
    });
  }).listen(port, '127.0.0.1', () => process.send?.('ready'));
} else {
  const answer = sharedAnswer(JSON.parse(text) as object);
  const { allJobs } = JOBS_API;
  // Without `zod` the route keeps its declaration but no query or body schema: the handler gets them as sent.
  const route = layers.has('zod') ? allJobs : { ...allJobs, schemas: { response: allJobs.schemas.response } };
  const auth = layers.has('token') ? authenticate(env.JWT_PUBLIC_KEY!) : undefined;
  const app = createService({
    name: 'bench',
    logger: createLogger('bench', 'warn'),
    metrics: layers.has('metrics'),
    ...(auth ? { authenticate: auth } : {}),
    api: [routesOf({ allJobs: route } as unknown as Pick<typeof JOBS_API, 'allJobs'>, { allJobs: () => answer as never }, { checkAnswers: false })],
  });
  await listen(app, port, '127.0.0.1');
  process.send?.('ready');
}
// Stopped by SIGTERM (processes.ts): exit, so that BENCH_PROFILE's CPU profiles are written.
process.once('SIGTERM', () => process.exit(0));
