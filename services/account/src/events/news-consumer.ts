import { startConsumer, type EventConsumer } from '@phjobs/service-kit/events/consumer';
import type { Transport, TransportLogger } from '@phjobs/service-kit/events/transport';
import type { AccountDb } from '../data/db.ts';
import { insertNewsFromEvent } from '../data/news.ts';
import { NEWS_SUBJECTS, newsFromEvent } from '../domain/news/news-from-event.ts';

export const NEWS_CONSUMER = 'account.news';

/**
 * Durable consumer 'account.news': each event becomes one news item for the member it concerns.
 * Idempotent twice over: processed_event (service-kit) and news.source_event_id UNIQUE. An event for
 * a member who is unknown here or has withdrawn is acknowledged without a news item. Seed data
 * needs no exception: the start command runs this service's seed before the seeds whose events
 * concern its members (the seed order in infra/README.md).
 */
export function startNewsConsumer({ db, transport, logger, maxDeliver }: { db: AccountDb; transport: Transport; logger?: TransportLogger; maxDeliver?: number }): Promise<EventConsumer> {
  return startConsumer({
    db,
    transport,
    logger,
    ...(maxDeliver === undefined ? {} : { maxDeliver }),
    consumer: NEWS_CONSUMER,
    subjects: NEWS_SUBJECTS,
    handle: async (tx, event) => {
      const news = newsFromEvent(event);
      if (!/^\d{1,18}$/.test(news.userId)) return;
      await insertNewsFromEvent(tx, news, event);
    },
  });
}
