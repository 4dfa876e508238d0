/**
 * The routes services/community serves (zod-free: remotes import it). None yet: its paths are
 * reserved for it in reserved.ts until its routes are declared here.
 */
import { defineRoutes } from '../route.ts';

export const COMMUNITY_ROUTES = defineRoutes('community', {});
