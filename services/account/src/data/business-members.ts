/** Business and master members found by what they gave at sign-up (user.business_signup). */
import type { AccountDb } from './db.ts';

export type BusinessMemberRow = { email: string; phone: string | null; signup_phone: string | null; company_name: string | null; user_type: 'company' | 'master.company'; created_at: Date };

/**
 * Business and master members (not withdrawn) whose sign-up company name (any letter case) or
 * business registration number is this one, newest first, at most 50.
 */
export function businessMembersByCompany(db: AccountDb, query: { companyName: string | null; businessRegistrationNumber: string | null }): Promise<BusinessMemberRow[]> {
  return db.$queryRawUnsafe<BusinessMemberRow[]>(
    `SELECT email, phone, business_signup->>'phoneNumber' AS signup_phone, business_signup->>'companyName' AS company_name,
            user_type::text AS user_type, created_at
       FROM "user"
      WHERE user_type IN ('company', 'master.company') AND withdrawn_at IS NULL
        AND (($1::text IS NOT NULL AND lower(business_signup->>'companyName') = lower($1))
          OR ($2::text IS NOT NULL AND upper(business_signup->>'businessRegistrationNumber') = upper($2)))
      ORDER BY created_at DESC
      LIMIT 50`,
    query.companyName,
    query.businessRegistrationNumber,
  );
}
