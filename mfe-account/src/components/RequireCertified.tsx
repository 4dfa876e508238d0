import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@phjobs/web-core/router';

/** What an identity check leads to: /myPage/userInfo/edit, /pw or /withdraw. */
export type CertifyNext = 'edit' | 'pw' | 'withdraw';

export const CERTIFY_NEXT: Record<CertifyNext, { path: string; purpose: string }> = {
  edit: { path: '/myPage/userInfo/edit', purpose: 'Step 1 of 2, before you edit your member info.' },
  pw: { path: '/myPage/userInfo/pw', purpose: 'Step 1 of 2, before you change your password.' },
  withdraw: { path: '/myPage/userInfo/withdraw', purpose: 'Step 1 of 2, before you withdraw.' },
};

export const certifyNextOf = (value: string | null): CertifyNext => (value === 'pw' || value === 'withdraw' ? value : 'edit');

/** The certify token the identity check passed along in the history state, or null. */
export const certifyTokenOf = (state: unknown): string | null =>
  state && typeof state === 'object' && 'certifyToken' in state && typeof state.certifyToken === 'string' && state.certifyToken ? state.certifyToken : null;

/**
 * Member-info edit, password change and withdrawal are two steps each (identity check first). A
 * screen reached without the certify token of step 1 (the URL typed, a bookmark, a new tab) goes
 * to the identity check, which comes back here with it. The services check the token again.
 */
export function RequireCertified({ next, children }: { next: CertifyNext; children: (certifyToken: string) => ReactNode }) {
  const location = useLocation();
  const certifyToken = certifyTokenOf(location.state);
  if (!certifyToken) return <Navigate to={`/myPage/userInfo/certify?next=${next}`} replace />;
  return <>{children(certifyToken)}</>;
}
