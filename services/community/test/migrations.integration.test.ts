import { readFileSync } from 'node:fs';
import { compareMigrationsWithSchema } from '@phjobs/test-utils/database';
import { expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../src/start.ts';

/** Written by hand in the migrations (Prisma has no trigram operator class or partial index). */
const HAND_WRITTEN = [
  // 20261127202012_editorial_articles: the keyword searches and the carousels of the editorial areas
  'index CREATE INDEX article_search_text_trgm_idx ON public.article USING gin (search_text gin_trgm_ops)',
  'index CREATE INDEX article_top_idx ON public.article USING btree (kind, created_at DESC, id DESC) WHERE is_top',
  'index CREATE INDEX senior_interview_search_text_trgm_idx ON public.senior_interview USING gin (search_text gin_trgm_ops)',
  // member_posts: the trigram indexes of the member-written areas' keyword searches
  'index CREATE INDEX interview_tip_company_name_trgm_idx ON public.interview_tip USING gin (company_name gin_trgm_ops)',
  'index CREATE INDEX job_review_company_name_trgm_idx ON public.job_review USING gin (company_name gin_trgm_ops)',
  'index CREATE INDEX post_body_trgm_idx ON public.post USING gin (body gin_trgm_ops)',
  'index CREATE INDEX post_title_trgm_idx ON public.post USING gin (title gin_trgm_ops)',
];

it('builds with its migrations exactly the schema that schema.prisma describes, plus the hand-written search indexes', async () => {
  const datamodel = readFileSync(new URL('../prisma/schema.prisma', import.meta.url), 'utf8');
  const { missing, extra } = await compareMigrationsWithSchema(MIGRATIONS_DIR, datamodel);
  expect(missing).toEqual([]);
  expect(extra.sort()).toEqual([...HAND_WRITTEN].sort());
});
