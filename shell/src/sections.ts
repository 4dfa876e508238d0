/**
 * The sections of the header's main navigation and which one a path belongs to, so that the
 * header marks where the user is: Jobs (the jobs remote's lists, search, detail and apply) and
 * Community (the community areas of the spec). The home page '/' is neither: the logo leads there.
 */
export type Section = 'jobs' | 'community' | 'account';

const JOBS = ['/ad', '/search', '/multilingual', '/chats/apply'];
/** The community areas (account-community spec, section 2). */
const COMMUNITY = ['/jobTalk', '/interview', '/counseling', '/jobStory', '/hrMagazine', '/seniorInterview', '/employmentNews', '/review', '/event', '/faq', '/qna', '/report', '/campaign'];
const ACCOUNT = ['/myPage', '/offer', '/talent'];

const under = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** The section `pathname` belongs to, or null (the home page, login, sign-up, unknown paths). */
export function sectionOf(pathname: string): Section | null {
  if (JOBS.some((p) => under(pathname, p))) return 'jobs';
  if (COMMUNITY.some((p) => under(pathname, p))) return 'community';
  if (ACCOUNT.some((p) => under(pathname, p))) return 'account';
  return null;
}

/** Where each section's link leads. */
export const SECTION_HOME = { jobs: '/ad/all', community: '/jobTalk' } as const;
