/**
 * Calls of services/jobs (applications, scraps, one ad) and of the chat service (memo, freeze),
 * through the typed client (contracts routes/jobs.ts and routes/chat.ts).
 */
import { CHAT_ROUTES } from '@phjobs/contracts/routes/chat';
import { JOBS_ROUTES } from '@phjobs/contracts/routes/jobs';
import { call } from '@phjobs/web-core/client';
import { useSession } from '@phjobs/web-core/session';

export const getMyApplications = (query: Record<string, string | number | undefined>, signal?: AbortSignal) => call(JOBS_ROUTES.myApplications, { query, signal });

/** Cancel: the route cancelApplication (PUT, the application's id) with howToApplyCode. */
export const cancelApplication = (applicationId: number, howToApplyCode: string | null) =>
  call(JOBS_ROUTES.cancelApplication, { params: { id: applicationId }, body: { howToApplyCode }, email: false });

export const getScraps = (pageNo: number, signal?: AbortSignal) => call(JOBS_ROUTES.scrapList, { query: { pageUnit: 10, pageNo }, signal });

export const getJobAd = (jobId: number | string, signal?: AbortSignal) => call(JOBS_ROUTES.jobAd, { params: { id: jobId }, signal });

/** The chat service: freeze the chat of a cancelled chat application. */
export const freezeChat = (jobId: number, userId: number | string) => call(CHAT_ROUTES.freezeChat, { body: { job_id: jobId, user_id: userId }, email: false });

/** The chat service: save a memo (encoded); only status 200 counts. */
export async function saveMemo(chatUrl: string | null, applicationId: number, encodedMemo: string): Promise<boolean> {
  const token = useSession.getState().accessToken;
  try {
    const res = await fetch(CHAT_ROUTES.saveMemo.path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ chat_url: chatUrl, applicationId, memo: encodedMemo }),
    });
    return res.status === 200;
  } catch {
    return false;
  }
}

/** The count of a list answer (resultListCount), null when the answer has none. */
export const totalOf = (answer: { resultListCount?: number } | null | undefined): number | null => (typeof answer?.resultListCount === 'number' ? answer.resultListCount : null);
