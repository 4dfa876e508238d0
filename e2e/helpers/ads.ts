import { expect, type APIRequestContext } from '@playwright/test';

type Card = { jobId: number; title: string };
type Detail = { title: string; comapnyName: string; applyList: string[] };
type ApplicationData = { companyOwnForm: { key: string; fileName: string } | null };

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** Ongoing ads, newest first, as POST /api/jobAds/allJobs lists them. */
async function listAds(request: APIRequestContext, pageNo: number, pageUnit = 50): Promise<Card[]> {
  const res = await request.post(`/api/jobAds/allJobs?pageUnit=${pageUnit}&pageNo=${pageNo}&orderKey=createdAt`, { data: {} });
  expect(res.status(), 'POST /api/jobAds/allJobs').toBe(200);
  return ((await res.json()) as { list: Card[] }).list;
}

async function detailOf(request: APIRequestContext, id: number): Promise<Detail> {
  const res = await request.get(`/api/jobAds/${id}`);
  expect(res.status(), `GET /api/jobAds/${id}`).toBe(200);
  return (await res.json()) as Detail;
}

/** Ads the member has applied to (GET /api/application/myApplications), empty when that call fails. */
export async function appliedAdIds(request: APIRequestContext, token: string): Promise<Set<number>> {
  const res = await request.get('/api/application/myApplications?howToApply=all&pageUnit=100&pageNo=1', { headers: auth(token) });
  if (!res.ok()) return new Set();
  return new Set(((await res.json()) as { list: { jobId: number }[] }).list.map((row) => row.jobId));
}

export type FoundAd = { id: number; title: string; companyName: string };

/**
 * The `skip`-th ongoing ad (newest first) that offers `method` (an apply code such as '018A') and
 * passes `accept`, leaving out the ads in `exclude`. Mobile and desktop runs share one stack, so
 * each run asks for a different `skip` rather than applying to the same ad.
 */
export async function findAd(
  request: APIRequestContext,
  { method, exclude = new Set<number>(), skip = 0, accept }: { method: string; exclude?: Set<number>; skip?: number; accept?: (id: number) => Promise<boolean> },
): Promise<FoundAd> {
  let left = skip;
  for (let pageNo = 1; pageNo <= 6; pageNo++) {
    for (const card of await listAds(request, pageNo)) {
      if (exclude.has(card.jobId)) continue;
      const ad = await detailOf(request, card.jobId);
      if (!ad.applyList.includes(method)) continue;
      if (accept && !(await accept(card.jobId))) continue;
      if (left-- > 0) continue;
      return { id: card.jobId, title: ad.title, companyName: ad.comapnyName };
    }
  }
  throw new Error(`no ongoing ad offers ${method}`);
}

/** Whether the Email application of the ad has a company's own form (GET /api/application/{id}?applyType=email). */
export async function hasOwnForm(request: APIRequestContext, token: string, id: number): Promise<boolean> {
  const res = await request.get(`/api/application/${id}?applyType=email`, { headers: auth(token) });
  expect(res.status(), `GET /api/application/${id}?applyType=email`).toBe(200);
  return ((await res.json()) as ApplicationData).companyOwnForm !== null;
}
