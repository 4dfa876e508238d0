import { apiFetch } from '@phjobs/ui/api';

/** POST a sign-up; a 2xx answers like login ({ accessToken, user }) or with no token at all. */
export const postSignup = (path: string, body: Record<string, string>) => apiFetch<unknown>(path, { method: 'POST', body });
