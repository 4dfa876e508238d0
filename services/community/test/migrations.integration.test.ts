import { readFileSync } from 'node:fs';
import { compareMigrationsWithSchema } from '@phjobs/test-utils/database';
import { expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../src/start.ts';

/** What Prisma's schema cannot express, written by hand in the member_posts migration: the trigram indexes of the keyword searches. */
const HAND_WRITTEN = [
  'index CREATE INDEX interview_tip_company_name_trgm_idx ON public.interview_tip USING gin (company_name gin_trgm_ops)',
  'index CREATE INDEX job_review_company_name_trgm_idx ON public.job_review USING gin (company_name gin_trgm_ops)',
  'index CREATE INDEX post_body_trgm_idx ON public.post USING gin (body gin_trgm_ops)',
  'index CREATE INDEX post_title_trgm_idx ON public.post USING gin (title gin_trgm_ops)',
];

it('builds with its migrations exactly the schema that schema.prisma describes, plus the hand-written search indexes', async () => {
  const datamodel = readFileSync(new URL('../prisma/schema.prisma', import.meta.url), 'utf8');
  const { missing, extra } = await compareMigrationsWithSchema(MIGRATIONS_DIR, datamodel);
  expect(missing).toEqual([]);
  expect(extra.sort()).toEqual(HAND_WRITTEN);
});
