import type { ACCOUNT_API } from '@phjobs/contracts/api/account';
import type { Handlers } from '@phjobs/service-kit/routes';
import type { DevOutbox } from '../clients/dev-outbox.ts';

/** What the embedded default "sent" (`?to=` narrows it to one recipient). Not served in production: no outbox there. */
export function devHandlers(outbox: DevOutbox | undefined): Handlers<typeof ACCOUNT_API, 'devOutbox'> {
  return {
    devOutbox: outbox
      ? ({ query: { to }, res }) => {
          const list = outbox.list(to);
          res.setHeader('cache-control', 'no-store');
          return { list, count: list.length };
        }
      : null,
  };
}
