/**
 * Employer calls (../shared/spec/employer.md): the employer my-page profile, and the internal call
 * services/employer makes to services/jobs for the ad counts shown on it.
 */
import { z } from 'zod';

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
