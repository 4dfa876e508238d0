import { normalizePhone } from '@phjobs/contracts/account';
import type { AccountDb } from '../../data/db.ts';

type Row = { email: string; phone: string | null; signup_phone: string | null; company_name: string | null; user_type: 'company' | 'master.company'; created_at: Date };

/**
 * Forgot Email: business and master members (not withdrawn) whose sign-up company name (any letter
 * case) or business registration number matches, and whose phone (the member's or the company's
 * given at sign-up) is this number. The company details are those given at sign-up.
 */
export async function findBusinessEmails(
  db: AccountDb,
  query: { companyName?: string; businessRegistrationNumber?: string; phoneNumber: string },
): Promise<{ email: string; companyName: string; userType: 'company' | 'master.company'; createdAt: string }[]> {
  const phone = normalizePhone(query.phoneNumber);
  const rows = await db.$queryRawUnsafe<Row[]>(
    `SELECT email, phone, business_signup->>'phoneNumber' AS signup_phone, business_signup->>'companyName' AS company_name,
            user_type::text AS user_type, created_at
       FROM "user"
      WHERE user_type IN ('company', 'master.company') AND withdrawn_at IS NULL
        AND (($1::text IS NOT NULL AND lower(business_signup->>'companyName') = lower($1))
          OR ($2::text IS NOT NULL AND upper(business_signup->>'businessRegistrationNumber') = upper($2)))
      ORDER BY created_at DESC
      LIMIT 50`,
    query.companyName?.trim() || null,
    query.businessRegistrationNumber?.trim() || null,
  );
  return rows
    .filter((row) => [row.phone, row.signup_phone].some((p) => p !== null && normalizePhone(p) === phone))
    .map((row) => ({
      email: row.email,
      companyName: row.company_name ?? '',
      userType: row.user_type,
      createdAt: row.created_at.toISOString(),
    }));
}
