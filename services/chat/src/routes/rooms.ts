/** The apply chats' REST calls (design: packages/contracts/src/chat-live.ts). Being built: 501 until then. */
import type { CHAT_API } from '@phjobs/contracts/api/chat';
import { HttpError } from '@phjobs/service-kit/errors';
import type { Handlers } from '@phjobs/service-kit/routes';

type RoomRoutes = 'businessIdByJobId' | 'chatRooms' | 'openChatRoom' | 'chatUnread' | 'chatRoom' | 'chatMessages' | 'sendChatMessage' | 'markChatRead' | 'blockChat' | 'reportChatMessage';

const notYet = (): never => {
  throw new HttpError(501, 'not-implemented', 'Chat rooms are being built.');
};

export function roomHandlers(): Handlers<typeof CHAT_API, RoomRoutes> {
  return {
    businessIdByJobId: notYet,
    chatRooms: notYet,
    openChatRoom: notYet,
    chatUnread: notYet,
    chatRoom: notYet,
    chatMessages: notYet,
    sendChatMessage: notYet,
    markChatRead: notYet,
    blockChat: notYet,
    reportChatMessage: notYet,
  };
}
