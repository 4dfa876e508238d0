/**
 * Hears every committed change of job_ad, from any process: the triggers of migration
 * search_cache_notify send NOTIFY job_ad_changed once per statement that changed rows, and one
 * connection per process LISTENs. The result cache is cleared on each; while the connection is
 * down (and until it is back) the cache is suspended, so that no change can go unheard.
 */
import type { Logger } from '@phjobs/service-kit/logger';
import pg from 'pg';

export const AD_CHANGES_CHANNEL = 'job_ad_changed';

export type ChangeListener = {
  /** Resolves once listening (or after the first failed attempt: the listener keeps retrying). */
  ready: Promise<void>;
  stop(): Promise<void>;
};

export type ChangeHandlers = {
  /** A change was committed. */
  changed(): void;
  /** Changes can no longer be heard (connection lost), until `listening()`. */
  deaf(): void;
  listening(): void;
};

export function listenForAdChanges(databaseUrl: string, handlers: ChangeHandlers, logger?: Logger, retryMs = 1_000): ChangeListener {
  let client: pg.Client | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl, application_name: 'jobs ad-changes' });
    const lost = (error?: Error) => {
      if (client !== next) return;
      client = null;
      handlers.deaf();
      if (stopped) return;
      logger?.warn({ err: error?.message }, 'ad-changes listener lost its connection; list answers are not cached until it is back');
      void next.end().catch(() => undefined);
      timer = setTimeout(() => void connect(), retryMs);
      timer.unref();
    };
    try {
      client = next;
      next.on('error', lost);
      next.on('end', () => lost());
      next.on('notification', (message) => {
        if (message.channel === AD_CHANGES_CHANNEL) handlers.changed();
      });
      await next.connect();
      await next.query(`LISTEN ${AD_CHANGES_CHANNEL}`);
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
