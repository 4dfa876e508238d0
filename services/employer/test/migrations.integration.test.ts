import { readFileSync } from 'node:fs';
import { compareMigrationsWithSchema } from '@phjobs/test-utils/database';
import { expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../src/start.ts';

/** What Prisma's schema cannot express, appended to migrations by hand: the paid orders' state machine (migration paid_orders). */
const HAND_WRITTEN = [
  "constraint payment_order_paid_check CHECK ((((status)::text = 'paid'::text) = ((paid_at IS NOT NULL) AND (active_until IS NOT NULL))))",
  "constraint payment_order_status_check CHECK (((status)::text = ANY ((ARRAY['pending'::character varying, 'paid'::character varying, 'failed'::character varying, 'cancelled'::character varying])::text[])))",
  'constraint promotion_credit_spent_check CHECK (((used_at IS NULL) = (order_id IS NULL)))',
];

it('builds with its migrations exactly the schema that schema.prisma describes, plus the hand-written checks', async () => {
  const datamodel = readFileSync(new URL('../prisma/schema.prisma', import.meta.url), 'utf8');
  const { missing, extra } = await compareMigrationsWithSchema(MIGRATIONS_DIR, datamodel);
  expect(missing).toEqual([]);
  expect(extra).toEqual(HAND_WRITTEN);
});
