/**
 * Hears every committed change of job_ad and ad_scrap, from any process: the triggers of
 * migrations search_cache_notify and scrap_notify send NOTIFY job_ad_changed (once per statement
 * that changed ads, naming them: migration search_index) and ad_scrap_changed (with the members whose scraps changed), and one
 * connection per process LISTENs. While that connection is down (and until it is back) changes
 * cannot be heard: `deaf()` then, `listening()` once it is back.
 */
import type { Logger } from '@phjobs/service-kit/logger';
import pg from 'pg';

export const AD_CHANGES_CHANNEL = 'job_ad_changed';
export const SCRAP_CHANGES_CHANNEL = 'ad_scrap_changed';

export type ChangeListener = {
  /** Resolves once listening (or after the first failed attempt: the listener keeps retrying). */
  ready: Promise<void>;
  stop(): Promise<void>;
};

export type ChangeHandlers = {
  /** Ads changed: these ids, or 'all' when too many to name (or a TRUNCATE). */
  adsChanged(ids: number[] | 'all'): void;
  /** These members' scraps changed; 'all' when too many to name. */
  scrapsChanged(userIds: string[] | 'all'): void;
  /** Changes can no longer be heard (connection lost), until `listening()`. */
  deaf(): void;
  listening(): void;
};

/** The ads named by a job_ad_changed payload (migration search_index): ids, '' for many. */
export const adIdsOf = (payload: string | undefined): number[] | 'all' => (!payload ? 'all' : payload.split(',').map(Number));

/** The members named by an ad_scrap_changed payload. */
export const scrapMembersOf = (payload: string | undefined): string[] | 'all' => (!payload || payload === '*' ? 'all' : payload.split(','));

export function listenForChanges(databaseUrl: string, handlers: ChangeHandlers, logger?: Logger, retryMs = 1_000): ChangeListener {
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
        if (message.channel === AD_CHANGES_CHANNEL) handlers.adsChanged(adIdsOf(message.payload));
        else if (message.channel === SCRAP_CHANGES_CHANNEL) handlers.scrapsChanged(scrapMembersOf(message.payload));
      });
      await next.connect();
      await next.query(`LISTEN ${AD_CHANGES_CHANNEL}; LISTEN ${SCRAP_CHANGES_CHANNEL}`);
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
