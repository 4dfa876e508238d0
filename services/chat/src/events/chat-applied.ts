import type { InternalChatAd } from '@phjobs/contracts/chat';
import { CHAT_APPLY_TEXT } from '@phjobs/contracts/chat-live';
import { chatUrlOf } from '@phjobs/contracts/chat';
import { EVENT_SUBJECTS } from '@phjobs/contracts/events';
import { startConsumer, type EventConsumer } from '@phjobs/service-kit/events/consumer';
import type { Transport, TransportLogger } from '@phjobs/service-kit/events/transport';
import { v5 as uuidv5 } from 'uuid';
import type { ChatDb } from '../data/db.ts';
import { isConnected } from '../data/presence.ts';
import { createRoom, insertMessage, messageOf, setSeekerName } from '../data/rooms.ts';
import { publishMessage, unreadNotice, type ChatDeps } from '../domain/chat-rooms.ts';

/**
 * Durable consumer 'chat.rooms' of jobs.application.created: a chat application (018B, the
 * detail page's Chat apply; 0190 too) opens the seeker's room of the ad with the seeker's first
 * message 'From chat apply', once per application (its clientId is derived from the application),
 * so the company sees the room (and, with no socket open, hears of it in My news).
 */
export const ROOMS_CONSUMER = 'chat.rooms';
const CHAT_APPLY_NAMESPACE = '0f3d6a52-9b43-4c7a-8a8e-6f5f0b3f1c21';
export const chatApplyClientId = (applicationId: string) => uuidv5(`chat-apply:${applicationId}`, CHAT_APPLY_NAMESPACE);

export function startRoomsConsumer({ db, deps, transport, logger }: { db: ChatDb; deps: Pick<ChatDeps, 'jobs' | 'live' | 'now'>; transport: Transport; logger?: TransportLogger }): Promise<EventConsumer> {
  return startConsumer({
    db,
    transport,
    logger,
    consumer: ROOMS_CONSUMER,
    subjects: [EVENT_SUBJECTS.APPLICATION_CREATED],
    handle: async (tx, event) => {
      const p = event.payload;
      if (p.howToApplyCode !== '018B' && p.howToApplyCode !== '0190') return;
      // The ad as jobs says now; when jobs cannot answer, the event's copy (refreshed at the room's next use).
      const asked = await deps.jobs.chatAd(Number(p.jobId)).catch(() => null);
      const ad: InternalChatAd = asked ?? {
        jobId: Number(p.jobId),
        title: p.jobTitle,
        statusCode: '012C',
        deleted: false,
        endedAt: null,
        companyUserId: Number(p.employerUserId),
        masterUserId: null,
        companyName: p.companyName ?? '',
        logoKey: null,
      };
      const { room } = await createRoom(tx, { chatUrl: chatUrlOf(p.jobId, p.applicantUserId), seekerId: Number(p.applicantUserId), seekerName: p.applicantFullName?.trim() ?? '', ad, checkedAt: asked ? deps.now() : new Date(0) });
      if (p.applicantFullName?.trim()) await setSeekerName(tx, room.id, p.applicantFullName.trim());
      const result = await insertMessage(
        tx,
        { roomId: room.id, senderId: p.applicantUserId, senderRole: 'seeker', clientId: chatApplyClientId(p.applicationId), text: CHAT_APPLY_TEXT, imageKey: null, at: deps.now() },
        (locked) => unreadNotice(locked, 'seeker', { text: CHAT_APPLY_TEXT }, (userId) => isConnected(tx, userId)),
      );
      // Published before the commit: a client that reads back at once may miss it for a moment and gets it on its next read.
      if (!result.duplicate) publishMessage(deps, result.room, messageOf(result.row), result.unread);
    },
  });
}
