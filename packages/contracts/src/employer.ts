/**
 * Employer calls (../shared/spec/employer.md): the employer my-page profile, and the internal call
 * services/employer makes to services/jobs for the ad counts shown on it.
 */
import { z } from 'zod';
import { FILE_KEY_PATTERN } from './media.ts';

/** GET /api/employer/myPage?email= : the email is optional and, when given, must be the signed-in user's. */
export const ZEmployerMyPageQuery = z.object({ email: z.string().trim().max(254).optional() });

/** The spec's "Employer profile" (section 3). The counts link to /myPage/ad?tab=012C, 012A and 012D. */
export const ZEmployerMyPageResponse = z.object({
  companyName: z.string(),
  managerName: z.string(),
  /** Storage key of the logo (images load from the bucket by key); null when there is none. */
  logoKey: z.string().nullable(),
  /** Ads in 012C Ongoing. */
  ongoingCount: z.number().int().min(0),
  /** Ads in 012A Under Review. */
  underReviewCount: z.number().int().min(0),
  /** Ads in 012D End. */
  endCount: z.number().int().min(0),
});
export type EmployerMyPageResponse = z.infer<typeof ZEmployerMyPageResponse>;

/** Internal: GET /internal/companies/:id/ad-counts on services/jobs (x-service-token). */
export const ZCompanyAdCounts = ZEmployerMyPageResponse.pick({ ongoingCount: true, underReviewCount: true, endCount: true });
export type CompanyAdCounts = z.infer<typeof ZCompanyAdCounts>;

/** The upload projects a company logo may come from (media.ts UPLOAD_RULES): the logo picker asks `logo`. */
export const LOGO_UPLOAD_PROJECTS = ['logo', 'company'] as const;

/**
 * PUT /api/employer/myPage/updateLogoImage body: `photoKey` is a key services/media gave an upload
 * (`<project>/<userId>/<name>`, media.ts FILE_KEY_PATTERN) of the logo or company project. The
 * service also checks the key was issued to the signed-in company (400 otherwise).
 */
export const ZUpdateLogoImageRequest = z.object({
  photoKey: z
    .string({ error: 'photoKey is a required input.' })
    .trim()
    .min(1, 'photoKey is a required input.')
    .regex(FILE_KEY_PATTERN, 'Not a file key.')
    .refine((key) => (LOGO_UPLOAD_PROJECTS as readonly string[]).includes(key.split('/')[0] ?? ''), 'Upload the logo as project logo.'),
});
export type UpdateLogoImageRequest = z.infer<typeof ZUpdateLogoImageRequest>;

/** The answer of updateLogoImage and deleteLogoImage: the logo key now stored (null after delete). */
export const ZLogoImageResponse = z.object({ logoKey: z.string().nullable() });
export type LogoImageResponse = z.infer<typeof ZLogoImageResponse>;
