/**
 * The data functions the chat rules use (../domain/chat-rooms.ts takes them as a dependency, so
 * that domain/ holds no SQL): rooms, messages, reads, blocks, reports, freezes, each over `db`.
 */
import type { FreezeReason, InternalChatAd } from '@phjobs/contracts/chat';
import { EVENT_SUBJECTS, parseEventPayload, type EventPayloads } from '@phjobs/contracts/events';
import { v7 as uuidv7 } from 'uuid';
import type { ChatDb } from './db.ts';
import { freezeChat } from './freeze-chat.ts';
import { isConnected } from './presence.ts';
import * as rooms from './rooms.ts';

export type { ListedRoom, MessageRow, NewMessage, RoomRow } from './rooms.ts';

type Who = { userId: string; userType: 'individual' | 'company' | 'master.company' };

export function chatStore(db: ChatDb) {
  return {
    messageOf: rooms.messageOf,
    findRoom: (chatUrl: string) => rooms.findRoom(db, chatUrl),
    createRoom: (room: Parameters<typeof rooms.createRoom>[1]) => rooms.createRoom(db, room),
    refreshRoomAd: (roomId: bigint, ad: InternalChatAd, checkedAt: Date) => rooms.refreshRoomAd(db, roomId, ad, checkedAt),
    listRooms: (who: Who, page: Parameters<typeof rooms.listRooms>[2]) => rooms.listRooms(db, who, page),
    unreadOf: (roomId: bigint) => rooms.unreadOf(db, roomId),
    totalUnread: (who: Who) => rooms.totalUnread(db, who),
    findMessage: (messageId: number) => rooms.findMessage(db, messageId),
    findMessageByClientId: (roomId: bigint, senderId: string, clientId: string) => rooms.findMessageByClientId(db, roomId, senderId, clientId),
    listMessages: (roomId: bigint, page: Parameters<typeof rooms.listMessages>[2]) => rooms.listMessages(db, roomId, page),
    /** In one transaction: the message in commit order, and the notification `notify` decides on (with presence read in the transaction). */
    isConnected: (userId: bigint) => isConnected(db, userId),
    /**
     * A message in one statement (rooms.sendOne), with the notification when `notice` is given
     * (checked against the contract here); null when the clientId was the sender's already.
     */
    sendOne: (message: rooms.NewMessage, notice: Omit<EventPayloads['chat.message.unread'], 'messageId'> | null) => {
      if (notice) parseEventPayload(EVENT_SUBJECTS.CHAT_MESSAGE_UNREAD, { ...notice, messageId: '1' });
      return rooms.sendOne(db, message, notice ? { id: uuidv7(), payload: notice, occurredAt: message.at } : null);
    },
    markRead: (roomId: bigint, side: 'seeker' | 'company', upToId: number) => rooms.markRead(db, roomId, side, upToId),
    setBlocked: (roomId: bigint, side: 'seeker' | 'company', blocked: boolean) => rooms.setBlocked(db, roomId, side, blocked),
    insertReport: (report: Parameters<typeof rooms.insertReport>[1]) => rooms.insertReport(db, report),
    freeze: (chat: { jobId: string; userId: string; reason: FreezeReason }) => freezeChat(db, chat),
  };
}

export type ChatStore = ReturnType<typeof chatStore>;
