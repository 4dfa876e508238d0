/**
 * A member withdrew (account.user.withdrawn): their posts and comments stay, shown as 'Withdrawn
 * member'; the proof images of their interview reviews are forgotten here (services/media deletes
 * the files of the member on the same event: events/withdrawal.ts in media). Their job reviews are
 * anonymous already and stay.
 */
import { WITHDRAWN_NICKNAME } from '@phjobs/contracts/community-posts';
import type { CommunityTx } from './qna.ts';

export async function anonymiseMember(tx: CommunityTx, userId: string): Promise<{ posts: number; comments: number; proofs: number }> {
  const id = BigInt(userId);
  const posts = await tx.$executeRawUnsafe(`UPDATE post SET nick_name = $2 WHERE user_id = $1 AND kind <> 'interviewTip'`, id, WITHDRAWN_NICKNAME);
  const comments = await tx.$executeRawUnsafe(`UPDATE comment SET nick_name = $2 WHERE user_id = $1`, id, WITHDRAWN_NICKNAME);
  const proofs = await tx.$executeRawUnsafe(`UPDATE interview_tip SET proofs = '[]'::jsonb WHERE post_id IN (SELECT id FROM post WHERE user_id = $1 AND kind = 'interviewTip') AND proofs <> '[]'::jsonb`, id);
  return { posts, comments, proofs };
}
