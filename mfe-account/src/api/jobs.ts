/** Calls of services/jobs (applications, scraps, one ad) and of the chat service (memo, freeze). */
import type { CancelApplicationResponse, MyApplicationsResponse } from '@phjobs/contracts/applications';
import type { JobAdDetail, ScrapListResponse } from '@phjobs/contracts/jobs';
import { apiFetch } from '@phjobs/web-core/api';
import { useSession } from '@phjobs/web-core/session';

export const getMyApplications = (query: Record<string, string | number | undefined>, signal?: AbortSignal) =>
  apiFetch<MyApplicationsResponse>('/api/application/myApplications', { query, withEmail: true, signal });

/** Cancel: PUT /api/application/{applicationId} with howToApplyCode. */
export const cancelApplication = (applicationId: number, howToApplyCode: string | null) =>
  apiFetch<CancelApplicationResponse>(`/api/application/${applicationId}`, { method: 'PUT', body: { howToApplyCode } });

export const getScraps = (pageNo: number, signal?: AbortSignal) => apiFetch<ScrapListResponse>('/api/jobAds/scrap', { query: { pageUnit: 10, pageNo }, withEmail: true, signal });

export const getJobAd = (jobId: number | string, signal?: AbortSignal) => apiFetch<JobAdDetail>(`/api/jobAds/${jobId}`, { withEmail: true, signal });

/** The chat service: freeze the chat of a cancelled chat application. */
export const freezeChat = (jobId: number, userId: number | string) => apiFetch<unknown>('/chats/freeze', { method: 'POST', body: { job_id: jobId, user_id: userId } });

/** The chat service: save a memo (encoded); only status 200 counts. */
export async function saveMemo(chatUrl: string | null, applicationId: number, encodedMemo: string): Promise<boolean> {
  const token = useSession.getState().accessToken;
  try {
    const res = await fetch('/chats/memo', {
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
