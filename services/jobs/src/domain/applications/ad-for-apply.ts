/**
 * The ad an individual applies to, and the rules of applying that belong to the ad: it is ongoing
 * (unknown and under-review ads are 404s; ended ads, or ads past their deadline in Manila, are 409
 * 'application/ad-closed'), and it takes the method (400 on howToApplyCode otherwise).
 */
import { ALREADY_APPLIED_MESSAGE, APPLICATION_ERROR_CODES } from '@phjobs/contracts/applications';
import { APPLY_METHOD, type ApplyMethodCode } from '@phjobs/contracts/codes';
import { badRequest, conflict, notFound } from '@phjobs/service-kit/errors';
import type { Sql } from '@phjobs/service-kit/events/sql';
import { ONGOING } from '../search-job-ads.ts';

export type AdForApply = {
  jobId: number;
  companyId: string;
  companyName: string;
  title: string;
  applyMethods: string[];
  ownForm: { key: string; fileName: string } | null;
  directCustomizedInput: string | null;
};

type Row = {
  id: string;
  company_id: string;
  company_name: string;
  title: string;
  status_code: string;
  past_deadline: boolean;
  apply_methods: string[] | null;
  own_form: { key?: unknown; fileName?: unknown } | string | null;
  direct_customized_input: string | null;
};

/** The chat apply of the detail page sends Direct (018B); an ad offering Chat (0190) takes it too. */
export function offersMethod(applyMethods: readonly string[], code: ApplyMethodCode): boolean {
  return applyMethods.includes(code) || (code === '018B' && applyMethods.includes('0190'));
}

/** The date in Manila (UTC+8) of an instant, YYYY-MM-DD. */
export const manilaDate = (now: Date) => new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

/** The ad, when it is ongoing (its deadline, if any, not before today in Manila) and takes `code`; else the HttpError the caller answers. */
export async function loadAdForApply(db: Sql, jobId: number, code: ApplyMethodCode, now: Date): Promise<AdForApply> {
  const rows = await db.$queryRawUnsafe<Row[]>(
    `SELECT id::text, company_id::text, company_name, title, status_code, apply_methods, own_form, direct_customized_input,
       coalesce(deadline_date < $2::date, false) AS past_deadline
     FROM job_ad WHERE id = $1::bigint`,
    jobId,
    manilaDate(now),
  );
  const row = rows[0];
  // Ads under review are not public: as absent as unknown ones.
  if (!row || (row.status_code !== ONGOING && row.status_code !== '012D')) throw notFound('No such job ad.');
  if (row.status_code !== ONGOING || row.past_deadline) throw conflict(APPLICATION_ERROR_CODES.adClosed, 'This job ad is no longer accepting applications.');
  const applyMethods = row.apply_methods ?? [];
  if (!offersMethod(applyMethods, code)) throw badRequest('This job ad does not take this application method.', { howToApplyCode: `This job ad does not take ${APPLY_METHOD[code]} applications.` });
  const form = typeof row.own_form === 'string' ? (JSON.parse(row.own_form) as Row['own_form']) : row.own_form;
  const ownForm = form && typeof form === 'object' && typeof form.key === 'string' && form.key ? { key: form.key, fileName: typeof form.fileName === 'string' ? form.fileName : '' } : null;
  return {
    jobId: Number(row.id),
    companyId: row.company_id,
    companyName: row.company_name,
    title: row.title,
    applyMethods,
    ownForm,
    directCustomizedInput: row.direct_customized_input,
  };
}

/** Whether the member has a live (not cancelled) application to the ad. */
export async function hasLiveApplication(db: Sql, jobId: number, userId: string): Promise<boolean> {
  const rows = await db.$queryRawUnsafe<{ found: boolean }[]>(
    'SELECT EXISTS (SELECT 1 FROM application WHERE job_id = $1::bigint AND user_id = $2::bigint AND cancelled_at IS NULL) AS found',
    jobId,
    userId,
  );
  return rows[0]?.found ?? false;
}

export const alreadyApplied = () => conflict(APPLICATION_ERROR_CODES.alreadyApplied, ALREADY_APPLIED_MESSAGE);
