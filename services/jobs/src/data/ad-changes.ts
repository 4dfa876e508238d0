/**
 * Hears every committed change of job_ad and ad_scrap, from any process: the triggers of
 * migrations search_cache_notify and scrap_notify send NOTIFY job_ad_changed (once per statement
 * that changed ads, naming them: migration search_index) and ad_scrap_changed (with the members whose scraps changed), and one
 * connection per process LISTENs (service-kit notifications.ts). While that connection is down (and until it is back) changes
 * cannot be heard: `deaf()` then, `listening()` once it is back.
 */
import type { Logger } from '@phjobs/service-kit/logger';
import { listenForNotifications, type NotificationListener } from '@phjobs/service-kit/notifications';

export const AD_CHANGES_CHANNEL = 'job_ad_changed';
export const SCRAP_CHANGES_CHANNEL = 'ad_scrap_changed';

export type ChangeListener = NotificationListener;

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
  return listenForNotifications(
    databaseUrl,
    {
      name: 'jobs ad-changes',
      channels: {
        [AD_CHANGES_CHANNEL]: (payload) => handlers.adsChanged(adIdsOf(payload)),
        [SCRAP_CHANGES_CHANNEL]: (payload) => handlers.scrapsChanged(scrapMembersOf(payload)),
      },
      deaf: () => handlers.deaf(),
      listening: () => handlers.listening(),
    },
    logger,
    retryMs,
  );
}
