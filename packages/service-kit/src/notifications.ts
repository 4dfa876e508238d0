/**
 * Hears PostgreSQL notifications (NOTIFY, sent by triggers at commit, from any process) on a few
 * channels over one connection of its own. While that connection is down (and until it is back)
 * notifications cannot be heard: `deaf()` then (and at once, before the first connection), and
 * `listening()` once it is back; it reconnects every `retryMs`. What listens must treat a deaf
 * spell as "anything may have changed" (caches bypassed, indexes reloaded).
 */
import pg from 'pg';
import type { Logger } from './logger.ts';

export type NotificationListener = {
  /** Resolves once listening (or after the first failed attempt: the listener keeps retrying). */
  ready: Promise<void>;
  stop(): Promise<void>;
};

export type NotificationHandlers = {
  /** The connection's application_name, and what the log calls it. */
  name: string;
  /** Per channel: what to do with a notification's payload. */
  channels: Record<string, (payload: string | undefined) => void>;
  /** Notifications can no longer be heard (connection lost), until `listening()`. */
  deaf(): void;
  listening(): void;
};

const CHANNEL = /^[a-z_][a-z0-9_]*$/;

export function listenForNotifications(databaseUrl: string, handlers: NotificationHandlers, logger?: Logger, retryMs = 1_000): NotificationListener {
  const channels = Object.keys(handlers.channels);
  for (const channel of channels) if (!CHANNEL.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  let client: pg.Client | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl, application_name: handlers.name });
    const lost = (error?: Error) => {
      if (client !== next) return;
      client = null;
      handlers.deaf();
      if (stopped) return;
      logger?.warn({ err: error?.message }, `${handlers.name}: the listening connection is lost; changes are not heard until it is back`);
      void next.end().catch(() => undefined);
      timer = setTimeout(() => void connect(), retryMs);
      timer.unref();
    };
    try {
      client = next;
      next.on('error', lost);
      next.on('end', () => lost());
      next.on('notification', (message) => handlers.channels[message.channel]?.(message.payload));
      await next.connect();
      await next.query(channels.map((channel) => `LISTEN ${channel}`).join('; '));
      if (client === next && !stopped) handlers.listening();
    } catch (error) {
      lost(error as Error);
    }
  };

  handlers.deaf();
  const ready = connect();
  return {
    ready,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      const current = client;
      client = null;
      handlers.deaf();
      await current?.end().catch(() => undefined);
    },
  };
}
