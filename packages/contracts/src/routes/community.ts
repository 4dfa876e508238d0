/**
 * The routes services/community serves (zod-free: remotes import it). Their schemas are in
 * ../api/community.ts under the same names; the shapes in ../community.ts.
 *
 * Declared here: the home's banners and popups, events and notices, FAQ, inquiries and reports
 * (issue 16). The member-written areas (job talk, its home list included, counseling, comments,
 * interview and job reviews, My talk) are in ./community-posts.ts; the editorial articles apart.
 */
import { defineRoutes } from '../route.ts';

export const COMMUNITY_ROUTES = defineRoutes('community', {
  // Home
  banners: { method: 'GET', path: '/api/banner', summary: 'The banners of a location (025B: the home carousel)', access: 'anyone', rateLimit: null },
  popups: { method: 'GET', path: '/api/popups', summary: 'The home popups showing now', access: 'anyone', rateLimit: null },

  // Events and notices
  eventBanners: { method: 'GET', path: '/api/event/banner', summary: "The home's event banners", access: 'anyone', rateLimit: null },
  events: { method: 'GET', path: '/api/event', summary: 'Events, notices or winner announcements, by keyword and status', access: 'anyone', rateLimit: null },
  event: { method: 'GET', path: '/api/event/:id', summary: 'An event or notice with its body', access: 'anyone', rateLimit: null, match: { id: /^\d+$/ } },

  // FAQ
  faq: { method: 'GET', path: '/api/faq', summary: 'The FAQ of a tab (individual or business), by category and keyword', access: 'anyone', rateLimit: null },

  // Inquiries (their own only) and reports
  qnaList: { method: 'GET', path: '/api/qna', summary: "The member's inquiries", access: 'member', rateLimit: null, email: true },
  qna: { method: 'GET', path: '/api/qna/:id', summary: "One of the member's inquiries with its answer", access: 'member', rateLimit: null, email: true },
  createQna: { method: 'POST', path: '/api/qna', summary: 'Submit an inquiry (or an additional inquiry on one)', access: 'member', rateLimit: null, email: true, status: 201 },
  report: { method: 'POST', path: '/api/report', summary: 'Report a job ad, a resume or a community post', access: 'member', rateLimit: null, email: true, status: 201 },
});
