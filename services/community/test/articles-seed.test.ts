/**
 * The editorial seed's texts (src/seed/articles.ts): 40+ items per area, deterministic, dated across
 * the year before the seed day, with thumbnails, hashtags of the /jobStory row and views; bodies
 * that are clean HTML already (the sanitiser leaves them as they are) and read as Philippine.
 */
import { JOB_STORY_TAGS } from '@phjobs/contracts/community-articles-tags';
import { SPECIALIZATION_TREE } from '@phjobs/contracts/taxonomy';
import { describe, expect, it } from 'vitest';
import { sanitizeBodyHtml } from '../src/domain/sanitize-html.ts';
import { seedArticleDrafts, seedSeniorDrafts } from '../src/seed/articles.ts';

const NOW = new Date('2026-11-20T04:00:00.000Z');
const YEAR = 366 * 86_400_000;
const drafts = seedArticleDrafts(NOW);
const seniors = seedSeniorDrafts(NOW);
const of = (kind: string) => drafts.filter((draft) => draft.kind === kind);

describe('the editorial seed', () => {
  it('has at least 40 items in each area, each title once', () => {
    for (const kind of ['jobStory', 'hrMagazine', 'employmentNews']) {
      const items = of(kind);
      expect(items.length, kind).toBeGreaterThanOrEqual(40);
      expect(new Set(items.map((item) => item.title)).size, kind).toBe(items.length);
    }
    expect(seniors.length).toBeGreaterThanOrEqual(40);
    expect(new Set(seniors.map((item) => item.title)).size).toBe(seniors.length);
  });

  it('is the same for the same seed day', () => {
    expect(seedArticleDrafts(NOW)).toEqual(drafts);
    expect(seedSeniorDrafts(NOW)).toEqual(seniors);
  });

  it('dates everything within the year before the seed day, spread over it, with views and a thumbnail each', () => {
    for (const item of [...drafts, ...seniors]) {
      const age = NOW.getTime() - (item.createdAt?.getTime() ?? 0);
      expect(age).toBeGreaterThan(0);
      expect(age).toBeLessThan(YEAR);
      expect(item.viewCount).toBeGreaterThan(0);
    }
    for (const kind of ['jobStory', 'hrMagazine', 'employmentNews']) {
      const ages = of(kind).map((item) => NOW.getTime() - (item.createdAt?.getTime() ?? 0));
      expect(Math.min(...ages), kind).toBeLessThan(7 * 86_400_000);
      expect(Math.max(...ages), kind).toBeGreaterThan(300 * 86_400_000);
    }
    expect(drafts.every((item) => item.thumbnailKey?.startsWith('seed/articles/'))).toBe(true);
    expect(new Set(drafts.map((item) => item.thumbnailKey)).size).toBe(drafts.length);
  });

  it('tags job stories with the row’s hashtags only, every one of them used, and features a few of each area', () => {
    const used = new Set(of('jobStory').flatMap((item) => item.hashTags ?? []));
    expect([...used].sort()).toEqual([...JOB_STORY_TAGS].sort());
    for (const kind of ['jobStory', 'hrMagazine']) {
      const featured = of(kind).filter((item) => item.isTop).length;
      expect(featured, kind).toBeGreaterThanOrEqual(3);
      expect(featured, kind).toBeLessThanOrEqual(6);
    }
    expect(of('hrMagazine').every((item) => (item.hashTags ?? []).length > 0)).toBe(true);
  });

  it('writes bodies of a few paragraphs of clean HTML that the sanitiser keeps as they are', () => {
    for (const item of drafts) {
      expect(sanitizeBodyHtml(item.html), item.title).toBe(item.html);
      expect((item.html.match(/<p>/g) ?? []).length, item.title).toBeGreaterThanOrEqual(2);
      expect(item.html, item.title).not.toMatch(/\{\w+\}|undefined|NaN|\.\.(?!\.)/);
    }
  });

  it('speaks of the Philippines: pesos, its cities and agencies', () => {
    const text = drafts.map((item) => item.html).join(' ');
    for (const word of ['₱', 'TESDA', 'OWWA', 'PESO', 'DOLE', 'SSS', 'Civil Service', 'BPO', 'Cebu']) expect(text, word).toContain(word);
  });

  it('gives every senior interview a cover, a catchphrase, at least 8 numbered questions and three images', () => {
    const codes = new Set(SPECIALIZATION_TREE.map((item) => item.id));
    for (const item of seniors) {
      expect(item.photoKey).toMatch(/^seed\/seniors\//);
      expect(item.catchphrase.length).toBeGreaterThan(10);
      expect(codes.has(item.specialization)).toBe(true);
      expect(item.interviewQna.length).toBeGreaterThanOrEqual(8);
      expect(item.interviewQna.every((qa) => qa.question.endsWith('?') || qa.question.endsWith('.'))).toBe(true);
      expect(item.interviewQna.every((qa) => qa.answer.length > 40 && !/\{\w+\}|undefined|\.\.(?!\.)/.test(qa.answer + qa.question))).toBe(true);
      expect(item.imageKeys).toHaveLength(3);
    }
  });
});
