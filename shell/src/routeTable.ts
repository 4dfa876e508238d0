import type { UserType } from '@phjobs/contracts/codes';

export const REMOTE_NAMES = ['jobs', 'account', 'community', 'employer', 'talent'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

type Target = RemoteName | ((userType: UserType | null) => RemoteName);

const isCompany = (userType: UserType | null) => userType === 'company' || userType === 'master.company';

/**
 * Path prefixes and the remote that owns them. A prefix matches itself and anything below it
 * ('/enter' matches '/enter' and '/enter/findPw'). Everything else ('/' and the community areas:
 * /jobTalk, /counseling, /interview, /review, /event, /faq, /qna, /report, /campaign, ...) belongs to the
 * community remote.
 */
export const ROUTE_TABLE: readonly (readonly [prefix: string, target: Target])[] = [
  ['/ad', 'jobs'],
  ['/search', 'jobs'],
  ['/multilingual', 'jobs'],
  ['/chats', 'jobs'],
  ['/enter', 'account'],
  ['/register', 'account'],
  ['/dev', 'account'],
  ['/talent', 'talent'],
  ['/offer', 'talent'],
  // The employer's scrapped talents (and a talent opened from there): the talent remote for company
  // and master users; individuals keep their account my-page (lead's decision, issue 14).
  ['/myPage/talent', (userType) => (isCompany(userType) ? 'talent' : 'account')],
  // the chat list of every member: the chat screens live in the jobs remote with /chats/* (lead's decision, issue 15)
  ['/myPage/chats', 'jobs'],
  // My talk's rows open the community areas' own detail views (issue 17); the list /myPage/myTalk stays in account
  ['/myPage/myTalk/jobTalk', 'community'],
  ['/myPage/myTalk/interview', 'community'],
  ['/myPage/myTalk/counseling', 'community'],
  // the member-written areas (issue 17), named although community is the default: a prefix added above can never take them
  ['/jobTalk', 'community'],
  ['/counseling', 'community'],
  ['/interview', 'community'],
  ['/review', 'community'],
  // individuals and visitors: account; company and master users: employer
  ['/myPage', (userType) => (isCompany(userType) ? 'employer' : 'account')],
  // the editorial areas (issue 17), named although community is the default: a prefix added above can never take them
  ['/jobStory', 'community'],
  ['/hrMagazine', 'community'],
  ['/seniorInterview', 'community'],
  ['/employmentNews', 'community'],
];

const matches = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** The remote that renders `pathname` for a user of `userType` (null = visitor). */
export function remoteFor(pathname: string, userType: UserType | null): RemoteName {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const [prefix, target] of ROUTE_TABLE) {
    if (matches(path, prefix)) return typeof target === 'function' ? target(userType) : target;
  }
  return 'community';
}
