/** Internal reads for other services: the apply screen's resume list (jobs) and the my-page counts (account). */
import { OFFER_WAITING, type InternalUserCounts, type InternalUserResumes } from '@phjobs/contracts/talent';
import type { TalentDb } from './db.ts';

export async function listMemberResumes(db: TalentDb, userId: bigint): Promise<InternalUserResumes> {
  const rows = await db.resume.findMany({
    where: { userId },
    orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }],
    select: { id: true, statusCode: true, title: true, updatedAt: true },
  });
  return {
    resumeList: rows.map((row) => ({ id: Number(row.id), statusCode: row.statusCode === '020A' ? '020A' : '020B', title: row.title, updatedAt: row.updatedAt.toISOString() })),
  };
}

export async function countMember(db: TalentDb, userId: bigint): Promise<InternalUserCounts> {
  const [row] = await db.$queryRawUnsafe<{ resumes: number; published: number; waiting: number }[]>(
    `SELECT (SELECT count(*) FROM resume WHERE user_id = $1::bigint)::int AS resumes,
            (SELECT count(*) FROM resume WHERE user_id = $1::bigint AND status_code = '020A')::int AS published,
            (SELECT count(*) FROM offer WHERE talent_user_id = $1::bigint AND status_code = $2)::int AS waiting`,
    userId.toString(),
    OFFER_WAITING,
  );
  return { resumeCount: row?.resumes ?? 0, publishedResumeCount: row?.published ?? 0, waitingOfferCount: row?.waiting ?? 0 };
}
