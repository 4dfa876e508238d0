/**
 * Who sees the talent pages (employer.md section 6): company and master users always; an
 * individual only while one of their resumes is published (GET /api/resume/myResumes); visitors
 * and other individuals see the 'Position proposal' page.
 */
import { isCompanyType, useSession } from '@phjobs/web-core/session';
import { useApiQuery } from '@phjobs/web-core/query';
import { fetchHasPublishedResume } from '../api/talent';

export type TalentAccess = 'loading' | 'business' | 'published' | 'proposal';

export function useTalentAccess(): { access: TalentAccess; authType: string } {
  const status = useSession((s) => s.status);
  const user = useSession((s) => s.user);
  const individual = user?.userType === 'individual';
  const published = useApiQuery(['talent', 'hasPublishedResume', user?.email ?? ''], (signal) => fetchHasPublishedResume(signal), { enabled: individual });
  const authType = user?.userType ?? '';
  if (status !== 'ready') return { access: 'loading', authType };
  if (isCompanyType(user?.userType)) return { access: 'business', authType };
  if (!individual) return { access: 'proposal', authType };
  if (published.status === 'success' || (published.data !== null && published.data !== undefined)) return { access: published.data ? 'published' : 'proposal', authType };
  if (published.status === 'error') return { access: 'proposal', authType };
  return { access: 'loading', authType };
}
