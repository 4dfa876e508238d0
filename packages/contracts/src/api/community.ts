/** The schemas of services/community's routes (../routes/community.ts), under the same names. */
import { withSchemas } from '../route-schemas.ts';
import { COMMUNITY_ROUTES } from '../routes/community.ts';

export const COMMUNITY_API = withSchemas(COMMUNITY_ROUTES, {});
