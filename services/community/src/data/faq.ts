/** The FAQ (table faq): one tab, optionally one category and a keyword, in the operators' order. */
import type { FaqItem, FaqListResponse, FaqQuery } from '@phjobs/contracts/community';
import type { FaqCategoryCode, FaqType } from '@phjobs/contracts/codes';
import type { Prisma } from '../generated/prisma/client.ts';
import type { CommunityDb } from './db.ts';
import { likeEscape } from './like.ts';

export async function listFaq(db: CommunityDb, query: FaqQuery): Promise<FaqListResponse> {
  const where: Prisma.FaqWhereInput = { type: query.type, ...(query.category ? { categoryCode: query.category } : {}) };
  if (query.keyword) {
    const pattern = likeEscape(query.keyword);
    where.OR = [{ question: { contains: pattern, mode: 'insensitive' } }, { answer: { contains: pattern, mode: 'insensitive' } }];
  }
  const rows = await db.faq.findMany({ where, orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }] });
  const list: FaqItem[] = rows.map((row) => ({ faqId: Number(row.id), type: row.type as FaqType, categoryCode: row.categoryCode as FaqCategoryCode, question: row.question, answer: row.answer }));
  return { list, count: list.length };
}
