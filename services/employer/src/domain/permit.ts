import { PERMIT_DEFAULT_YEARS, type BusinessPermit, type PermitStatusCode, type UpdatePermitRequest } from '@phjobs/contracts/company-info';
import { fileKeyOwner } from '@phjobs/contracts/media';
import type { Principal } from '@phjobs/service-kit/auth';
import { badRequest } from '@phjobs/service-kit/errors';
import type { AccountClient } from '../clients/account.ts';
import { permitOf, type ProfileStore } from './company-profile.ts';
import { loadOwnProfile, mustFind } from './member-info/profile.ts';
import { addYears, dayToDate, isCalendarDay, manilaDate } from './manila-day.ts';

const NOT_OURS = 'documentKey is not an upload of this company.';
/** The media projects a permit document may come from (media.ts UPLOAD_RULES: images and PDF). */
const PERMIT_PROJECTS = ['permit', 'company'];

/** Only a key services/media issued to this company for a permit (`permit/<id>/…` or `company/<id>/…`). */
export function checkPermitKey(principal: Principal, documentKey: string): void {
  const project = documentKey.split('/')[0] ?? '';
  if (fileKeyOwner(documentKey) !== principal.userId || !PERMIT_PROJECTS.includes(project)) throw badRequest(NOT_OURS, { documentKey: NOT_OURS });
}

/**
 * The automatic review (until the operations console takes it over): a document and dates that
 * hold today (from <= today <= to, Manila days) certify the permit (015B); anything else needs
 * certification (015C).
 */
export function reviewPermit(permit: { documentKey: string | null; from: string; to: string }, today: string): PermitStatusCode {
  return permit.documentKey && permit.from <= today && today <= permit.to ? '015B' : '015C';
}

/** The validity as given, the defaults filled in: from today, to two years after from (Manila days). */
export function permitDates(body: Pick<UpdatePermitRequest, 'businessPermitExpirationDateFrom' | 'businessPermitExpirationDateTo'>, today: string): { from: string; to: string } {
  const fromGiven = body.businessPermitExpirationDateFrom;
  const toGiven = body.businessPermitExpirationDateTo;
  if (fromGiven !== undefined && !isCalendarDay(fromGiven)) throw badRequest('Not a day.', { businessPermitExpirationDateFrom: 'Use the format YYYY-MM-DD.' });
  if (toGiven !== undefined && !isCalendarDay(toGiven)) throw badRequest('Not a day.', { businessPermitExpirationDateTo: 'Use the format YYYY-MM-DD.' });
  const from = fromGiven ?? today;
  const to = toGiven ?? addYears(from, PERMIT_DEFAULT_YEARS);
  if (to < from) throw badRequest('The end date must not be before the start date.', { businessPermitExpirationDateTo: 'The end date must not be before the start date.' });
  return { from, to };
}

/**
 * PUT /api/employer/permit: the document (an upload of this company), the validity (defaults:
 * today and two years later) and the automatic review, stored with employer.company.permit_changed
 * (services/jobs shows the 'Business Permit' badge exactly while 015B). Checked before anything is written.
 */
export async function updatePermit(
  { profiles, account, now }: { profiles: ProfileStore; account: Pick<AccountClient, 'businessSignup'>; now: () => Date },
  principal: Principal,
  body: UpdatePermitRequest,
): Promise<BusinessPermit> {
  checkPermitKey(principal, body.documentKey);
  const at = now();
  const today = manilaDate(at);
  const { from, to } = permitDates(body, today);
  const { row } = await loadOwnProfile(profiles, account, principal);
  const statusCode = reviewPermit({ documentKey: body.documentKey, from, to }, today);
  await profiles.savePermit(row.id, { statusCode, validFrom: dayToDate(from), validTo: dayToDate(to), documentKey: body.documentKey, certifiedAt: statusCode === '015B' ? at : null }, at);
  return permitOf(await mustFind(profiles, row.id));
}
