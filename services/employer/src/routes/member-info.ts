import type { EMPLOYER_API } from '@phjobs/contracts/api/employer';
import type { Handlers } from '@phjobs/service-kit/routes';
import type { AccountClient } from '../clients/account.ts';
import { profileStore } from '../data/company-profile.ts';
import type { EmployerDb } from '../data/db.ts';
import { getMemberInfo } from '../domain/member-info/get-member-info.ts';
import { updateMemberInfo } from '../domain/member-info/update-member-info.ts';
import { updatePermit } from '../domain/permit.ts';

/** Member information and the business permit of the signed-in company or master (401 visitors, 403 individuals and someone else's email). */
export function memberInfoHandlers({ db, account, now = () => new Date() }: { db: EmployerDb; account: AccountClient; now?: () => Date }): Handlers<typeof EMPLOYER_API, 'memberInfo' | 'updateInfo' | 'updatePermit'> {
  const profiles = profileStore(db);
  return {
    memberInfo: ({ principal }) => getMemberInfo({ profiles, account }, principal),
    updateInfo: ({ principal, body }) => updateMemberInfo({ profiles, account, now }, principal, body),
    updatePermit: ({ principal, body }) => updatePermit({ profiles, account, now }, principal, body),
  };
}
