import { normalizePhone } from '@phjobs/contracts/account';
import type { BusinessMemberRow } from '../../data/business-members.ts';

/**
 * Forgot Email: business and master members (not withdrawn) whose sign-up company name (any letter
 * case) or business registration number matches, and whose phone (the member's or the company's
 * given at sign-up) is this number. The company details are those given at sign-up.
 */
export async function findBusinessEmails(
  search: (company: { companyName: string | null; businessRegistrationNumber: string | null }) => Promise<BusinessMemberRow[]>,
  query: { companyName?: string; businessRegistrationNumber?: string; phoneNumber: string },
): Promise<{ email: string; companyName: string; userType: 'company' | 'master.company'; createdAt: string }[]> {
  const phone = normalizePhone(query.phoneNumber);
  const rows = await search({
    companyName: query.companyName?.trim() || null,
    businessRegistrationNumber: query.businessRegistrationNumber?.trim() || null,
  });
  return rows
    .filter((row) => [row.phone, row.signup_phone].some((p) => p !== null && normalizePhone(p) === phone))
    .map((row) => ({
      email: row.email,
      companyName: row.company_name ?? '',
      userType: row.user_type,
      createdAt: row.created_at.toISOString(),
    }));
}
