import { createService } from '@phjobs/service-kit/http';
import { listen, type StartService } from '@phjobs/service-kit/runtime';

/**
 * The media service will own upload URLs and stored files (/api/common/uploadUrl, /files/*): local
 * disk with a signed POST policy by default, Google Cloud Storage when GCS_BUCKET is set. The upload
 * calls come with the apply issue; today it answers health and readiness.
 */
export const start: StartService = async (ctx) => {
  const app = createService({ name: ctx.name, logger: ctx.logger, routes: () => undefined });
  return listen(app, ctx.port);
};
