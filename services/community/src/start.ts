import { listen, type StartService } from '@phjobs/service-kit/runtime';
import { createCommunityApp } from './app.ts';
import { readConfig } from './config.ts';

/**
 * Serves health and readiness so the gateway and the start command treat it like every other
 * service. Its tables, migrations, relay and consumers come with the community issue (17).
 */
export const start: StartService = async (ctx) => {
  const config = readConfig(ctx);
  const app = createCommunityApp({ logger: ctx.logger, serviceSecret: config.serviceSecret });
  return listen(app, ctx.port);
};
