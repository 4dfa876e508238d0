/** Runs the talent search statements (search-talents.ts) and the reads around them. */
import type { TalentListResponse, TalentOrderKey, TalentSearchFilter, TalentSectionResponse } from '@phjobs/contracts/talent';
import { talentListItem } from '../domain/browse-talents.ts';
import type { SearchSql } from './search-pool.ts';
import { countTalentsSql, searchTalentsSql, talentSectionSql, type TalentListKind, type TalentRow, type TalentSection } from './search-talents.ts';

export async function hasPublishedResume(db: SearchSql, userId: bigint): Promise<boolean> {
  const rows = await db.$queryRawUnsafe<unknown[]>(`SELECT 1 FROM resume WHERE user_id = $1::bigint AND status_code = '020A' LIMIT 1`, userId.toString());
  return rows.length > 0;
}

export async function searchTalents(
  db: SearchSql,
  input: { filter: TalentSearchFilter; list: TalentListKind; orderKey: TalentOrderKey; pageUnit: number; pageNo: number; companyId: bigint | null; now?: Date },
): Promise<TalentListResponse> {
  const now = input.now ?? new Date();
  const sql = searchTalentsSql({ ...input, now });
  const rows = await db.$queryRawUnsafe<TalentRow[]>(sql.text, ...sql.values);
  let count = rows[0] ? Number(rows[0].total) : 0;
  if (!rows.length && input.pageNo > 1) {
    const countSql = countTalentsSql({ ...input, now });
    const [row] = await db.$queryRawUnsafe<{ total: number | string }[]>(countSql.text, ...countSql.values);
    count = Number(row?.total ?? 0);
  }
  const showPhoto = input.companyId !== null;
  return { list: rows.map((row) => talentListItem(row, { showPhoto, now })), count };
}

export async function talentSection(db: SearchSql, section: TalentSection, companyId: bigint | null, now = new Date()): Promise<TalentSectionResponse> {
  const sql = talentSectionSql(section, companyId, now);
  const rows = await db.$queryRawUnsafe<TalentRow[]>(sql.text, ...sql.values);
  return { list: rows.map((row) => talentListItem(row, { showPhoto: companyId !== null, now })) };
}
