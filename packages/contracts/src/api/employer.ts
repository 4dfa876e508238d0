/** The schemas of services/employer's routes (../routes/employer.ts), under the same names. */
import { ZEmployerMyPageQuery, ZEmployerMyPageResponse, ZLogoImageResponse, ZUpdateLogoImageRequest } from '../employer.ts';
import { withSchemas } from '../route-schemas.ts';
import { EMPLOYER_ROUTES } from '../routes/employer.ts';

export const EMPLOYER_API = withSchemas(EMPLOYER_ROUTES, {
  employerMyPage: { query: ZEmployerMyPageQuery, response: ZEmployerMyPageResponse },
  updateLogoImage: { query: ZEmployerMyPageQuery, body: ZUpdateLogoImageRequest, response: ZLogoImageResponse, errors: { 400: 'photoKey is not an upload of this company.' } },
  deleteLogoImage: { query: ZEmployerMyPageQuery, response: ZLogoImageResponse },
});
