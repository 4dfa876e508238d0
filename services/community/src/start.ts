import { createService } from '@phjobs/service-kit/http';
import { listen, type StartService } from '@phjobs/service-kit/runtime';

/**
 * The community service will own posts, comments, reviews, events, FAQ, Q&A, reports and banners
 * (/api/community/*, /api/event*, /api/qna*, /api/report, /api/banner). Its tables and calls come
 * with the community issue; today it answers health and readiness so the gateway can route to it.
 */
export const start: StartService = async (ctx) => {
  const app = createService({ name: ctx.name, logger: ctx.logger, routes: () => undefined });
  return listen(app, ctx.port);
};
