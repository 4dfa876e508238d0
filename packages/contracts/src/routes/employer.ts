/**
 * The routes services/employer serves (zod-free: remotes import it). Their schemas are in
 * ../api/employer.ts under the same names.
 */
import { defineRoutes } from '../route.ts';

export const EMPLOYER_ROUTES = defineRoutes('employer', {
  employerMyPage: {
    method: 'GET',
    path: '/api/employer/myPage',
    summary: 'The company my-page: profile and ad counts',
    access: ['company', 'master.company'],
    rateLimit: null,
    email: true,
  },
  updateLogoImage: { method: 'PUT', path: '/api/employer/myPage/updateLogoImage', summary: "Set the company's logo (a key of a media upload of the company)", access: ['company', 'master.company'], rateLimit: null, email: true },
  deleteLogoImage: { method: 'DELETE', path: '/api/employer/myPage/deleteLogoImage', summary: "Remove the company's logo", access: ['company', 'master.company'], rateLimit: null, email: true },
});
