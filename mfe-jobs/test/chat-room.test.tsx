import type { AddressInfo } from 'node:net';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { useSession } from '@phjobs/web-core/session';
import { ChatSocket, type WebSocketLike } from '../src/chat/socket';
import { setChatSocketForTests } from '../src/chat/useChat';
import { ChatRoomScreen } from '../src/screens/ChatRoom';

/**
 * The room screen over a mocked fetch (the REST calls) and a real local ws server (the socket):
 * history with its day separator, a message sent live and acknowledged, a frozen composer, the
 * 1,000-character counter.
 */
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const ROOM = {
  chatUrl: 'apply_42_7', jobId: 42, jobTitle: 'Line Cook', companyUserId: 2, companyName: 'Lutong Bahay', logoKey: null, seekerUserId: 7, seekerName: 'Ana Reyes', role: 'seeker',
  lastMessage: null, lastActivityAt: '2026-11-24T02:00:00Z', unread: 0, frozen: false, jobStatusCode: '012C', frozenReason: null, frozenMessage: null, blockedByMe: false,
  blockedByOther: false, canSend: true, sendRefusal: null, myLastReadId: 0, otherLastReadId: 0,
};
const message = (id: number, senderId: number, text: string, createdAt = new Date().toISOString(), clientId = `c-${id}`) =>
  ({ id, chatUrl: 'apply_42_7', senderId, senderRole: senderId === 7 ? 'seeker' : 'company', clientId, text, imageKey: null, createdAt });

let wss: WebSocketServer;
let received: { type: string; clientId?: string; text?: string }[];
const fetchMock = vi.fn<typeof fetch>();

beforeEach(async () => {
  received = [];
  wss = new WebSocketServer({ port: 0, handleProtocols: () => 'phjobs-chat.v1' });
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  wss.on('connection', (socket) => {
    socket.on('message', (data) => {
      const frame = JSON.parse(String(data)) as { type: string; clientId: string; text: string };
      received.push(frame);
      if (frame.type === 'send') socket.send(JSON.stringify({ type: 'ack', clientId: frame.clientId, message: message(100 + received.length, 7, frame.text, new Date().toISOString(), frame.clientId) }));
    });
  });
  const url = `ws://127.0.0.1:${(wss.address() as AddressInfo).port}/chats/ws`;
  setChatSocketForTests(
    new ChatSocket({ url, getToken: async () => 't', refreshToken: async () => 't', createSocket: (u, p) => new WebSocket(u, p) as unknown as WebSocketLike }),
  );
  vi.stubGlobal('fetch', fetchMock);
  useSession.setState({ accessToken: 't', user: { userId: 7, userType: 'individual', email: 'ana@example.ph' }, status: 'ready' });
});

afterEach(async () => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  for (const c of wss.clients) c.terminate();
  await new Promise<void>((resolve) => wss.close(() => resolve()));
  setChatSocketForTests(null);
});

function route(room: typeof ROOM, messages: ReturnType<typeof message>[]) {
  fetchMock.mockImplementation((input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/chats/rooms/apply_42_7') return Promise.resolve(json(200, room));
    if (url.pathname === '/chats/rooms/apply_42_7/messages') return Promise.resolve(json(200, { messages: url.searchParams.has('after') ? [] : messages, hasMore: false }));
    if (url.pathname === '/chats/rooms/apply_42_7/read') return Promise.resolve(json(200, { chatUrl: 'apply_42_7', lastReadId: 2, unread: 0 }));
    return Promise.resolve(json(404, { code: 'not-found', message: 'No such chat.' }));
  });
}

const renderRoom = () =>
  render(
    <MemoryRouter initialEntries={['/chats/apply/apply_42_7?title=Line%20Cook']}>
      <Routes>
        <Route path="/chats/apply/:room" element={<ChatRoomScreen />} />
      </Routes>
    </MemoryRouter>,
  );

describe('the chat room', () => {
  it('shows the company and the ad, the history under a day separator, and marks the newest message of the other side read', async () => {
    route(ROOM, [message(1, 7, 'From chat apply'), message(2, 2, 'Thanks for applying!')]);
    renderRoom();
    expect(await screen.findByText('Thanks for applying!')).toBeTruthy();
    expect(screen.getByText('Lutong Bahay')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Line Cook' }).getAttribute('href')).toBe('/ad/all/42');
    const log = screen.getByRole('log', { name: 'Messages' });
    expect(within(log).getByText('Today')).toBeTruthy();
    expect(within(log).getByText('From chat apply').closest('li')?.className).toContain('chat-msg--mine');
    expect(within(log).getByText('Sent')).toBeTruthy();
    await waitFor(() => expect(fetchMock.mock.calls.some(([u, init]) => String(u) === '/chats/rooms/apply_42_7/read' && init?.method === 'POST')).toBe(true));
    const read = fetchMock.mock.calls.find(([u]) => String(u) === '/chats/rooms/apply_42_7/read');
    expect(JSON.parse(String(read?.[1]?.body))).toEqual({ upToId: 2 });
  });

  it('sends a message over the socket with a client id; it shows Sending… until acknowledged, then once', async () => {
    route(ROOM, [message(1, 7, 'From chat apply')]);
    renderRoom();
    const box = await screen.findByRole('textbox', { name: 'Message' });
    fireEvent.change(box, { target: { value: 'Is the job still open?' } });
    expect(screen.getByText('22 / 1,000')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });
    expect((box as HTMLTextAreaElement).value).toBe('');
    await waitFor(() => expect(received.some((f) => f.type === 'send')).toBe(true));
    const sent = received.find((f) => f.type === 'send')!;
    expect(sent).toMatchObject({ type: 'send', chatUrl: 'apply_42_7', text: 'Is the job still open?' });
    expect(sent.clientId).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(screen.queryByText('Sending…')).toBeNull());
    expect(screen.getAllByText('Is the job still open?')).toHaveLength(1);
  });

  it('refuses more than 1,000 characters and blank text', async () => {
    route(ROOM, []);
    renderRoom();
    const box = await screen.findByRole('textbox', { name: 'Message' });
    const send = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.change(box, { target: { value: 'x'.repeat(1001) } });
    expect(screen.getByText('1,001 / 1,000')).toBeTruthy();
    expect(send.disabled).toBe(true);
    expect(screen.getByText('Say hello to Lutong Bahay')).toBeTruthy();
  });

  it('keeps the history readable in a frozen room and shows why nothing can be sent', async () => {
    const frozenMessage = 'This chat has ended because the application was cancelled.';
    route({ ...ROOM, frozen: true, frozenReason: 'application.cancelled', frozenMessage, canSend: false, sendRefusal: frozenMessage } as unknown as typeof ROOM, [message(1, 2, 'See you Monday')]);
    renderRoom();
    expect(await screen.findByText('See you Monday')).toBeTruthy();
    expect(screen.getAllByRole('status').some((s) => s.textContent?.includes(frozenMessage))).toBe(true);
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
  });

  it('answers a room that is not the member’s with Not found', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json(404, { code: 'not-found', message: 'No such chat.' })));
    renderRoom();
    expect(await screen.findByRole('link', { name: 'Go to my chats' })).toBeTruthy();
  });
});
