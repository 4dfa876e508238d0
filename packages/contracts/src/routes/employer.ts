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
});
