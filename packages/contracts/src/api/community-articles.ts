/** The schemas of the editorial routes of services/community (../routes/community-articles.ts), under the same names. */
import {
  ZArticleDetail,
  ZArticleIdParam,
  ZArticleListQuery,
  ZArticleListResponse,
  ZArticleTopResponse,
  ZJobStoryListQuery,
  ZNewsDetail,
  ZNewsListResponse,
  ZSeniorInterviewDetail,
  ZSeniorInterviewListQuery,
  ZSeniorInterviewListResponse,
} from '../community-articles.ts';
import { withSchemas } from '../route-schemas.ts';
import { COMMUNITY_ARTICLE_ROUTES } from '../routes/community-articles.ts';

export const COMMUNITY_ARTICLE_API = withSchemas(COMMUNITY_ARTICLE_ROUTES, {
  jobStoryTop: { response: ZArticleTopResponse },
  jobStoryList: { query: ZJobStoryListQuery, response: ZArticleListResponse },
  jobStory: { params: ZArticleIdParam, response: ZArticleDetail, errors: { 404: 'No such job story.' } },
  hrMagazineTop: { response: ZArticleTopResponse },
  hrMagazineList: { query: ZArticleListQuery, response: ZArticleListResponse },
  hrMagazine: { params: ZArticleIdParam, response: ZArticleDetail, errors: { 404: 'No such HR magazine article.' } },
  seniorInterviewList: { query: ZSeniorInterviewListQuery, response: ZSeniorInterviewListResponse },
  seniorInterview: { params: ZArticleIdParam, response: ZSeniorInterviewDetail, errors: { 404: 'No such senior interview.' } },
  employmentNewsList: { query: ZArticleListQuery, response: ZNewsListResponse },
  employmentNews: { params: ZArticleIdParam, response: ZNewsDetail, errors: { 404: 'No such news article.' } },
});
