/** The links of the individual my-page (account-community.md: /myPage), in the spec's order. */
export const MY_PAGE_LINKS = [
  { to: '/myPage/userInfo', label: 'Member info' },
  { to: '/myPage/resume', label: 'Resume management' },
  { to: '/myPage/application', label: 'Application status' },
  { to: '/myPage/view?tab=offer', label: 'Application offers' },
  { to: '/myPage/view', label: 'Who viewed my resume' },
  { to: '/myPage/scrap', label: 'Scrapped jobs' },
  { to: '/myPage/myTalk', label: 'My talk' },
  { to: '/myPage/chats', label: 'Chats' },
] as const;

export type MyPageLink = (typeof MY_PAGE_LINKS)[number];

/**
 * The link of the my-page navigation that the screen at `pathname` + `search` belongs to (its
 * sub-screens included: /myPage/resume/3/edit is under 'Resume management'), or null (/myPage
 * itself). Offers (/myPage/view?tab=offer, /myPage/view/offer/...) are 'Application offers'; the
 * other /myPage/view screens 'Who viewed my resume'.
 */
export function currentMyPageLink(pathname: string, search: string): MyPageLink['to'] | null {
  const path = pathname.replace(/\/+$/, '');
  const under = (base: string) => path === base || path.startsWith(`${base}/`);
  if (under('/myPage/view')) {
    const offers = new URLSearchParams(search).get('tab') === 'offer' || under('/myPage/view/offer');
    return offers ? '/myPage/view?tab=offer' : '/myPage/view';
  }
  return MY_PAGE_LINKS.find((l) => under(l.to))?.to ?? null;
}
