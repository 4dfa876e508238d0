/** Calls of services/community that the my-page makes, through the typed client (contracts routes/community-posts.ts). */
import type { CommunityPostKind, MyTalkItem } from '@phjobs/contracts/community-posts';
import { COMMUNITY_POSTS_ROUTES } from '@phjobs/contracts/routes/community-posts';
import type { Page } from '@phjobs/ui/endless';
import { call } from '@phjobs/web-core/client';

export const MY_TALK_PAGE_UNIT = 10;

/** GET /api/individual/myPage/myTalks/{kind}?pageUnit=10&pageNo&keyword: the member's own posts of a tab. */
export async function getMyTalks(kind: CommunityPostKind, keyword: string, pageNo: number, signal?: AbortSignal): Promise<Page<MyTalkItem>> {
  const answer = await call(COMMUNITY_POSTS_ROUTES.myTalks, { params: { kind }, query: { pageUnit: MY_TALK_PAGE_UNIT, pageNo, ...(keyword ? { keyword } : {}) }, signal });
  return { items: answer.list, total: answer.count };
}
