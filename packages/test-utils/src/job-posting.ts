/**
 * Google's rules for a JobPosting (developers.google.com/search/docs/appearance/structured-data/
 * job-posting), as a checker for tests: `jobPostingProblems(data)` lists what is missing or wrong
 * ([] when the posting passes). Required: title, description, datePosted, hiringOrganization (a
 * name), jobLocation with a PostalAddress carrying addressCountry, unless the job is fully remote
 * (jobLocationType TELECOMMUTE with applicantLocationRequirements). Recommended (checked when
 * `recommended` is on): validThrough, employmentType, baseSalary, directApply, identifier.
 */

const EMPLOYMENT_TYPES = new Set(['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN', 'VOLUNTEER', 'PER_DIEM', 'OTHER']);
const UNITS = new Set(['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR']);
/** ISO 8601 date or date-time. */
const ISO = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2}))?$/;

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);
const text = (v: unknown): v is string => typeof v === 'string' && v.trim().length > 0;
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined ? [] : [v]);

export type JobPostingCheck = {
  /** Also the recommended properties (validThrough only when `hasDeadline`). Default true. */
  recommended?: boolean;
  /** The ad has a deadline, so validThrough is due. */
  hasDeadline?: boolean;
  /** The ad states a salary with an hourly, daily, weekly or monthly unit, so baseSalary is due. */
  hasSalary?: boolean;
};

export function jobPostingProblems(data: unknown, { recommended = true, hasDeadline = true, hasSalary = true }: JobPostingCheck = {}): string[] {
  const problems: string[] = [];
  if (!isObj(data)) return ['not an object'];
  if (data['@context'] !== 'https://schema.org' && data['@context'] !== 'http://schema.org') problems.push('@context is not schema.org');
  if (data['@type'] !== 'JobPosting') problems.push('@type is not JobPosting');
  if (!text(data.title)) problems.push('title missing');
  if (!text(data.description)) problems.push('description missing');
  else if (!/<(p|ul|li|br)\b/i.test(data.description)) problems.push('description is not HTML');
  if (!text(data.datePosted) || !ISO.test(data.datePosted)) problems.push('datePosted missing or not ISO 8601');
  const org = data.hiringOrganization;
  if (!isObj(org) || !text(org.name)) problems.push('hiringOrganization.name missing');
  else if (org.logo !== undefined && !(text(org.logo) && /^https?:\/\//.test(org.logo))) problems.push('hiringOrganization.logo is not an absolute URL');

  const remote = data.jobLocationType === 'TELECOMMUTE';
  const places = list(data.jobLocation);
  if (remote && !data.applicantLocationRequirements) problems.push('TELECOMMUTE without applicantLocationRequirements');
  if (!remote && places.length === 0) problems.push('jobLocation missing');
  for (const place of places) {
    const address = isObj(place) ? place.address : undefined;
    if (!isObj(place) || place['@type'] !== 'Place') problems.push('jobLocation is not a Place');
    if (!isObj(address) || address['@type'] !== 'PostalAddress') problems.push('jobLocation.address is not a PostalAddress');
    else {
      if (!text(address.addressCountry)) problems.push('jobLocation.address.addressCountry missing');
      if (!text(address.addressLocality) && !text(address.addressRegion)) problems.push('jobLocation.address has neither addressLocality nor addressRegion');
    }
    const geo = isObj(place) ? place.geo : undefined;
    if (geo !== undefined && !(isObj(geo) && typeof geo.latitude === 'number' && typeof geo.longitude === 'number')) problems.push('jobLocation.geo is not GeoCoordinates');
  }

  if (!recommended) return problems;
  if (hasDeadline && !(text(data.validThrough) && ISO.test(data.validThrough))) problems.push('validThrough missing or not ISO 8601');
  const types = list(data.employmentType);
  if (types.length === 0) problems.push('employmentType missing');
  for (const t of types) if (typeof t !== 'string' || !EMPLOYMENT_TYPES.has(t)) problems.push(`employmentType ${String(t)} is not one of Google's`);
  if (hasSalary) {
    const salary = data.baseSalary;
    const value = isObj(salary) ? salary.value : undefined;
    if (!isObj(salary) || salary['@type'] !== 'MonetaryAmount') problems.push('baseSalary is not a MonetaryAmount');
    else if (!text(salary.currency) || !/^[A-Z]{3}$/.test(salary.currency)) problems.push('baseSalary.currency is not ISO 4217');
    if (!isObj(value) || value['@type'] !== 'QuantitativeValue' || (typeof value.value !== 'number' && typeof value.minValue !== 'number')) problems.push('baseSalary.value is not a QuantitativeValue with an amount');
    else if (typeof value.unitText !== 'string' || !UNITS.has(value.unitText)) problems.push('baseSalary.value.unitText is not HOUR, DAY, WEEK, MONTH or YEAR');
  }
  if (typeof data.directApply !== 'boolean') problems.push('directApply missing');
  const id = data.identifier;
  if (!isObj(id) || !text(id.name) || !(text(id.value) || typeof id.value === 'number')) problems.push('identifier missing');
  return problems;
}
