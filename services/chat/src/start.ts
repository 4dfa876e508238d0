import { createService } from '@phjobs/service-kit/http';
import { listen, type StartService } from '@phjobs/service-kit/runtime';

/**
 * The chat service will own apply chats, messages, memos and freezes (/chats/*, WebSocket).
 * Its rooms and calls come with the chat issue; today it answers health and readiness.
 */
export const start: StartService = async (ctx) => {
  const app = createService({ name: ctx.name, logger: ctx.logger, routes: () => undefined });
  return listen(app, ctx.port);
};
