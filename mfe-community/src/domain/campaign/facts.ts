/**
 * The facts of the campaign pages (/campaign and /campaign/wage|benefit|tax|laborCode), in one place,
 * each with the source it comes from. Zod-free plain data: the screens render it, the calculators
 * (./pay.ts, ./tax.ts) compute from it, the tests check it hangs together.
 *
 * The minimum wage in force comes from the wage-order table the jobs reviewer uses
 * (`WAGE_ORDERS` of @phjobs/contracts/job-ad-review): update that table when a board issues a new
 * order and these pages follow. The spec's own figures (account-community spec, 'Campaign facts')
 * are kept below as the history they are.
 */
import { WAGE_ORDERS, type WageOrder } from '@phjobs/contracts/job-ad-review';

export type Source = { id: string; title: string; url?: string };

/** Every source named on the pages; a fact points at one by id. */
export const SOURCES = {
  laborCode: { id: 'laborCode', title: 'Labor Code of the Philippines (Presidential Decree No. 442, as amended), articles as renumbered by DOLE Department Advisory No. 01, series of 2015', url: 'https://www.dole.gov.ph' },
  doleHandbook: { id: 'doleHandbook', title: "DOLE Bureau of Working Conditions, Handbook on Workers' Statutory Monetary Benefits (premium pay rates; the 313 and 261 monthly factors)", url: 'https://bwc.dole.gov.ph' },
  ra6727: { id: 'ra6727', title: 'Republic Act No. 6727 (Wage Rationalization Act, 1989): regional wage boards set minimum wages by wage order' },
  ra8188: { id: 'ra8188', title: 'Republic Act No. 8188 (1996): penalties and double indemnity for not paying the prescribed wage increases' },
  ncr23: { id: 'ncr23', title: 'RTWPB-NCR Wage Order No. NCR-23 (effective 2022-06-04): PHP 570 non-agriculture, PHP 533 agriculture and small retail, service and manufacturing' },
  nwpc: { id: 'nwpc', title: 'National Wages and Productivity Commission: current regional daily minimum wage rates', url: 'https://nwpc.dole.gov.ph' },
  ra10963: { id: 'ra10963', title: 'Republic Act No. 10963 (TRAIN Law, 2017), amending Section 24(A)(2)(a) of the National Internal Revenue Code: the graduated income tax rates for 2018-2022 and from 2023', url: 'https://www.bir.gov.ph' },
  ra9504: { id: 'ra9504', title: 'Republic Act No. 9504 (2008): minimum wage earners exempt from income tax on their statutory minimum wage, holiday, overtime, night shift differential and hazard pay' },
  ra11199: { id: 'ra11199', title: 'Republic Act No. 11199 (Social Security Act of 2018) and SSS Circular No. 2024-006 (contribution schedule from January 2025)', url: 'https://www.sss.gov.ph' },
  ra11223: { id: 'ra11223', title: 'Republic Act No. 11223 (Universal Health Care Act, 2019), Section 10, and PhilHealth Advisory No. 2025-0002 (premium rate for 2025)', url: 'https://www.philhealth.gov.ph' },
  ra9679: { id: 'ra9679', title: 'Republic Act No. 9679 (Home Development Mutual Fund Law of 2009) and Pag-IBIG Fund Circular No. 460 (maximum fund salary of PHP 10,000 from February 2024)', url: 'https://www.pagibigfund.gov.ph' },
  pd851: { id: 'pd851', title: 'Presidential Decree No. 851 (13th-Month Pay Law, 1975) and the Revised Guidelines on the Implementation of the 13th-Month Pay Law (1987)' },
  ra7641: { id: 'ra7641', title: 'Republic Act No. 7641 (Retirement Pay Law, 1992), now Article 302 of the Labor Code' },
  leaves: { id: 'leaves', title: 'Republic Act No. 11210 (105-Day Expanded Maternity Leave Law, 2019); Republic Act No. 8187 (Paternity Leave Act of 1996); Republic Act No. 8972 as amended by Republic Act No. 11861 (Expanded Solo Parents Welfare Act, 2022)' },
  spec: { id: 'spec', title: 'The earlier version of these pages (account-community spec, "Campaign facts")' },
} as const satisfies Record<string, Source>;

export type SourceId = keyof typeof SOURCES;

/* ------------------------------------------------------------------ minimum wage */

/** PSGC code of the National Capital Region (Metro Manila). */
export const NCR = '1300000000';

/** Who is paid the lower NCR rate (the wage orders' own wording, shortened). */
export const NCR_LOWER_RATE_SECTORS = 'Agriculture (plantation and non-plantation), retail and service establishments with 15 or fewer workers, and manufacturing with fewer than 10 workers';

/**
 * NCR's wage orders from the spec's time to today: NCR-23 (the spec's sector table, 570 / 533) and
 * the orders of the jobs reviewer's table. Oldest first.
 */
export const NCR_WAGE_ORDERS: readonly WageOrder[] = [
  { region: NCR, order: 'Wage Order NCR-23', effective: '2022-06-04', nonAgriculture: 570, agriculture: 533, source: SOURCES.ncr23.title },
  ...WAGE_ORDERS.filter((o) => o.region === NCR).sort((a, b) => a.effective.localeCompare(b.effective)),
];

/** The figures the campaign page first showed (the spec). History: no longer in force. */
export const SPEC_WAGE_FIGURES = {
  daily: 577,
  hourly: 72.125,
  weekly: 3462,
  monthly: 15074,
  workDaysPerWeek: 6,
  sectors: { nonAgriculture: 570, agriculture: 533 },
  source: 'spec' as SourceId,
} as const;

/** RA 8188, section 1: the penalty on an employer who does not pay the prescribed wage. */
export const WAGE_PENALTY = {
  fineMin: 25_000,
  fineMax: 100_000,
  prisonYearsMin: 2,
  prisonYearsMax: 4,
  text: 'A fine of PHP 25,000 to PHP 100,000, or imprisonment of 2 to 4 years, or both, at the discretion of the court. The employer must also pay the worker twice the unpaid amount (double indemnity).',
  source: 'ra8188' as SourceId,
} as const;

/* ------------------------------------------------------------------ pay from a daily wage */

/**
 * The work weeks the pay calculator offers and DOLE's factor for each (Handbook on Workers'
 * Statutory Monetary Benefits): the paid days of a year, used for the estimated equivalent monthly
 * rate = daily rate x factor / 12. 313 = 365 minus 52 unpaid rest days (6-day week); 261 = 365
 * minus 104 unpaid rest days (5-day week). Regular holidays are paid days in both.
 */
export const WORK_WEEKS = [
  { id: '6', label: '6 days a week (factor 313)', daysPerWeek: 6, yearFactor: 313 },
  { id: '5', label: '5 days a week (factor 261)', daysPerWeek: 5, yearFactor: 261 },
] as const;
export type WorkWeekId = (typeof WORK_WEEKS)[number]['id'];

/** Normal hours of work a day (Labor Code art. 83). */
export const HOURS_PER_DAY = 8;

/* ------------------------------------------------------------------ income tax */

/**
 * One bracket of the graduated table: tax = base + rate% of the excess over `over`, for an income
 * over `over` and not over `notOver` (null: no upper limit). Amounts in PHP a year.
 */
export type TaxBracket = { over: number; notOver: number | null; base: number; ratePercent: number };
export type TaxTable = { id: '2023' | '2018'; label: string; years: string; brackets: readonly TaxBracket[]; source: SourceId };

/**
 * Section 24(A)(2)(a) NIRC as amended by RA 10963 (TRAIN), for taxable income from 1 January 2023.
 * The spec's edges (250k, 400k, 800k, 2M, 8M) and the bases 102,500 and 402,500 are the law's; the
 * spec's 10%, 22,000 and 2,202,600 are not (the law: 15%, 22,500, 2,202,500; each base is the tax
 * at the bracket's lower edge, which the spec's figures break). The law's figures are used.
 */
export const TAX_TABLE_2023: TaxTable = {
  id: '2023',
  label: 'From 2023 (in force)',
  years: '2023 onwards',
  brackets: [
    { over: 0, notOver: 250_000, base: 0, ratePercent: 0 },
    { over: 250_000, notOver: 400_000, base: 0, ratePercent: 15 },
    { over: 400_000, notOver: 800_000, base: 22_500, ratePercent: 20 },
    { over: 800_000, notOver: 2_000_000, base: 102_500, ratePercent: 25 },
    { over: 2_000_000, notOver: 8_000_000, base: 402_500, ratePercent: 30 },
    { over: 8_000_000, notOver: null, base: 2_202_500, ratePercent: 35 },
  ],
  source: 'ra10963',
};

/** The same section's table for 2018 to 2022 (history, for returns of those years). */
export const TAX_TABLE_2018: TaxTable = {
  id: '2018',
  label: '2018 to 2022',
  years: '2018-2022',
  brackets: [
    { over: 0, notOver: 250_000, base: 0, ratePercent: 0 },
    { over: 250_000, notOver: 400_000, base: 0, ratePercent: 20 },
    { over: 400_000, notOver: 800_000, base: 30_000, ratePercent: 25 },
    { over: 800_000, notOver: 2_000_000, base: 130_000, ratePercent: 30 },
    { over: 2_000_000, notOver: 8_000_000, base: 490_000, ratePercent: 32 },
    { over: 8_000_000, notOver: null, base: 2_410_000, ratePercent: 35 },
  ],
  source: 'ra10963',
};

export const TAX_TABLES = [TAX_TABLE_2023, TAX_TABLE_2018] as const;

/** What the earlier page printed where it differs from the law (shown as a correction note). */
export const SPEC_TAX_DIFFERENCES = [
  { bracket: 'Over 250,000 to 400,000', spec: '10% of the excess over 250,000', law: '15% of the excess over 250,000' },
  { bracket: 'Over 400,000 to 800,000', spec: 'base 22,000', law: 'base 22,500' },
  { bracket: 'Over 8,000,000', spec: 'base 2,202,600', law: 'base 2,202,500' },
] as const;

/** Income not taxed, in plain words, with their sources. */
export const TAX_EXEMPTIONS = [
  { text: 'Minimum wage earners pay no income tax on their statutory minimum wage, nor on their holiday pay, overtime pay, night shift differential and hazard pay.', source: 'ra9504' as SourceId },
  { text: '13th-month pay and other benefits (bonuses, productivity incentives) are tax-free up to PHP 90,000 a year in total; only the excess is taxable.', source: 'ra10963' as SourceId },
  { text: 'Your own mandatory SSS, PhilHealth and Pag-IBIG contributions are deducted before the tax is computed.', source: 'ra10963' as SourceId },
] as const;

/* ------------------------------------------------------------------ government benefits */

export type BenefitRow = { label: string; value: string };
export type Benefit = { id: string; name: string; /** The hub's short form, e.g. 'SSS 15%'. */ short: string; what: string; rows: readonly BenefitRow[]; appliesFrom: string; notes: readonly string[]; source: SourceId };

export const BENEFITS: readonly Benefit[] = [
  {
    id: 'sss',
    name: 'SSS (Social Security System)',
    short: 'SSS 15%',
    what: 'Pensions and cash benefits for sickness, maternity, disability, retirement, death and unemployment, and salary loans. Every private-sector employee must be registered by the employer.',
    rows: [
      { label: 'Contribution rate', value: '15% of the monthly salary credit' },
      { label: 'Employer pays', value: '10%' },
      { label: 'Employee pays', value: '5% (deducted from pay)' },
      { label: 'Monthly salary credit', value: 'PHP 5,000 to PHP 35,000' },
      { label: 'Employees’ compensation (employer only)', value: 'PHP 10 a month (PHP 30 from a salary credit of PHP 15,000)' },
    ],
    appliesFrom: 'January 2025',
    notes: ['The part of the salary credit above PHP 20,000 goes to your own savings account in the Mandatory Provident Fund (WISP).', '15% is the last step of the increases set by RA 11199.'],
    source: 'ra11199',
  },
  {
    id: 'philhealth',
    name: 'PhilHealth (Philippine Health Insurance Corporation)',
    short: 'PhilHealth 5%',
    what: 'Health insurance: pays part of hospital, outpatient and some medicine costs for you and your qualified dependents.',
    rows: [
      { label: 'Premium rate', value: '5% of the monthly basic salary' },
      { label: 'Employer pays', value: 'Half (2.5%)' },
      { label: 'Employee pays', value: 'Half (2.5%)' },
      { label: 'Salary floor and ceiling', value: 'PHP 10,000 to PHP 100,000 (PHP 500 to PHP 5,000 a month in total)' },
    ],
    appliesFrom: 'January 2024 (kept for 2025)',
    notes: ['The rate rose yearly from 2.75% in 2019 to 5% in 2024 under the Universal Health Care Act.'],
    source: 'ra11223',
  },
  {
    id: 'pagibig',
    name: 'Pag-IBIG Fund (Home Development Mutual Fund)',
    short: 'Pag-IBIG 2% + 2%',
    what: 'Savings that earn dividends, with housing, multi-purpose and calamity loans. Membership is mandatory for employees covered by SSS.',
    rows: [
      { label: 'Employee pays', value: '2% of the monthly fund salary (1% if PHP 1,500 or less)' },
      { label: 'Employer pays', value: '2%' },
      { label: 'Maximum fund salary', value: 'PHP 10,000 (so at most PHP 200 each a month)' },
    ],
    appliesFrom: 'February 2024',
    notes: ['Before February 2024 the maximum fund salary was PHP 5,000 (PHP 100 each).'],
    source: 'ra9679',
  },
  {
    id: 'thirteenth',
    name: '13th-month pay',
    short: '13th-month pay',
    what: 'Rank-and-file employees who worked at least one month in the calendar year get at least one twelfth of the basic salary they earned in that year, whatever their position or how they are paid.',
    rows: [
      { label: 'Amount', value: 'Total basic salary earned in the year ÷ 12' },
      { label: 'Pay by', value: '24 December (it may be split, e.g. half in June)' },
      { label: 'Left or dismissed during the year', value: 'In proportion to the time worked' },
      { label: 'Income tax', value: 'Free up to PHP 90,000 a year with other benefits (RA 10963)' },
    ],
    appliesFrom: '1975 (the amount rule); the PHP 90,000 tax exemption from 2018',
    notes: ['Basic salary leaves out overtime, holiday and night shift premiums and allowances not part of the basic pay.'],
    source: 'pd851',
  },
];

/* ------------------------------------------------------------------ Labor Code */

/**
 * Pay for a day's work (first 8 hours) as a percentage of the daily rate (DOLE Handbook; Labor Code
 * art. 93 and 94). `worked: false` rows are pay for a day not worked.
 */
export const DAY_PAY_RULES = [
  { id: 'ordinary', label: 'Ordinary working day', percent: 100, article: 'art. 83' },
  { id: 'restDay', label: 'Rest day, worked', percent: 130, article: 'art. 93' },
  { id: 'special', label: 'Special non-working day, worked', percent: 130, article: 'art. 93' },
  { id: 'specialRest', label: 'Special non-working day on your rest day, worked', percent: 150, article: 'art. 93' },
  { id: 'specialOff', label: 'Special non-working day, not worked', percent: 0, article: "'no work, no pay' unless a company policy or agreement says otherwise" },
  { id: 'regularOff', label: 'Regular holiday, not worked', percent: 100, article: 'art. 94' },
  { id: 'regular', label: 'Regular holiday, worked', percent: 200, article: 'art. 94' },
  { id: 'regularRest', label: 'Regular holiday on your rest day, worked', percent: 260, article: 'art. 94; DOLE Handbook' },
] as const;

/** Extra per hour, as a percentage of the hourly rate of that day (art. 86, 87). */
export const HOUR_PREMIUMS = {
  overtimeOrdinary: { label: 'Overtime on an ordinary day', percent: 25, article: 'art. 87' },
  overtimeOther: { label: 'Overtime on a rest day or holiday', percent: 30, article: 'art. 87' },
  nightShift: { label: 'Night shift differential (10 pm to 6 am)', percent: 10, article: 'art. 86' },
} as const;

export type LaborRule = { id: string; title: string; points: readonly string[]; source: SourceId };

/** The main Labor Code rules in plain words (articles as renumbered in 2015). */
export const LABOR_RULES: readonly LaborRule[] = [
  {
    id: 'hours',
    title: 'Hours of work',
    points: [
      'Normal hours are 8 a day (art. 83). Time you must be at work or on duty counts as hours worked (art. 84).',
      'You get a meal break of at least 60 minutes, which is not paid (art. 85); shorter paid breaks of 5 to 20 minutes count as work time.',
    ],
    source: 'laborCode',
  },
  {
    id: 'overtime',
    title: 'Overtime',
    points: [
      'Work beyond 8 hours is overtime: at least 25% more than your hourly rate on an ordinary day, and 30% more than the hourly rate of that day on a rest day or holiday (art. 87).',
      'Undertime on one day cannot be offset by overtime on another day (art. 88).',
    ],
    source: 'laborCode',
  },
  {
    id: 'night',
    title: 'Night shift differential',
    points: ['For each hour worked between 10 pm and 6 am you get at least 10% more than your regular hourly rate (art. 86).', 'On a rest day or holiday it is 10% of that day’s hourly rate, so it adds to those premiums.', 'Retail and service establishments regularly employing not more than 5 workers are exempt (Labor Code implementing rules).'],
    source: 'laborCode',
  },
  {
    id: 'rest',
    title: 'Rest day',
    points: [
      'You have a rest day of at least 24 consecutive hours after every six consecutive normal workdays (art. 91). The employer sets it, respecting your preference on religious grounds.',
      'Work on your rest day is paid at least 130% of your daily rate (art. 93).',
    ],
    source: 'laborCode',
  },
  {
    id: 'holiday',
    title: 'Holiday pay',
    points: [
      'On a regular holiday you are paid your daily rate even if you do not work, and at least 200% if you work (art. 94). Retail and service establishments regularly employing fewer than 10 workers are exempt.',
      'Special non-working days are “no work, no pay” unless a policy says otherwise; work on them is paid 130%. The holidays of each year are set by law and by proclamation.',
    ],
    source: 'laborCode',
  },
  {
    id: 'sil',
    title: 'Service incentive leave',
    points: [
      'After one year of service you get 5 days of leave with pay every year (art. 95). Unused days are converted to cash at the end of the year.',
      'It does not apply where you already get at least 5 days of paid vacation leave, or where the employer regularly employs fewer than 10 workers.',
    ],
    source: 'laborCode',
  },
  {
    id: 'leaves',
    title: 'Other leaves',
    points: ['Maternity leave: 105 days with full pay (RA 11210).', 'Paternity leave: 7 days with full pay for a married father, for the first four deliveries (RA 8187).', 'Solo parents: 7 working days of parental leave a year (RA 8972 as amended by RA 11861).'],
    source: 'leaves',
  },
  {
    id: 'termination',
    title: 'Termination and separation pay',
    points: [
      'A regular employee can be dismissed only for a just or an authorized cause, after due process (art. 294). A worker unjustly dismissed is entitled to reinstatement and full back wages.',
      'Just causes (art. 297): serious misconduct, willful disobedience, gross and habitual neglect, fraud or breach of trust, a crime against the employer or the employer’s family, and similar causes. The employer must give two written notices and a chance to be heard. No separation pay is due by law.',
      'Authorized causes (art. 298): labor-saving devices or redundancy give at least one month’s pay per year of service (or one month’s pay, whichever is higher); retrenchment, or closure not due to serious losses, give one month’s pay or half a month’s pay per year of service, whichever is higher. The worker and DOLE must be told in writing at least one month before.',
      'Disease (art. 299): one month’s pay or half a month’s pay per year of service, whichever is higher.',
      'A fraction of at least six months counts as one whole year.',
      'To resign, you give the employer written notice at least one month before (art. 300), except for just causes such as serious insult or inhuman treatment.',
    ],
    source: 'laborCode',
  },
  {
    id: 'retirement',
    title: 'Retirement pay',
    points: ['At 60 to 65 years of age, with at least 5 years of service, and with no better retirement plan: at least half a month’s salary per year of service, where half a month means 22.5 days (15 days, plus 1/12 of the 13th-month pay, plus 5 days of service incentive leave).'],
    source: 'ra7641',
  },
];

/* ------------------------------------------------------------------ the hub */

export type CampaignCard = { to: string; title: string; summary: string };

export const CAMPAIGN_CARDS: readonly CampaignCard[] = [
  { to: '/campaign/wage', title: 'Minimum wage', summary: 'The daily minimum in force, what it means a week and a month, and the penalties for paying less.' },
  { to: '/campaign/benefit', title: 'Government benefits', summary: 'SSS, PhilHealth, Pag-IBIG and 13th-month pay: who pays what.' },
  { to: '/campaign/tax', title: 'Income tax', summary: 'The yearly income tax table and a calculator.' },
  { to: '/campaign/laborCode', title: 'Labor Code', summary: 'Hours of work, overtime, night shift, rest days, holidays, leave and separation pay.' },
];

/** The two campaign cards of the home page's Job Talk block (the spec's home page). */
export const JOB_TALK_CAMPAIGN_CARDS: readonly CampaignCard[] = CAMPAIGN_CARDS.filter((c) => c.to === '/campaign/wage' || c.to === '/campaign/laborCode');
