import { EVENT_SUBJECTS } from '@phjobs/contracts/events';
import { startConsumer, type EventConsumer } from '@phjobs/service-kit/events/consumer';
import type { Transport, TransportLogger } from '@phjobs/service-kit/events/transport';
import type { ChatDb } from '../data/db.ts';
import { freezeChat } from '../data/freeze-chat.ts';
import { roomsOfJobs } from '../data/rooms.ts';

/**
 * Durable consumer of jobs.application.cancelled (a cancelled chat application's chat),
 * jobs.job_ad.deleted (the chats of a deleted ad: its chat applications' and every room opened on
 * it) and jobs.company_ads.closed (the same for a withdrawn company's ads): frozen, once per event.
 * `onFrozen` (after the handler) tells the rooms' participants live.
 */
export const FREEZE_CONSUMER = 'chat.freezes';

export function startFreezeConsumer({
  db,
  transport,
  logger,
  onFrozen = () => undefined,
}: {
  db: ChatDb;
  transport: Transport;
  logger?: TransportLogger;
  onFrozen?: (chatUrls: string[]) => void;
}): Promise<EventConsumer> {
  return startConsumer({
    db,
    transport,
    logger,
    consumer: FREEZE_CONSUMER,
    subjects: [EVENT_SUBJECTS.APPLICATION_CANCELLED, EVENT_SUBJECTS.JOB_AD_DELETED, EVENT_SUBJECTS.COMPANY_ADS_CLOSED],
    handle: async (tx, event) => {
      const frozen: string[] = [];
      if (event.subject === EVENT_SUBJECTS.COMPANY_ADS_CLOSED) {
        for (const chat of event.payload.chats) {
          frozen.push((await freezeChat(tx, { jobId: chat.jobId, userId: chat.applicantUserId, reason: event.payload.reason, applicationId: chat.applicationId })).chat_url);
        }
        for (const room of await roomsOfJobs(tx, event.payload.jobIds)) {
          frozen.push((await freezeChat(tx, { jobId: String(room.job_id), userId: String(room.seeker_id), reason: event.payload.reason })).chat_url);
        }
      } else if (event.subject === EVENT_SUBJECTS.JOB_AD_DELETED) {
        for (const chat of event.payload.chats) {
          frozen.push((await freezeChat(tx, { jobId: event.payload.jobId, userId: chat.applicantUserId, reason: 'job_ad.deleted', applicationId: chat.applicationId })).chat_url);
        }
        for (const room of await roomsOfJobs(tx, [event.payload.jobId])) {
          frozen.push((await freezeChat(tx, { jobId: String(room.job_id), userId: String(room.seeker_id), reason: 'job_ad.deleted' })).chat_url);
        }
      } else if (event.payload.chatUrl) {
        // Only chat applications (018B) have a chat: the event names it, else null.
        frozen.push((await freezeChat(tx, { jobId: event.payload.jobId, userId: event.payload.applicantUserId, reason: 'application.cancelled', applicationId: event.payload.applicationId })).chat_url);
      }
      // After the handler, once its transaction has committed (a wake missed is caught up when the client reads again).
      if (frozen.length) setTimeout(() => onFrozen([...new Set(frozen)]), 50).unref();
    },
  });
}
