/**
 * A stand-in for services/chat's WebSocket, for the chat bench's `BENCH_CHAT_STUB=1` row: the same
 * path, subprotocol and frames (packages/contracts chat.ts), and nothing else: no database, no
 * rooms check. What the bench measures against it is what the clients, the gateway's tunnel and
 * a trivial server cost together, the floor under the real service's numbers.
 *
 * `node --import tsx bench/src/chat-stub.ts` with PORT and BENCH_STUB_ROOMS (a JSON file of
 * `{ [chatUrl]: [seekerUserId, companyUserId] }`). A `send` is acked to its socket and sent as a
 * `message` frame to every other socket of the room's two users.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { randomInt } from 'node:crypto';
import { CHAT_WS_BEARER_PREFIX, CHAT_WS_PATH, CHAT_WS_PROTOCOL } from '@phjobs/contracts/chat-live';
import { WebSocketServer, type WebSocket } from 'ws';

const rooms = JSON.parse(readFileSync(process.env.BENCH_STUB_ROOMS ?? '', 'utf8')) as Record<string, [number, number]>;
const socketsOf = new Map<number, Set<WebSocket>>();
let nextId = 1;

/** The token's subject, unverified (the gateway verified it): the stub trusts its one caller. */
function userIdOf(protocols: string | undefined): number {
  const offered = (protocols ?? '').split(',').map((p) => p.trim()).find((p) => p.startsWith(CHAT_WS_BEARER_PREFIX)) ?? '';
  const payload = offered.slice(CHAT_WS_BEARER_PREFIX.length).split('.')[1] ?? '';
  return Number((JSON.parse(Buffer.from(payload, 'base64url').toString() || '{}') as { sub?: string }).sub);
}

const server = http.createServer((req, res) => {
  res.writeHead(req.url === '/healthz' ? 200 : 404, { 'content-type': 'application/json' }).end('{"status":"ok"}');
});
const wss = new WebSocketServer({ server, path: CHAT_WS_PATH, perMessageDeflate: false, handleProtocols: (offered) => (offered.has(CHAT_WS_PROTOCOL) ? CHAT_WS_PROTOCOL : false) });
wss.on('connection', (socket, req) => {
  const userId = userIdOf(req.headers['sec-websocket-protocol']);
  const own = socketsOf.get(userId) ?? new Set();
  own.add(socket);
  socketsOf.set(userId, own);
  socket.on('close', () => own.delete(socket));
  socket.send(JSON.stringify({ type: 'ready', userId, expiresAt: new Date(Date.now() + 3_600_000).toISOString() }));
  socket.on('message', (data) => {
    const frame = JSON.parse(data.toString()) as { type: string; chatUrl: string; clientId: string; text: string };
    if (frame.type !== 'send') return;
    const members = rooms[frame.chatUrl];
    if (!members) return socket.send(JSON.stringify({ type: 'error', code: 'not-found', message: 'No such room.', clientId: frame.clientId }));
    const message = { id: nextId++, chatUrl: frame.chatUrl, senderId: userId, senderRole: userId === members[0] ? 'seeker' : 'company', clientId: frame.clientId, text: frame.text, imageKey: null, createdAt: new Date().toISOString() };
    socket.send(JSON.stringify({ type: 'ack', clientId: frame.clientId, message }));
    const out = JSON.stringify({ type: 'message', message });
    for (const member of members) for (const other of socketsOf.get(member) ?? []) if (other !== socket) other.send(out);
  });
});
server.listen(Number(process.env.PORT ?? randomInt(20_000, 30_000)), '127.0.0.1');
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(0));
