/** PROVISIONAL until the chat contracts land (branch i15-chat). */
export type ChatMessage = {
  id: number;
  chatUrl: string;
  clientId: string | null;
  senderId: number;
  text: string | null;
  imageKey: string | null;
  createdAt: string;
};

export type ChatRoom = {
  chatUrl: string;
  jobId: number;
  jobTitle: string;
  companyName: string;
  logoKey: string | null;
  applicantName: string;
  lastMessage: { text: string | null; imageKey: string | null; senderId: number; createdAt: string } | null;
  lastActivityAt: string;
  unread: number;
  frozen: boolean;
  frozenMessage: string | null;
  blockedByMe: boolean;
  blockedByThem: boolean;
  otherLastReadId: number;
  readOnly: boolean;
};

export type MessagePage = { list: ChatMessage[]; hasMore: boolean };

const notYet = (): never => {
  throw new Error('chat contracts not merged yet');
};

export const openRoom = async (_jobId: number): Promise<ChatRoom> => notYet();
export const fetchRoom = async (_chatUrl: string, _signal?: AbortSignal): Promise<ChatRoom> => notYet();
export const fetchMessages = async (_chatUrl: string, _q: { before?: number; after?: number }, _signal?: AbortSignal): Promise<MessagePage> => notYet();
export const fetchRooms = async (_q: { jobId?: number | null; pageNo: number }, _signal?: AbortSignal): Promise<{ list: ChatRoom[]; total: number }> => notYet();
export const setBlocked = async (_chatUrl: string, _blocked: boolean): Promise<ChatRoom> => notYet();
export const reportMessage = async (_chatUrl: string, _messageId: number, _reason: string): Promise<void> => notYet();
export const markRead = async (_chatUrl: string, _messageId: number): Promise<void> => notYet();
