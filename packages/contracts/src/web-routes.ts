/**
 * The browser's routes (zod-free): which remote draws a path, and what a page is called. The shell
 * loads remotes by this table (shell/src/routeTable.ts); the gateway names pages by it before any
 * JavaScript runs (the HTML `<title>`, whether search engines may index the page) and preloads the
 * route's remote.
 */
import type { UserType } from './codes.ts';

export const REMOTE_NAMES = ['jobs', 'account', 'community', 'employer', 'talent'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

type Target = RemoteName | ((userType: UserType | null) => RemoteName);

const isCompany = (userType: UserType | null) => userType === 'company' || userType === 'master.company';

/**
 * Path prefixes and the remote that owns them. A prefix matches itself and anything below it
 * ('/enter' matches '/enter' and '/enter/findPw'). Everything else ('/' and the community areas:
 * /jobTalk, /event, /faq, /qna, /report, /campaign, ...) belongs to the community remote.
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

/** '/ad/all/' -> '/ad/all' (the root stays '/'). */
export const trimPath = (pathname: string): string => (pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname);

/** The remote that renders `pathname` for a user of `userType` (null = visitor). */
export function remoteFor(pathname: string, userType: UserType | null): RemoteName {
  const path = trimPath(pathname);
  for (const [prefix, target] of ROUTE_TABLE) {
    if (matches(path, prefix)) return typeof target === 'function' ? target(userType) : target;
  }
  return 'community';
}

/** The site's name, the end of every page title. */
export const SITE_NAME = 'PH Jobs';
/** The home page's title and the description of pages that have none of their own. */
export const HOME_TITLE = `${SITE_NAME} - Find jobs across the Philippines`;
export const SITE_DESCRIPTION =
  'Search and apply for jobs across the Philippines: salaries in pesos, cities and work types at a glance, verified employers, and one-tap applying from your phone.';

type PageName = {
  /** The page's name; the title is '{name} | PH Jobs'. */
  name: string;
  description?: string;
  /** Private or personal pages (and search results): kept out of search engines. */
  noindex?: boolean;
};

/**
 * Names of the pages, by path prefix, the longest first where two overlap. Pages of one thing
 * (an ad, an event) are named by the thing where the gateway knows it.
 */
const PAGE_NAMES: readonly (readonly [prefix: string, page: PageName])[] = [
  ['/ad/all', { name: 'All jobs', description: 'Every ongoing job ad in the Philippines, newest first: salary, city, working days and hours at a glance, with a detail search by region, specialization, pay and more.' }],
  ['/ad/detail', { name: 'Job ad' }],
  ['/ad/beginner', { name: 'Entry level jobs', description: 'Jobs open to beginners across the Philippines: no experience needed.' }],
  ['/ad/map', { name: 'Job map', description: 'Find jobs near you on the map of the Philippines.' }],
  ['/ad/period', { name: 'Jobs by period', description: 'Jobs by how long they last, from one day to more than a year.' }],
  ['/ad/preference', { name: 'Jobs by preference', description: 'Jobs that welcome who you are: students, seniors, persons with disability and more.' }],
  ['/ad/recent', { name: 'Recently viewed jobs', noindex: true }],
  ['/ad/region', { name: 'Jobs by region', description: 'Jobs by province and city across the Philippines.' }],
  ['/ad/regular', { name: 'Regular employment', description: 'Regular jobs across the Philippines.' }],
  ['/ad/safe', { name: 'Verified jobs', description: 'Jobs with an employment contract, the three major insurances or a business permit checked.' }],
  ['/ad/salary', { name: 'Jobs by salary', description: 'Jobs by daily, weekly or monthly pay in pesos.' }],
  ['/ad/specialization', { name: 'Jobs by specialization', description: 'Jobs by field: sales, food service, IT, health care, logistics and more.' }],
  ['/ad/today', { name: 'Today jobs', description: 'Jobs posted today in the Philippines.' }],
  ['/ad/welfare', { name: 'Jobs by welfare benefits', description: 'Jobs by the benefits they give: meals, housing, transport, bonuses and more.' }],
  ['/ad/withFriend', { name: 'Jobs with a friend', description: 'Jobs you can apply to together with a friend.' }],
  ['/ad/apply', { name: 'Apply', noindex: true }],
  ['/ad/applied', { name: 'Application sent', noindex: true }],
  ['/ad', { name: 'Jobs' }],
  ['/multilingual', { name: 'Multilingual jobs', description: 'Jobs for speakers of English and Korean in the Philippines.' }],
  ['/search', { name: 'Job search', noindex: true }],
  ['/chats', { name: 'Chats', noindex: true }],
  ['/enter', { name: 'Login', noindex: true }],
  ['/register', { name: 'Sign up', noindex: true }],
  ['/dev', { name: 'Developer tools', noindex: true }],
  ['/talent', { name: 'Talents', noindex: true }],
  ['/offer', { name: 'Offers', noindex: true }],
  ['/myPage/chats', { name: 'Chats', noindex: true }],
  ['/myPage', { name: 'My page', noindex: true }],
  ['/jobTalk', { name: 'Job Talk', description: 'Talk about work, pay and careers with job seekers across the Philippines.' }],
  ['/interview', { name: 'Screening Reviews', description: 'Interview reviews by job seekers in the Philippines: the questions asked, how hard it was and the result, anonymous.' }],
  ['/counseling', { name: 'Job counseling', description: 'Ask about work, pay and the law, and get answers from other members.' }],
  ['/jobStory', { name: 'Job stories' }],
  ['/hrMagazine', { name: 'HR magazine' }],
  ['/seniorInterview', { name: 'Senior interviews' }],
  ['/employmentNews', { name: 'Employment news' }],
  ['/review', { name: 'Job reviews', description: 'What employees say about companies in the Philippines: ratings of the environment, the employer and co-workers, salary and recommendation.' }],
  ['/event', { name: 'Events and notices', description: 'Notices, events and winner announcements of PH Jobs.' }],
  ['/faq/register', { name: 'Submit an inquiry', noindex: true }],
  ['/faq', { name: 'FAQ', description: 'Answers to the questions job seekers and employers ask most: accounts, resumes, applying, ads, payments and scams.' }],
  ['/qna', { name: 'My inquiries', noindex: true }],
  ['/report', { name: 'Report', noindex: true }],
  ['/campaign/wage', { name: 'Minimum wage', description: 'The minimum wage in force in Metro Manila (NCR) and a pay calculator: daily, weekly and monthly pay.' }],
  ['/campaign/benefit', { name: 'Government benefits', description: 'SSS, PhilHealth, Pag-IBIG and 13th-month pay in plain English, with their sources.' }],
  ['/campaign/tax', { name: 'Income tax', description: 'The Philippine income tax table and a calculator of the annual tax on your income.' }],
  ['/campaign/laborCode', { name: 'Labor Code', description: 'The main rules of the Labor Code of the Philippines in plain English: hours, rest days, overtime, leave and ending employment.' }],
  ['/campaign', { name: 'Know your rights', description: 'Minimum wage, government benefits, income tax and the Labor Code, explained for workers in the Philippines.' }],
];

export type PageTitle = { title: string; description: string; noindex: boolean };

/** The title, description and indexing of the page at `pathname` (the home, a named page, or the site's own). */
export function pageTitle(pathname: string): PageTitle {
  const path = trimPath(pathname);
  if (path === '/') return { title: HOME_TITLE, description: SITE_DESCRIPTION, noindex: false };
  const found = PAGE_NAMES.find(([prefix]) => matches(path, prefix))?.[1];
  if (!found) return { title: SITE_NAME, description: SITE_DESCRIPTION, noindex: false };
  return { title: `${found.name} | ${SITE_NAME}`, description: found.description ?? SITE_DESCRIPTION, noindex: found.noindex ?? false };
}

/** Whether `pathname` is one of the named pages (the home included): a crawler asking it for any type gets the page. */
export function isNamedPage(pathname: string): boolean {
  const path = trimPath(pathname);
  return path === '/' || PAGE_NAMES.some(([prefix]) => matches(path, prefix));
}
