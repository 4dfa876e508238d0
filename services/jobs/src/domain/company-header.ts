/**
 * The company name and logo an ad carries (copies: services/employer owns the profile). The
 * company's latest ad has the newest copy; a company's first ad takes the name it signed up with
 * (services/account); without either, the ad is written under 'Company'.
 */
export type CompanyHeader = { companyName: string; logoKey: string | null };

export async function companyHeaderFor(
  companyId: string,
  sources: { latestOfCompany(companyId: string): Promise<CompanyHeader | null>; signupName(companyId: string): Promise<string | null> },
): Promise<CompanyHeader> {
  const latest = await sources.latestOfCompany(companyId);
  if (latest) return latest;
  const name = await sources.signupName(companyId).catch(() => null);
  return { companyName: name?.trim() || 'Company', logoKey: null };
}
