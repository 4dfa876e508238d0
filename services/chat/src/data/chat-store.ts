/**
 * The data functions the chat rules use (../domain/chat-rooms.ts takes them as a dependency, so
 * that domain/ holds no SQL): rooms, messages, reads, blocks, reports, freezes, each over `db`.
 */
import type { FreezeReason, InternalChatAd } from '@phjobs/contracts/chat';
import type { EventPayloads } from '@phjobs/contracts/events';
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
    insertMessage: (message: rooms.NewMessage, notify: (room: rooms.RoomRow, connected: (userId: bigint) => Promise<boolean>) => Promise<EventPayloads['chat.message.unread'] | null>) =>
      db.$transaction((tx) => rooms.insertMessage(tx, message, (room) => notify(room, (userId) => isConnected(tx, userId)))),
    markRead: (roomId: bigint, side: 'seeker' | 'company', upToId: number) => rooms.markRead(db, roomId, side, upToId),
    setBlocked: (roomId: bigint, side: 'seeker' | 'company', blocked: boolean) => rooms.setBlocked(db, roomId, side, blocked),
    insertReport: (report: Parameters<typeof rooms.insertReport>[1]) => rooms.insertReport(db, report),
    freeze: (chat: { jobId: string; userId: string; reason: FreezeReason }) => freezeChat(db, chat),
  };
}

export type ChatStore = ReturnType<typeof chatStore>;
