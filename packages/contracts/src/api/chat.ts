/** The schemas of services/chat's routes (../routes/chat.ts), under the same names. */
import { ZChatFreeze, ZChatUrlParam, ZFreezeChatBody, ZSaveMemoBody, ZSaveMemoResponse } from '../chat.ts';
import { orEmptyObject, withSchemas } from '../route-schemas.ts';
import { CHAT_ROUTES } from '../routes/chat.ts';

export const CHAT_API = withSchemas(CHAT_ROUTES, {
  saveMemo: { body: orEmptyObject(ZSaveMemoBody), response: ZSaveMemoResponse, errors: { 404: "No such application (or another member's)." } },
  freezeChat: { body: orEmptyObject(ZFreezeChatBody), response: ZChatFreeze },
  chatFreeze: { params: ZChatUrlParam, response: ZChatFreeze },
});
