import { EVENT_SUBJECTS } from '@phjobs/contracts/events';
import { startConsumer, type EventConsumer } from '@phjobs/service-kit/events/consumer';
import type { Transport, TransportLogger } from '@phjobs/service-kit/events/transport';
import type { ChatDb } from '../data/db.ts';
import { freezeChat } from '../data/freeze-chat.ts';

/**
 * Durable consumer of jobs.application.cancelled (a cancelled chat application's chat) and
 * jobs.job_ad.deleted (the chats of a deleted ad's chat applications) and jobs.company_ads.closed
 * (the chats of a withdrawn company's chat applications): frozen, once per event.
 */
export const FREEZE_CONSUMER = 'chat.freezes';

export function startFreezeConsumer({ db, transport, logger }: { db: ChatDb; transport: Transport; logger?: TransportLogger }): Promise<EventConsumer> {
  return startConsumer({
    db,
    transport,
    logger,
    consumer: FREEZE_CONSUMER,
    subjects: [EVENT_SUBJECTS.APPLICATION_CANCELLED, EVENT_SUBJECTS.JOB_AD_DELETED, EVENT_SUBJECTS.COMPANY_ADS_CLOSED],
    handle: async (tx, event) => {
      if (event.subject === EVENT_SUBJECTS.COMPANY_ADS_CLOSED) {
        for (const chat of event.payload.chats) {
          await freezeChat(tx, { jobId: chat.jobId, userId: chat.applicantUserId, reason: event.payload.reason, applicationId: chat.applicationId });
        }
        return;
      }
      if (event.subject === EVENT_SUBJECTS.JOB_AD_DELETED) {
        for (const chat of event.payload.chats) {
          await freezeChat(tx, { jobId: event.payload.jobId, userId: chat.applicantUserId, reason: 'job_ad.deleted', applicationId: chat.applicationId });
        }
        return;
      }
      // Only chat applications (018B) have a chat: the event names it, else null.
      if (!event.payload.chatUrl) return;
      await freezeChat(tx, { jobId: event.payload.jobId, userId: event.payload.applicantUserId, reason: 'application.cancelled', applicationId: event.payload.applicationId });
    },
  });
}
