import type { ReactNode } from 'react';
import { useSession } from '@phjobs/web-core/session';

/** The branch pages render nothing for users other than master companies (employer.md section 6). */
export function MasterOnly({ children }: { children: ReactNode }) {
  const userType = useSession((s) => s.user?.userType ?? null);
  return userType === 'master.company' ? <>{children}</> : null;
}
