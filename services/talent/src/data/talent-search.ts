/**
 * Runs the talent search: from the in-memory index when it is current (talent-index/: the page's
 * ids and the exact count; the page's rows then read by id), else the SQL statements
 * (search-talents.ts); the home sections always from SQL.
 */
import type { TalentListResponse, TalentOrderKey, TalentSearchFilter, TalentSectionResponse } from '@phjobs/contracts/talent';
import { talentListItem } from '../domain/browse-talents.ts';
import type { SearchSql } from './search-pool.ts';
import { countTalentsSql, searchTalentsSql, talentRowsSql, talentSectionSql, type TalentListKind, type TalentRow, type TalentSection } from './search-talents.ts';
import type { TalentIndex } from './talent-index/talent-index.ts';
import { talentQuery } from './talent-index/talent-query.ts';

export async function hasPublishedResume(db: SearchSql, userId: bigint): Promise<boolean> {
  const rows = await db.$queryRawUnsafe<unknown[]>(`SELECT 1 FROM resume WHERE user_id = $1::bigint AND status_code = '020A' LIMIT 1`, userId.toString());
  return rows.length > 0;
}

export async function searchTalents(
  db: SearchSql,
  input: { filter: TalentSearchFilter; list: TalentListKind; orderKey: TalentOrderKey; pageUnit: number; pageNo: number; companyId: bigint | null; now?: Date; index?: TalentIndex | null },
): Promise<TalentListResponse> {
  const now = input.now ?? new Date();
  const showPhoto = input.companyId !== null;
  if (input.index) {
    const page = input.index.search(talentQuery(input.filter, input.list, now), input.orderKey, (input.pageNo - 1) * input.pageUnit, input.pageUnit);
    return { list: (await readPage(db, page.ids, input.companyId)).map((row) => talentListItem(row, { showPhoto, now })), count: page.total };
  }
  const sql = searchTalentsSql({ ...input, now });
  const rows = await db.$queryRawUnsafe<TalentRow[]>(sql.text, ...sql.values);
  let count = rows[0] ? Number(rows[0].total) : 0;
  if (!rows.length && input.pageNo > 1) {
    const countSql = countTalentsSql({ ...input, now });
    const [row] = await db.$queryRawUnsafe<{ total: number | string }[]>(countSql.text, ...countSql.values);
    count = Number(row?.total ?? 0);
  }
  return { list: rows.map((row) => talentListItem(row, { showPhoto, now })), count };
}

/**
 * The rows of the index's page, in its order. A resume changed between the index's answer and this
 * read shows as it is now; one deleted or made private since is left out (the index follows within
 * a moment).
 */
async function readPage(db: SearchSql, ids: number[], companyId: bigint | null): Promise<TalentRow[]> {
  if (!ids.length) return [];
  const sql = talentRowsSql(ids, companyId);
  const rows = await db.$queryRawUnsafe<TalentRow[]>(sql.text, ...sql.values);
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function talentSection(db: SearchSql, section: TalentSection, companyId: bigint | null, now = new Date()): Promise<TalentSectionResponse> {
  const sql = talentSectionSql(section, companyId, now);
  const rows = await db.$queryRawUnsafe<TalentRow[]>(sql.text, ...sql.values);
  return { list: rows.map((row) => talentListItem(row, { showPhoto: companyId !== null, now })) };
}
