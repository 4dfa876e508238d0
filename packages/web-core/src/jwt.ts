/** Reads the `exp` claim (seconds since epoch) of a JWT without verifying it; null when unreadable. */
export function jwtExpiry(token: string | null | undefined): number | null {
  if (!token) return null;
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const claims: unknown = JSON.parse(atob(base64));
    if (claims && typeof claims === 'object' && 'exp' in claims && typeof claims.exp === 'number') return claims.exp;
    return null;
  } catch {
    return null;
  }
}

/** Milliseconds to wait before refreshing: `leadMs` before expiry, at least `minMs`. */
export function refreshDelay(expSeconds: number, nowMs: number, leadMs = 60_000, minMs = 5_000): number {
  return Math.max(minMs, expSeconds * 1000 - nowMs - leadMs);
}
