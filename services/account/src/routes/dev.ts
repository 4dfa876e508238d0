import { isIP } from 'node:net';
import type { ACCOUNT_API } from '@phjobs/contracts/api/account';
import { notFound } from '@phjobs/service-kit/errors';
import type { Handlers } from '@phjobs/service-kit/routes';
import type { Request } from 'express';
import type { DevOutbox } from '../clients/dev-outbox.ts';

const isLoopback = (address: string): boolean => {
  const plain = address.trim().replace(/^::ffff:/i, '');
  return isIP(plain) === 4 ? plain.startsWith('127.') : plain === '::1';
};

/**
 * Whether a request came from this machine: its own peer and every hop the gateway names in
 * x-forwarded-for (the gateway appends its client's address, so a laptop's neighbour on the same
 * Wi-Fi shows there). The outbox holds every reset code and SMS: nobody else may read it.
 */
export function fromLoopback(req: Request): boolean {
  const forwarded = req.headers['x-forwarded-for'];
  const hops = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '')).split(',').filter((hop) => hop.trim() !== '');
  return [req.socket.remoteAddress ?? '', ...hops].every(isLoopback);
}

/**
 * What the embedded default "sent" (`?to=` narrows it to one recipient), for loopback clients only
 * (others get the 404 of a route that does not exist). Not served in production: no outbox there.
 */
export function devHandlers(outbox: DevOutbox | undefined): Handlers<typeof ACCOUNT_API, 'devOutbox'> {
  return {
    devOutbox: outbox
      ? ({ query: { to }, req, res }) => {
          if (!fromLoopback(req)) throw notFound('No such API.');
          const list = outbox.list(to);
          res.setHeader('cache-control', 'no-store');
          return { list, count: list.length };
        }
      : null,
  };
}
