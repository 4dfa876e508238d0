/**
 * The editorial areas services/community serves (zod-free: remotes import it): job stories, HR
 * magazine, senior interviews, employment news, read by anyone. Their schemas are in
 * ../api/community-articles.ts under the same names, the shapes in ../community-articles.ts.
 */
import { defineRoutes } from '../route.ts';

const id = { id: /^\d+$/ };

export const COMMUNITY_ARTICLE_ROUTES = defineRoutes('community', {
  jobStoryTop: { method: 'GET', path: '/api/community/jobStory/topContents', summary: 'The featured job stories (the top carousel)', access: 'anyone', rateLimit: null },
  jobStoryList: { method: 'GET', path: '/api/community/jobStory/list', summary: 'Job stories by keyword and hashtags, newest first, with the total count', access: 'anyone', rateLimit: null },
  jobStory: { method: 'GET', path: '/api/community/jobStory/:id', summary: 'A job story with its body, hashtags and same-keyword stories (counts a view)', access: 'anyone', rateLimit: null, match: id },
  hrMagazineTop: { method: 'GET', path: '/api/community/hrMagazine/topContents', summary: 'The featured HR magazine articles (the top carousel)', access: 'anyone', rateLimit: null },
  hrMagazineList: { method: 'GET', path: '/api/community/hrMagazine/list', summary: 'HR magazine articles by keyword, newest first, with the total count', access: 'anyone', rateLimit: null },
  hrMagazine: { method: 'GET', path: '/api/community/hrMagazine/:id', summary: 'An HR magazine article with its body, hashtags and same-keyword articles (counts a view)', access: 'anyone', rateLimit: null, match: id },
  seniorInterviewList: { method: 'GET', path: '/api/community/seniorInterview/list', summary: 'Senior interviews by keyword and specialization, newest first, with the total count', access: 'anyone', rateLimit: null },
  seniorInterview: { method: 'GET', path: '/api/community/seniorInterview/:id', summary: 'A senior interview: cover, catchphrase, questions and answers, images (counts a view)', access: 'anyone', rateLimit: null, match: id },
  employmentNewsList: { method: 'GET', path: '/api/community/employmentNews/list', summary: 'Employment news by keyword, newest first, with the total count', access: 'anyone', rateLimit: null },
  employmentNews: { method: 'GET', path: '/api/community/employmentNews/:id', summary: 'An employment news article with its body (counts a view)', access: 'anyone', rateLimit: null, match: id },
});
