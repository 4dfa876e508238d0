/**
 * Who is viewing, for 'a view counts once per viewer per day': a signed-in member by user id
 * ('u:12'); a visitor by an HMAC-SHA256 (keyed with the service secret) of the client address and
 * User-Agent ('v:' + 40 hex), so that no address is stored.
 */
import { createHmac } from 'node:crypto';

export function viewerKey(userId: string | null, client: { address: string; userAgent: string }, secret: string): string {
  if (userId) return `u:${userId}`;
  return `v:${createHmac('sha256', secret).update(`${client.address}\n${client.userAgent}`).digest('hex').slice(0, 40)}`;
}
