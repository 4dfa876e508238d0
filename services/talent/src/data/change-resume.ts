/** PUT /api/resume/changeStatus/{id} and DELETE /api/resume/{id}: the owner's resume only. */
import type { ResumeSaveResponse } from '@phjobs/contracts/talent';
import type { TalentDb } from './db.ts';

/** Publishes (020A) or hides (020B); updatedAt moves, so a published resume counts among today's talents. null: no such resume of the member. */
export async function changeResumeStatus(
  db: TalentDb,
  { userId, resumeId, statusCode, now = new Date() }: { userId: bigint; resumeId: number; statusCode: ResumeSaveResponse['statusCode']; now?: Date },
): Promise<ResumeSaveResponse | null> {
  const { count } = await db.resume.updateMany({ where: { id: BigInt(resumeId), userId }, data: { statusCode, updatedAt: now } });
  return count === 0 ? null : { resumeId, statusCode };
}

/**
 * Deletes the resume; its views and scraps go with it, offers keep their copies (resume title,
 * job) with resumeId null. false: no such resume of the member.
 */
export async function deleteResume(db: TalentDb, { userId, resumeId }: { userId: bigint; resumeId: number }): Promise<boolean> {
  const { count } = await db.resume.deleteMany({ where: { id: BigInt(resumeId), userId } });
  return count > 0;
}
