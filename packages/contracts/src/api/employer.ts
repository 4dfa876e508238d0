/** The schemas of services/employer's routes (../routes/employer.ts), under the same names. */
import { ZEmployerMyPageQuery, ZEmployerMyPageResponse } from '../employer.ts';
import { withSchemas } from '../route-schemas.ts';
import { EMPLOYER_ROUTES } from '../routes/employer.ts';

export const EMPLOYER_API = withSchemas(EMPLOYER_ROUTES, {
  employerMyPage: { query: ZEmployerMyPageQuery, response: ZEmployerMyPageResponse },
});
