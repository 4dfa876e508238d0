import type { DevOutboxResponse } from '@phjobs/contracts/account';
import type { Router } from 'express';
import type { DevOutbox } from '../providers/dev-outbox.ts';

/** GET /api/dev/outbox[?to=]: what the embedded default "sent". Not registered in production. */
export function devRoutes(router: Router, outbox: DevOutbox): void {
  router.get('/api/dev/outbox', (req, res) => {
    const to = typeof req.query.to === 'string' ? req.query.to : undefined;
    const list = outbox.list(to);
    res.setHeader('cache-control', 'no-store');
    const answer: DevOutboxResponse = { list, count: list.length };
    res.json(answer);
  });
}
