/**
 * The jobs service and the gateway in one Node process, as the embedded mode (`npm start`) runs
 * them: the gateway hands jobs' requests to it in process (service-kit local-upstreams.ts) instead
 * of over a loopback socket. A child of the employer-lists bench.
 * Env: PORT_JOBS, PORT_GATEWAY, UPSTREAM_JOBS, JOBS_DATABASE_URL, JWT_PUBLIC_KEY, and the rest as
 * each reads it alone (services/jobs/src/main.ts, gateway/src/main.ts).
 */
import { gatewayOptionsFromEnv, portFromEnv } from '@phjobs/gateway/config';
import { createGateway, listenGateway } from '@phjobs/gateway/gateway';
import { createLogger } from '@phjobs/service-kit/logger';
import { runStandalone } from '@phjobs/service-kit/standalone';
import { start } from '@phjobs/svc-jobs/start';

// Each would read PORT as its own: here they take PORT_JOBS and PORT_GATEWAY.
delete process.env.PORT;
const env = process.env;
await runStandalone('jobs', start);
const logger = createLogger('gateway');
const gateway = await listenGateway(createGateway(gatewayOptionsFromEnv(env, logger)), portFromEnv(env), '127.0.0.1');
logger.info({ port: gateway.port }, 'gateway listening in the jobs process');
process.once('SIGTERM', () => void gateway.close());
