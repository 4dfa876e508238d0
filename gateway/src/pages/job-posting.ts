/**
 * schema.org JobPosting of an ongoing ad, as Google's job posting rich results want it
 * (developers.google.com/search/docs/appearance/structured-data/job-posting): the required
 * title, description (HTML), datePosted, hiringOrganization and jobLocation (or, for remote work,
 * jobLocationType TELECOMMUTE with applicantLocationRequirements), and the recommended
 * validThrough, employmentType, baseSalary, directApply and identifier. Types from schema-dts
 * (Google's own typings of schema.org).
 */
import type { JobAdDetail } from '@phjobs/contracts/jobs';
import type { JobPosting, WithContext } from 'schema-dts';
import { educationText, employeeTypeText, workingDayText, workingHourText, workTypeText } from '@phjobs/ui/job-texts';
import { esc, paragraphs } from './html.ts';

/** Google's employmentType values for our employment types (011A-011F). */
export const EMPLOYMENT_TYPE: Readonly<Record<string, string>> = {
  '011A': 'FULL_TIME', // Regular
  '011B': 'TEMPORARY', // Contractual: a fixed term
  '011C': 'PART_TIME',
  '011D': 'CONTRACTOR', // Freelance
  '011E': 'INTERN',
  '011F': 'CONTRACTOR', // Project-based
};

/** Google's unitText for our salary units; by project (010E) and negotiable (010F) have none, so no baseSalary. */
export const SALARY_UNIT_TEXT: Readonly<Record<string, 'HOUR' | 'DAY' | 'WEEK' | 'MONTH'>> = { '010A': 'HOUR', '010B': 'DAY', '010C': 'WEEK', '010D': 'MONTH' };

/** The Online apply method: applying happens on this site, with no redirect (Google's directApply). */
const ONLINE = '018A';

export type PostingInput = {
  ad: JobAdDetail;
  /** The street part of the address (the detail's workPlace joins it with city and province). */
  streetAddress: string | null;
  /** Absolute URL of the ad's page. */
  url: string;
  /** Absolute URL of the company's logo, or null. */
  logoUrl: string | null;
};

/** The end of the deadline day in Manila (UTC+8, no daylight saving): a deadline is a Philippine date. */
export const endOfManilaDay = (date: string): string => `${date}T23:59:59+08:00`;

/** The description as HTML: the ad's own text, then its conditions as a list. */
export function descriptionHtml(ad: JobAdDetail): string {
  const conditions: [string, string][] = [
    ['Work type', workTypeText(ad.workType)],
    ['Employment type', employeeTypeText(ad.employeeTypeList)],
    ['Working days', workingDayText(ad.workingDayCode, ad.workingDaySelectedList, ad.workingDayNagotiable)],
    ['Working hours', workingHourText(ad.workingHourCode, ad.workingHourNagotiable, ad.workingHourFrom, ad.workingHourTo)],
    ['Education', educationText(ad.education)],
  ];
  if (ad.welfarebenefitList.length) conditions.push(['Benefits', ad.welfarebenefitList.map((w) => w.name).join(', ')]);
  if (ad.workPlace) conditions.push(['Workplace', ad.workPlace]);
  const own = ad.jobDescription.trim() ? paragraphs(ad.jobDescription) : `<p>${esc(ad.title)} at ${esc(ad.comapnyName)}.</p>`;
  return `${own}<ul>${conditions.map(([label, value]) => `<li>${esc(label)}: ${esc(value)}</li>`).join('')}</ul>`;
}

export function jobPosting({ ad, streetAddress, url, logoUrl }: PostingInput): WithContext<JobPosting> {
  const types = [...new Set(ad.employeeTypeList.map((code) => EMPLOYMENT_TYPE[code]).filter((t): t is string => Boolean(t)))];
  const workTypes = ad.workType.includes('all') ? ['hybrid', 'inOffice', 'remote'] : ad.workType;
  // Google: TELECOMMUTE is for work that may be done fully remote; a hybrid job has its place alone
  const remote = workTypes.includes('remote');
  const onlyRemote = workTypes.length > 0 && workTypes.every((t) => t === 'remote');
  const unit = SALARY_UNIT_TEXT[ad.salaryCode];
  const hasPlace = Boolean(ad.city || ad.province || streetAddress);

  const posting: WithContext<JobPosting> = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: ad.title,
    description: descriptionHtml(ad),
    datePosted: ad.jobCreatedAt,
    ...(ad.jobDeadlineDate ? { validThrough: endOfManilaDay(ad.jobDeadlineDate) } : {}),
    ...(types.length ? { employmentType: types.length === 1 ? types[0] : types } : {}),
    hiringOrganization: {
      '@type': 'Organization',
      name: ad.comapnyName,
      ...(logoUrl ? { logo: logoUrl } : {}),
    },
    identifier: { '@type': 'PropertyValue', name: ad.comapnyName, value: String(ad.jobId) },
    url,
    directApply: ad.applyList.includes(ONLINE),
    ...(!onlyRemote || hasPlace
      ? {
          jobLocation: {
            '@type': 'Place',
            address: {
              '@type': 'PostalAddress',
              ...(streetAddress ? { streetAddress } : {}),
              ...(ad.city ? { addressLocality: ad.city } : {}),
              ...(ad.province ? { addressRegion: ad.province } : {}),
              addressCountry: 'PH',
            },
            ...(ad.lat !== null && ad.lng !== null ? { geo: { '@type': 'GeoCoordinates', latitude: ad.lat, longitude: ad.lng } } : {}),
          },
        }
      : {}),
    ...(remote ? { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: 'Philippines' } } : {}),
    ...(unit && ad.salary !== null
      ? { baseSalary: { '@type': 'MonetaryAmount', currency: 'PHP', value: { '@type': 'QuantitativeValue', value: ad.salary, unitText: unit } } }
      : {}),
    ...(ad.specializationList.length ? { occupationalCategory: ad.specializationList.map((s) => s.name).join(', ') } : {}),
    ...(ad.noOfVacancy ? { totalJobOpenings: ad.noOfVacancy } : {}),
  };
  return posting;
}
