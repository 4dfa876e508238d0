/**
 * Paths the gateway sends to a service before any route under them is declared: the ownership
 * table of ARCHITECTURE.md for the calls still to come (employer's company profile, master and
 * payment calls; the jobs and talent calls of the employer my-page; community; the chat rooms and
 * their WebSocket). Declared routes need no entry here: the gateway derives their prefixes from
 * the route tables. When a domain declares its routes, its entries here go.
 *
 * A prefix ending in `*` matches any path that starts with it (`/api/event*`: /api/event,
 * /api/events, /api/event/12); others match themselves and what lies below them.
 */
import type { ServiceName } from '../route.ts';

export const RESERVED_PREFIXES: Readonly<Record<string, ServiceName>> = {

  '/api/employer/myPage/talent': 'talent',

  '/chats': 'chat',
};
