import { readFileSync } from 'node:fs';
import { compareMigrationsWithSchema } from '@phjobs/test-utils/database';
import { expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../src/start.ts';

it('builds with its migrations exactly the schema that schema.prisma describes', async () => {
  const datamodel = readFileSync(new URL('../prisma/schema.prisma', import.meta.url), 'utf8');
  const { missing, extra } = await compareMigrationsWithSchema(MIGRATIONS_DIR, datamodel);
  expect(missing).toEqual([]);
  expect(extra).toEqual([]);
});
