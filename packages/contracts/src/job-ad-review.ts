/**
 * The automatic review of job ads (issue 12 'Ad lifecycle'): the tables it checks against. The
 * reviewer itself is services/jobs `domain/review-job-ad.ts`; the employer sees its reasons
 * (`ZReviewReason` of ./job-ad-form.ts) on a refused ad.
 *
 * 1. Minimum wage: the daily minimum of the wage order in force in the ad's region on the posting
 *    day (Manila date), converted to the ad's salary unit (MINIMUM_WAGE_FACTORS).
 * 2. No age, gender, marital-status or appearance limits (RA 10911, the Anti-Age Discrimination in
 *    Employment Act; Labor Code art. 133-135 and RA 9710 on women): DISCRIMINATORY_PHRASES.
 * 3. No placement, training or other fee asked of applicants: FEE_PHRASES.
 */

/** PSGC region codes (./regions.ts REGIONS; PROVINCE_REGION maps a province to its region). */
export type WageOrder = {
  /** PSGC region code. */
  region: string;
  /** The wage order (and tranche) that set the rate. */
  order: string;
  /** YYYY-MM-DD: the first day the rate is due. */
  effective: string;
  /** PHP a day, non-agriculture. Where a region has area or size tiers: its LOWEST non-agriculture rate. */
  nonAgriculture: number;
  /** PHP a day, agriculture (NCR also: retail/service with 15 or fewer workers, manufacturing with fewer than 10). */
  agriculture: number;
  source: string;
};

/**
 * Daily minimum wages by region and effective date. Regions with area or establishment-size tiers
 * are kept at their lowest non-agriculture rate: the reviewer refuses only an amount that is below
 * every rate lawful somewhere in the region (it does not know the city's class or the company's
 * size). Where a figure could not be established from a source, the region keeps its latest known
 * one, noted so in `source`. Update this table when a board issues a new order.
 */
export const WAGE_ORDERS: readonly WageOrder[] = [
  // NCR (exact orders)
  { region: '1300000000', order: 'Wage Order NCR-24', effective: '2023-07-16', nonAgriculture: 610, agriculture: 573, source: 'RTWPB-NCR, Wage Order No. NCR-24 (rappler.com minimum wage tracker)' },
  { region: '1300000000', order: 'Wage Order NCR-25', effective: '2024-07-17', nonAgriculture: 645, agriculture: 608, source: 'RTWPB-NCR, Wage Order No. NCR-25, affirmed by NWPC 2024-06-28' },
  { region: '1300000000', order: 'Wage Order NCR-26', effective: '2025-07-18', nonAgriculture: 695, agriculture: 658, source: 'DOLE statement on Wage Order No. NCR-26 (SunStar, 2025)' },
  // CAR
  { region: '1400000000', order: 'latest RB-CAR order (2024)', effective: '2024-12-31', nonAgriculture: 470, agriculture: 470, source: 'hipstaff.asia regional table (Dec 2025): CAR 470; exact order and date not established, kept as in force by 2024-12-31' },
  // Region I
  { region: '0100000000', order: 'Wage Order RB1-23', effective: '2024-11-07', nonAgriculture: 435, agriculture: 435, source: 'hipstaff.asia regional table (Dec 2025): Region I 435-468 from 2024-11-07 (lowest tier kept)' },
  // Region II
  { region: '0200000000', order: 'latest RTWPB-II order (2024)', effective: '2024-05-20', nonAgriculture: 450, agriculture: 430, source: 'pisowise.com regional table: Region II 450 / 430 from 2024-05-20' },
  // Region III
  { region: '0300000000', order: 'Wage Order RBIII-26, first tranche', effective: '2025-10-30', nonAgriculture: 475, agriculture: 475, source: 'hipstaff.asia regional table (Dec 2025): Region III 475-570 from 2025-10-30 (lowest tier kept)' },
  // Region IV-A
  { region: '0400000000', order: 'Wage Order IVA-20', effective: '2023-09-24', nonAgriculture: 385, agriculture: 385, source: 'RTWPB IV-A Wage Order No. IVA-20 (theinsidernews.info): 385-520' },
  { region: '0400000000', order: 'Wage Order IVA-22, first tranche', effective: '2025-10-05', nonAgriculture: 508, agriculture: 508, source: 'DOLE on Wage Order No. IVA-22 (tranches 2025-10-05 and 2026-04-01): 508-600, lowest tier kept' },
  // MIMAROPA
  { region: '1700000000', order: 'latest RTWPB-MIMAROPA order (2024)', effective: '2024-12-31', nonAgriculture: 404, agriculture: 404, source: 'hipstaff.asia regional table (Dec 2025): MIMAROPA 404-430; exact date not established' },
  // Region V
  { region: '0500000000', order: 'latest RTWPB-V order (2024)', effective: '2024-12-31', nonAgriculture: 410, agriculture: 410, source: 'hipstaff.asia regional table (Dec 2025): Region V 410-450; exact date not established' },
  // Region VI
  { region: '0600000000', order: 'latest RBVI order (2025)', effective: '2025-11-19', nonAgriculture: 550, agriculture: 520, source: 'hipstaff.asia regional table (Dec 2025): Region VI 550, agriculture 520-525, from 2025-11-19' },
  // Negros Island Region: its provinces came from Regions VI and VII (RA 12000, 2024); no order of its own established.
  { region: '1800000000', order: 'orders of Regions VI and VII (no NIR order established)', effective: '2024-12-31', nonAgriculture: 453, agriculture: 453, source: 'latest known: the lower of Region VI and VII rates in 2024 (Region VII lowest tier 453)' },
  // Region VII
  { region: '0700000000', order: 'latest RBVII order (2024)', effective: '2024-12-31', nonAgriculture: 453, agriculture: 453, source: 'hipstaff.asia regional table (Dec 2025): Region VII 453-501; exact date not established' },
  // Region VIII
  { region: '0800000000', order: 'latest RTWPB-VIII order (2024)', effective: '2024-12-31', nonAgriculture: 405, agriculture: 405, source: 'hipstaff.asia regional table (Dec 2025): Region VIII 405-435; exact date not established' },
  // Region IX
  { region: '0900000000', order: 'latest RTWPB-IX order (2024)', effective: '2024-12-31', nonAgriculture: 401, agriculture: 401, source: 'hipstaff.asia regional table (Dec 2025): Region IX 401-414; a new order was under consultation' },
  // Region X
  { region: '1000000000', order: 'latest RX order', effective: '2025-01-12', nonAgriculture: 461, agriculture: 461, source: 'hipstaff.asia regional table (Dec 2025): Region X 461 from 2025-01-12' },
  // Region XI
  { region: '1100000000', order: 'latest RB-XI order', effective: '2025-03-07', nonAgriculture: 510, agriculture: 510, source: 'hipstaff.asia regional table (Dec 2025): Region XI 510 from 2025-03-07' },
  // Region XII
  { region: '1200000000', order: 'latest RTWPB-XII order, first tranche', effective: '2025-11-02', nonAgriculture: 460, agriculture: 460, source: 'Grant Thornton PH on the Region XII order (tranches 2025-11-02, 2025-12-15); hipstaff.asia 460' },
  // Caraga
  { region: '1600000000', order: 'Wage Order RXIII-19, first tranche', effective: '2025-01-02', nonAgriculture: 415, agriculture: 415, source: 'BusinessWorld 2024-12-16 on Wage Order No. RXIII-19' },
  { region: '1600000000', order: 'Wage Order RXIII-19, second tranche', effective: '2025-05-01', nonAgriculture: 435, agriculture: 435, source: 'Manila Bulletin 2025-05-01 on Wage Order No. RXIII-19' },
  { region: '1600000000', order: 'Wage Order RXIII-20, first tranche', effective: '2026-01-03', nonAgriculture: 455, agriculture: 455, source: 'vismin.ph 2026 on Wage Order No. RXIII-20' },
  { region: '1600000000', order: 'Wage Order RXIII-20, second tranche', effective: '2026-05-01', nonAgriculture: 475, agriculture: 475, source: 'vismin.ph 2026 on Wage Order No. RXIII-20' },
  // BARMM
  { region: '1900000000', order: 'latest BARMM order (2024)', effective: '2024-12-31', nonAgriculture: 316, agriculture: 316, source: 'hipstaff.asia regional table (Dec 2025): BARMM 316-361; exact date not established' },
];

/**
 * The wage order in force in a region on a day (YYYY-MM-DD, a Manila date), or undefined when the
 * table has none yet. Used by the jobs reviewer and by the campaign pages of mfe-community.
 */
export function wageOrderInForce(regionCode: string, day: string): WageOrder | undefined {
  let found: WageOrder | undefined;
  for (const order of WAGE_ORDERS) {
    if (order.region === regionCode && order.effective <= day && (!found || order.effective > found.effective)) found = order;
  }
  return found;
}

/**
 * The daily minimum converted to an ad's salary unit (010A hour .. 010D month); 010E project and
 * 010F negotiable are not checked. Weekly: 5 days, the lowest lawful week. Monthly: daily x 261 / 12,
 * DOLE's factor for workers on a 5-day week (the lowest monthly equivalent).
 */
export const MINIMUM_WAGE_FACTORS: Readonly<Record<string, number>> = {
  '010A': 1 / 8,
  '010B': 1,
  '010C': 5,
  '010D': 261 / 12,
};

export const SALARY_UNIT_WORDS: Readonly<Record<string, string>> = { '010A': 'an hour', '010B': 'a day', '010C': 'a week', '010D': 'a month' };

/**
 * Specializations paid at the agriculture rate. The taxonomy (./taxonomy.ts) has no agricultural
 * specialization, so every ad is checked against the non-agriculture rate (the higher one): the
 * reviewer cannot tell a small retail shop (NCR's lower rate) from a large one.
 */
export const AGRICULTURAL_SPECIALIZATIONS: ReadonlySet<string> = new Set<string>();

/**
 * Phrases that limit applicants by age, gender, marital status or appearance. Matched as whole
 * words (case-insensitive, any run of spaces or hyphens between words) in the title and the
 * description. A lone 'single' or 'height' is not matched: 'single-day payment' and 'work at
 * height' are innocent; the marital or body requirement is matched in its phrases.
 */
export const DISCRIMINATORY_PHRASES: readonly { pattern: string; kind: 'age' | 'gender' | 'marital status' | 'appearance' }[] = [
  // age (RA 10911)
  { pattern: String.raw`age\s*(?:limit\s*)?:?\s*\d{2}\s*(?:-|to|–)\s*\d{2}`, kind: 'age' },
  { pattern: String.raw`\d{2}\s*(?:-|to|–)\s*\d{2}\s*(?:years?|yrs?)\s*old`, kind: 'age' },
  { pattern: String.raw`(?:below|under|not\s+older\s+than|not\s+over|above|over|at\s+least|not\s+younger\s+than)\s+\d{2}\s*(?:years?|yrs?)(?:\s*old|\s+of\s+age)?`, kind: 'age' },
  { pattern: String.raw`(?:maximum|max\.?|minimum|min\.?)\s+age`, kind: 'age' },
  { pattern: String.raw`age\s+(?:requirement|limit)`, kind: 'age' },
  { pattern: String.raw`(?:young|younger)\s+(?:applicants?|candidates?|workers?|people)`, kind: 'age' },
  { pattern: String.raw`fresh\s+and\s+young`, kind: 'age' },
  // gender
  { pattern: String.raw`(?:male|female|men|women|man|woman|boys?|girls?|ladies|gents)\s+only`, kind: 'gender' },
  { pattern: String.raw`only\s+(?:male|female|men|women|ladies)`, kind: 'gender' },
  { pattern: String.raw`(?:must|should)\s+be\s+(?:a\s+)?(?:male|female|man|woman)`, kind: 'gender' },
  { pattern: String.raw`(?:male|female)\s+(?:applicants?|candidates?)\s+(?:only|preferred)`, kind: 'gender' },
  { pattern: String.raw`preferably\s+(?:male|female)`, kind: 'gender' },
  // marital status
  { pattern: String.raw`(?:must|should)\s+be\s+single`, kind: 'marital status' },
  { pattern: String.raw`single\s+(?:applicants?|candidates?|women|men|ladies)\s+only`, kind: 'marital status' },
  { pattern: String.raw`single\s+only`, kind: 'marital status' },
  { pattern: String.raw`not\s+married`, kind: 'marital status' },
  { pattern: String.raw`unmarried`, kind: 'marital status' },
  { pattern: String.raw`no\s+(?:kids|children)`, kind: 'marital status' },
  { pattern: String.raw`(?:civil|marital)\s+status\s*:?\s*single`, kind: 'marital status' },
  // appearance
  { pattern: String.raw`pleasing\s+personality`, kind: 'appearance' },
  { pattern: String.raw`(?:with\s+)?good\s+looks?`, kind: 'appearance' },
  { pattern: String.raw`good[\s-]+looking`, kind: 'appearance' },
  { pattern: String.raw`(?:must|should)\s+be\s+(?:attractive|pretty|handsome|beautiful|slim|physically\s+fit)`, kind: 'appearance' },
  { pattern: String.raw`(?:attractive|presentable)\s+(?:appearance|looks?)`, kind: 'appearance' },
  { pattern: String.raw`height\s*(?:requirement|of|:|at\s+least|must\s+be)?\s*(?:at\s+least\s+)?\d+(?:['’]\s*\d{1,2}["”]?|\s*(?:cm|ft|feet|m))`, kind: 'appearance' },
  { pattern: String.raw`(?:minimum|min\.?)\s+height`, kind: 'appearance' },
  { pattern: String.raw`(?:with|has|have)\s+(?:a\s+)?(?:fair|white|flawless)\s+skin`, kind: 'appearance' },
  { pattern: String.raw`no\s+(?:tattoos?|visible\s+tattoos?)\s+and\s+(?:slim|attractive)`, kind: 'appearance' },
];

/** Fees asked of applicants (the Labor Code and DOLE rules: no fee for local employment). Matched as whole words. */
export const FEE_PHRASES: readonly string[] = [
  String.raw`placement\s+fees?`,
  String.raw`training\s+fees?`,
  String.raw`processing\s+fees?`,
  String.raw`application\s+fees?`,
  String.raw`registration\s+fees?`,
  String.raw`medical\s+fees?\s+(?:to\s+be\s+)?(?:paid|shouldered)\s+by\s+(?:the\s+)?applicants?`,
  String.raw`pay\s+for\s+(?:the\s+|your\s+)?(?:uniforms?|training|id|kit|starter\s+kit)`,
  String.raw`(?:cash\s+)?(?:deposit|bond)\s+(?:is\s+)?(?:required|needed)`,
  String.raw`(?:required|refundable)\s+(?:cash\s+)?deposit`,
  String.raw`(?:uniform|id|kit)\s+fees?`,
];

export const REVIEW_CODES = { minimumWage: 'review/minimum-wage', discrimination: 'review/discrimination', fee: 'review/fee', deadline: 'review/deadline-passed' } as const;
