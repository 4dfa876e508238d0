/** The schemas of services/chat's routes (../routes/chat.ts), under the same names. */
import {
  ZBlockChatBody,
  ZBusinessIdByJobIdQuery,
  ZBusinessIdByJobIdResponse,
  ZChatBlockState,
  ZChatFreeze,
  ZChatMessage,
  ZChatMessageIdParam,
  ZChatMessagesQuery,
  ZChatMessagesResponse,
  ZChatReadResponse,
  ZChatReport,
  ZChatRoomDetail,
  ZChatRoomParam,
  ZChatRoomsQuery,
  ZChatRoomsResponse,
  ZChatUnreadResponse,
  ZChatUrlParam,
  ZFreezeChatBody,
  ZMarkChatReadBody,
  ZOpenChatRoomBody,
  ZReportChatMessageBody,
  ZSaveMemoBody,
  ZSaveMemoResponse,
  ZSendChatMessageBody,
} from '../chat.ts';
import { orEmptyObject, withSchemas } from '../route-schemas.ts';
import { CHAT_ROUTES } from '../routes/chat.ts';

export const CHAT_API = withSchemas(CHAT_ROUTES, {
  saveMemo: { body: orEmptyObject(ZSaveMemoBody), response: ZSaveMemoResponse, errors: { 404: "No such application (or another member's)." } },
  freezeChat: { body: orEmptyObject(ZFreezeChatBody), response: ZChatFreeze },
  chatFreeze: { params: ZChatUrlParam, response: ZChatFreeze },

  businessIdByJobId: { query: ZBusinessIdByJobIdQuery, response: ZBusinessIdByJobIdResponse, errors: { 404: 'No such job ad.' } },
  chatRooms: { query: ZChatRoomsQuery, response: ZChatRoomsResponse },
  openChatRoom: { body: orEmptyObject(ZOpenChatRoomBody), response: ZChatRoomDetail, errors: { 404: 'No such job ad.', 409: 'The ad is not Ongoing (a new room cannot be opened).' } },
  chatUnread: { response: ZChatUnreadResponse },
  chatRoom: { params: ZChatRoomParam, response: ZChatRoomDetail, errors: { 404: 'No such chat (or not yours).' } },
  chatMessages: { params: ZChatRoomParam, query: ZChatMessagesQuery, response: ZChatMessagesResponse, errors: { 404: 'No such chat (or not yours).' } },
  sendChatMessage: {
    params: ZChatRoomParam,
    body: orEmptyObject(ZSendChatMessageBody),
    response: ZChatMessage,
    errors: { 403: 'read-only (master), blocked', 404: 'No such chat (or not yours).', 409: 'The chat is frozen (chat/frozen).', 429: 'Too many messages (chat/rate-limited).' },
  },
  markChatRead: { params: ZChatRoomParam, body: orEmptyObject(ZMarkChatReadBody), response: ZChatReadResponse, errors: { 404: 'No such chat (or not yours).' } },
  blockChat: { params: ZChatRoomParam, body: orEmptyObject(ZBlockChatBody), response: ZChatBlockState, errors: { 404: 'No such chat (or not yours).' } },
  reportChatMessage: { params: ZChatMessageIdParam, body: orEmptyObject(ZReportChatMessageBody), response: ZChatReport, errors: { 400: 'your own message (fields.id)', 404: 'No such message (or not in your chats).' } },
});
