/**
 * A sender's messages per window (CHAT_RATE_LIMIT: 20 per 10 s), per instance, REST and socket
 * together: a sliding window of send times per sender.
 */
import { CHAT_RATE_LIMIT } from '@phjobs/contracts/chat-live';

export type RateLimiter = {
  /** true: the send may go (and is counted); false: over the limit. */
  take(senderId: string): boolean;
  /** Sends refused in the current window (the socket closes 4429 past 3x the limit). */
  overflow(senderId: string): number;
};

export function slidingWindowLimiter({ messages = CHAT_RATE_LIMIT.messages, windowMs = CHAT_RATE_LIMIT.windowMs, now = () => Date.now() } = {}): RateLimiter {
  const sent = new Map<string, number[]>();
  const refused = new Map<string, number[]>();
  const recent = (table: Map<string, number[]>, id: string, at: number) => {
    const kept = (table.get(id) ?? []).filter((t) => at - t < windowMs);
    if (kept.length) table.set(id, kept);
    else table.delete(id);
    return kept;
  };
  return {
    take: (senderId) => {
      const at = now();
      const times = recent(sent, senderId, at);
      if (times.length >= messages) {
        refused.set(senderId, [...recent(refused, senderId, at), at]);
        return false;
      }
      sent.set(senderId, [...times, at]);
      return true;
    },
    overflow: (senderId) => recent(refused, senderId, now()).length,
  };
}
