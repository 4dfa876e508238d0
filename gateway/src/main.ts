/**
 * Runs the gateway alone: `node --import tsx gateway/src/main.ts`.
 * Env: PORT (8080), UPSTREAM_<SERVICE> or PORT_<SERVICE>, SHELL_DIST, REMOTE_DIST_<NAME>, API_REFERENCE,
 * REMOTE_URL_<NAME>, GOOGLE_MAPS_API_KEY, RATE_LIMIT(=off) / RATE_LIMIT_<GROUP>, TRUST_PROXY,
 * GATEWAY_COMPRESS_API(=off), JWT_PUBLIC_KEY (else DATA_DIR/keys), RATE_LIMIT_CHAT_SOCKET, LOG_LEVEL,
 * METRICS_PORT (Prometheus metrics on their own port; unset: none).
 */
import { createLogger } from '@phjobs/service-kit/logger';
import { gatewayOptionsFromEnv, metricsPortFromEnv, portFromEnv } from './config.ts';
import { createGateway, listenGateway } from './gateway.ts';
import { gatewayMetrics, serveMetrics } from './metrics.ts';

const logger = createLogger('gateway');
const metrics = gatewayMetrics();
const options = { ...gatewayOptionsFromEnv(process.env, logger), metrics };
const gateway = createGateway(options);
const listening = await listenGateway(gateway, portFromEnv(process.env), process.env.HOST || undefined);
const { port } = listening;
// Prometheus' port: internal only (the Service of the cluster, not the Ingress).
const metricsPort = metricsPortFromEnv(process.env);
const metricsServer = metricsPort ? await serveMetrics(metrics, metricsPort, process.env.HOST || undefined) : null;
if (metricsServer) logger.info({ port: metricsServer.port }, 'gateway metrics at /metrics');
logger.info({ port, upstreams: options.upstreams, rateLimits: options.rateLimits, socketRateLimit: options.socketRateLimit }, `gateway listening on http://localhost:${port}`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'gateway stopping');
    Promise.all([listening.close(), metricsServer?.close()]).then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'gateway did not stop cleanly');
        process.exit(1);
      },
    );
  });
}
