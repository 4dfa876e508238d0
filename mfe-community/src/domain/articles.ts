/** Pure rules of the editorial screens: the hashtag toggle row, the senior interview's layout, texts. */
import { formatCount } from '@phjobs/ui/format';
import { JOB_STORY_TAGS, SENIOR_IMAGE_SLOTS } from '@phjobs/contracts/community-articles-tags';
import type { InterviewQna } from '@phjobs/contracts/community-articles';

/** Tapping a tag toggles it: on when it was off, off when it was on; the row's order is kept. */
export function toggleTag(selected: readonly string[], tag: string): string[] {
  const next = selected.includes(tag) ? selected.filter((t) => t !== tag) : [...selected, tag];
  return JOB_STORY_TAGS.filter((t) => next.includes(t));
}

/** Tags of `?hashTag=a,b` that belong to the row (others are dropped). */
export function tagsFromQuery(value: string | null): string[] {
  if (!value) return [];
  const asked = value.split(',').map((tag) => tag.trim().replace(/^#/, '').toLowerCase());
  return JOB_STORY_TAGS.filter((tag) => asked.includes(tag));
}

export type InterviewBlock = { kind: 'qna'; n: number; question: string; answer: string } | { kind: 'image'; key: string; height: number; n: number };

/**
 * The senior interview's blocks: Q1 onward, with the three images after the 4th question, after
 * the 7th and at the end (heights 190, 378 and 104). An image whose question does not exist (an
 * interview of fewer questions) moves to the end, in order; missing images are left out.
 */
export function interviewBlocks(qna: readonly InterviewQna[], images: readonly { key: string }[]): InterviewBlock[] {
  const blocks: InterviewBlock[] = [];
  const slots = SENIOR_IMAGE_SLOTS.map((slot, i) => ({ ...slot, key: images[i]?.key ?? null, n: i + 1 }));
  const image = (slot: (typeof slots)[number]): InterviewBlock[] => (slot.key ? [{ kind: 'image', key: slot.key, height: slot.height, n: slot.n }] : []);
  qna.forEach((item, i) => {
    blocks.push({ kind: 'qna', n: i + 1, question: item.question, answer: item.answer });
    for (const slot of slots) if (slot.afterQuestion === i + 1) blocks.push(...image(slot));
  });
  for (const slot of slots) if (slot.afterQuestion === null || slot.afterQuestion > qna.length) blocks.push(...image(slot));
  return blocks;
}

/** Paragraphs of a plain text (a blank line between them). */
export const paragraphsOf = (text: string): string[] => text.split(/\n\s*\n/).map((part) => part.trim()).filter(Boolean);

/** '1,234 views'. */
export const viewsLabel = (count: number) => `${formatCount(count)} ${count === 1 ? 'view' : 'views'}`;
