/**
 * The home's mobile popup (account-community spec, section 4): 'Do not show for a day' sets a cookie
 * that hides it for one day; 'Close' hides it for the session (sessionStorage).
 */
export const POPUP_COOKIE = 'phjobs_popup_hidden';
export const POPUP_SESSION_KEY = 'phjobs.popup.closed';
export const ONE_DAY_SECONDS = 24 * 60 * 60;

/** The cookie that hides the popup for a day (path /, SameSite=Lax). */
export function hideForADayCookie(): string {
  return `${POPUP_COOKIE}=1; Max-Age=${ONE_DAY_SECONDS}; Path=/; SameSite=Lax`;
}

/** Whether the popup is hidden: the day cookie is set, or it was closed in this session. */
export function popupHidden(cookie: string, sessionClosed: boolean): boolean {
  if (sessionClosed) return true;
  return cookie.split(';').some((part) => part.trim() === `${POPUP_COOKIE}=1`);
}
