import { describe, expect, it } from 'vitest';
import { composerState, dayLabel, lastMessageId, listTimeText, mergeMessages, parseRoomKey, roomPath, unreadBadge, withDaySeparators } from '../src/domain/chat';

type M = { id: number; clientId: string | null; text: string; createdAt: string };
const m = (id: number, text: string, createdAt = '2026-11-24T02:00:00Z', clientId: string | null = null): M => ({ id, clientId, text, createdAt });

describe('the rules of the chat screens', () => {
  it('reads the spec room key apply_{adId}_{userId} and nothing else', () => {
    expect(parseRoomKey('apply_1003_7')).toEqual({ adId: 1003, userId: 7 });
    expect(parseRoomKey('apply_1003_')).toBeNull();
    expect(parseRoomKey('apply_x_7')).toBeNull();
  });

  it('builds the room path with the ad title and the apply flag', () => {
    expect(roomPath('apply_12_7', 'Barista & Cashier')).toBe('/chats/apply/apply_12_7?title=Barista%20%26%20Cashier');
    expect(roomPath('apply_12_7', 'Cook', true)).toBe('/chats/apply/apply_12_7?title=Cook&apply=true');
  });

  it('merges history pages and live frames into one list, oldest first, each message once', () => {
    const older = [m(1, 'a'), m(2, 'b')];
    const live = [m(3, 'c'), m(2, 'b (read)')];
    expect(mergeMessages(older, live).map((x) => x.text)).toEqual(['a', 'b (read)', 'c']);
    expect(mergeMessages([m(5, 'e'), m(6, 'f')], [m(4, 'd')]).map((x) => x.id)).toEqual([4, 5, 6]);
  });

  it('replaces a message of ours with the stored copy of the same client id (an ack after a resend is not a second message)', () => {
    const list = mergeMessages([m(1, 'a'), m(-1, 'hi', undefined, 'c1')], [m(7, 'hi', undefined, 'c1')]);
    expect(list.map((x) => x.id)).toEqual([1, 7]);
    expect(mergeMessages(list, [m(7, 'hi', undefined, 'c1')]).map((x) => x.id)).toEqual([1, 7]);
    expect(lastMessageId(list)).toBe(7);
    expect(lastMessageId([])).toBe(0);
  });

  it('puts a day separator before the first message of each Manila day', () => {
    const now = new Date('2026-11-24T04:00:00Z'); // noon in Manila
    const list = [m(1, 'old', '2026-11-20T01:00:00Z'), m(2, 'late yesterday', '2026-11-23T15:30:00Z'), m(3, 'just after midnight', '2026-11-23T16:30:00Z'), m(4, 'noon', '2026-11-24T04:00:00Z')];
    const items = withDaySeparators(list, (x) => String(x.id), now);
    expect(items.map((i) => (i.kind === 'day' ? `[${i.label}]` : i.message.text))).toEqual(['[11-20-2026]', 'old', '[Yesterday]', 'late yesterday', '[Today]', 'just after midnight', 'noon']);
    expect(dayLabel('2026-11-24T15:59:00Z', now)).toBe('Today');
  });

  it('shows the time of today, Yesterday, or the date in the chat list', () => {
    const now = new Date('2026-11-24T04:00:00Z');
    expect(listTimeText('2026-11-24T01:05:00Z', now)).toBe('9:05 AM');
    expect(listTimeText('2026-11-23T01:05:00Z', now)).toBe('Yesterday');
    expect(listTimeText('2026-10-02T01:05:00Z', now)).toBe('10-02-2026');
    expect(listTimeText(null, now)).toBe('');
  });

  it('counts the composer text up to 1,000 characters and refuses blank or longer text', () => {
    expect(composerState('Hello')).toEqual({ counter: '5 / 1,000', canSend: true, over: false });
    expect(composerState('   ').canSend).toBe(false);
    expect(composerState('x'.repeat(1000)).canSend).toBe(true);
    expect(composerState('x'.repeat(1001))).toEqual({ counter: '1,001 / 1,000', canSend: false, over: true });
  });

  it('shows unread counts as a badge, 99+ above 99, none at zero', () => {
    expect(unreadBadge(0)).toBeNull();
    expect(unreadBadge(3)).toBe('3');
    expect(unreadBadge(120)).toBe('99+');
  });
});

describe('the live chat list', () => {
  const room = (chatUrl: string, jobId: number, lastActivityAt: string) =>
    ({ chatUrl, jobId, jobTitle: `Ad ${jobId}`, companyUserId: 2, companyName: 'Kape Co.', logoKey: null, seekerUserId: 7, seekerName: 'Ana', role: 'company', lastMessage: null, lastActivityAt, unread: 1, frozen: false }) as const;

  it("moves a room named by a 'room' frame to the top, once, and adds a new one there", async () => {
    const { applyRoomFrame } = await import('../src/screens/ChatList');
    const list = [room('apply_1_7', 1, '2026-11-24T03:00:00Z'), room('apply_2_7', 2, '2026-11-24T02:00:00Z')];
    expect(applyRoomFrame(list, room('apply_2_7', 2, '2026-11-24T04:00:00Z'), null).map((r) => r.chatUrl)).toEqual(['apply_2_7', 'apply_1_7']);
    expect(applyRoomFrame(list, room('apply_3_8', 3, '2026-11-24T05:00:00Z'), null).map((r) => r.chatUrl)).toEqual(['apply_3_8', 'apply_1_7', 'apply_2_7']);
  });

  it('leaves a list filtered by another ad as it is', async () => {
    const { applyRoomFrame } = await import('../src/screens/ChatList');
    const list = [room('apply_1_7', 1, '2026-11-24T03:00:00Z')];
    expect(applyRoomFrame(list, room('apply_3_8', 3, '2026-11-24T05:00:00Z'), 1).map((r) => r.chatUrl)).toEqual(['apply_1_7']);
  });
});
