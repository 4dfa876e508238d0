/**
 * Seed resumes: deterministic (same owners, same `now` -> same resumes), realistic for the
 * Philippines. Places are PSGC ids (contracts/regions), specializations taxonomy ids; the owners
 * are the demo seeker and the seed seekers of @phjobs/seed-data (the same members services/account seeds), whose
 * name, gender, birth date and contact the resumes copy. The demo seeker (id 1) has exactly two:
 * one published, one private.
 */
import { citiesOf, cityById, provinceById } from '@phjobs/contracts/regions';
import { SPECIALIZATION_TREE } from '@phjobs/contracts/taxonomy';
import type { EducationCode, EmployeeTypeCode } from '@phjobs/contracts/codes';
import { LIMITS } from '@phjobs/contracts/codes';
import type { ResumeAbility, ResumeCareer, ResumeWorkingConditions } from '@phjobs/contracts/talent';
import type { Prisma } from '../generated/prisma/client.ts';
import { DEMO_SEEKER_ID } from '@phjobs/seed-data/ids';
import { Rng } from '@phjobs/seed-data/prng';
import { TITLE_VARIANTS } from '@phjobs/seed-data/words';
import { careerMonths } from '../domain/career-months.ts';

/** A job seeker who owns seed resumes: the demo seeker (@phjobs/seed-data/users) or a seed seeker (@phjobs/seed-data/seekers). */
export type ResumeOwner = {
  id: number;
  fullName: string;
  genderCode: '003A' | '003B';
  birthDate: string;
  provinceId: string;
  cityId: string;
  email: string;
  phoneNumber: string;
  address: string | null;
};

export type SeedResume = {
  id: number;
  userId: number;
  statusCode: '020A' | '020B';
  title: string;
  fullName: string;
  genderCode: string;
  birthDate: string;
  email: string;
  phoneNumber: string;
  address: string | null;
  education: EducationCode;
  isNewcomer: boolean;
  totalCareerMonths: number;
  career: ResumeCareer[];
  specializationIds: string[];
  provinceIds: string[];
  cityIds: string[];
  employeeTypes: string[];
  workingConditions: ResumeWorkingConditions;
  salaryType: string | null;
  salaryMoreThan: number | null;
  selection: 'direct' | 'sample';
  selfIntroduction: string;
  ability: ResumeAbility[];
  viewCount: number;
  createdAt: Date;
  updatedAt: Date;
};

/** A seed resume as the resume table's row (Prisma's createMany input). */
export function resumeRow(r: SeedResume): Prisma.ResumeCreateManyInput {
  return {
    id: BigInt(r.id),
    userId: BigInt(r.userId),
    statusCode: r.statusCode,
    title: r.title,
    fullName: r.fullName,
    genderCode: r.genderCode,
    birthDate: new Date(`${r.birthDate}T00:00:00Z`),
    email: r.email,
    phoneNumber: r.phoneNumber,
    address: r.address,
    education: r.education,
    isNewcomer: r.isNewcomer,
    totalCareerMonths: r.totalCareerMonths,
    career: r.career,
    specializationIds: r.specializationIds,
    provinceIds: r.provinceIds,
    cityIds: r.cityIds,
    employeeTypes: r.employeeTypes,
    workingConditions: r.workingConditions,
    salaryType: r.salaryType,
    salaryMoreThan: r.salaryMoreThan,
    selection: r.selection,
    selfIntroduction: r.selfIntroduction,
    ability: r.ability,
    viewCount: r.viewCount,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}

const LEAVES = SPECIALIZATION_TREE.filter((item) => item.depth === 2);
const leafName = (id: string) => LEAVES.find((item) => item.id === id)?.name ?? id;

/** Employers a Filipino worker's career plausibly lists. */
const EMPLOYERS = [
  'Jollibee Foods Corporation', 'SM Supermalls', 'Concentrix Philippines', 'Teleperformance Philippines', 'Accenture Philippines',
  'Ayala Land, Inc.', 'BDO Unibank', 'Globe Telecom', 'PLDT Inc.', 'San Miguel Corporation', 'Mercury Drug Corporation',
  'Puregold Price Club', 'Robinsons Retail Holdings', "Max's Group, Inc.", 'Chowking', 'Red Ribbon Bakeshop', 'LBC Express',
  'Cebu Pacific Air', 'Metrobank', "St. Luke's Medical Center", 'The Medical City', 'Goldilocks Bakeshop', "Shakey's Pizza Asia",
  'Megaworld Corporation', 'Universal Robina Corporation', 'Alorica Philippines', 'TaskUs Philippines', 'Converge ICT Solutions',
  '7-Eleven Philippines', 'Mang Inasal', 'Nestle Philippines', 'Unilever Philippines', 'DMCI Homes', 'Petron Corporation',
] as const;

const SKILLS: Readonly<Record<string, readonly string[]>> = {
  SP01: ['MS Excel', 'Zendesk', 'Salesforce', 'Google Workspace', 'Typing (50 wpm)'],
  SP02: ['JavaScript', 'TypeScript', 'React', 'PHP', 'Java', 'SQL', 'Git', 'Python'],
  SP03: ['MS PowerPoint', 'Canva', 'Facebook Ads', 'MS Excel', 'CRM'],
  SP04: ['MS Excel', 'QuickBooks', 'SAP', 'Xero', 'BIR eFPS'],
  SP05: ['MS Word', 'MS Excel', 'Google Workspace', 'Data Entry', 'Filing Systems'],
  SP06: ['Food Safety', 'POS System', 'Barista Skills', 'Inventory'],
  SP07: ['Patient Care', 'BLS / CPR', 'Medical Records', 'MS Word'],
  SP08: ['Lesson Planning', 'Google Classroom', 'Zoom', 'MS PowerPoint'],
  SP09: ['AutoCAD', 'SketchUp', 'MS Project', 'Estimation'],
  SP15: ['Adobe Photoshop', 'Adobe Illustrator', 'Figma', 'Premiere Pro', 'Canva'],
};
const DEFAULT_SKILLS = ['MS Word', 'MS Excel', 'Canva', 'Google Workspace'];
const REGIONAL_LANGUAGES = ['Cebuano', 'Ilocano', 'Hiligaynon', 'Bikol', 'Waray', 'Kapampangan'];

const EDUCATION_WEIGHTS: readonly (readonly [EducationCode, number])[] = [
  ['004F', 40], ['004D', 25], ['004E', 18], ['004C', 8], ['004G', 6], ['004A', 3],
];

const TITLE_TEMPLATES: readonly ((role: string, years: number, city: string) => string)[] = [
  (role, years) => (years > 0 ? `${role} with ${years} ${years === 1 ? 'year' : 'years'} of experience` : `Fresh graduate applying as ${role}`),
  (role) => `Hardworking ${role}`,
  (role, _years, city) => `${role} based in ${city}`,
  (role, years) => (years >= 3 ? `Experienced ${role}` : `Entry-level ${role}, fast learner`),
  (role) => `${role} | Ready to work`,
  (role, years) => `${role} - ${years > 0 ? `${years} yrs exp.` : 'no experience yet'}`,
];

const INTRO_OPENINGS = [
  'I am a dedicated and reliable worker',
  'I am a hardworking and honest person',
  'I am a positive, team-oriented professional',
  'I am a fast learner who takes pride in doing the job right',
];

const ym = (date: Date) => `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
const addMonths = (date: Date, months: number) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));

/** Minutes since midnight in Manila (UTC+8, no daylight saving) at `now`. */
const manilaMinutesToday = (now: Date) => ((now.getUTCHours() + 8) % 24) * 60 + now.getUTCMinutes();

function career(rng: Rng, role: string, now: Date): ResumeCareer[] {
  const entries: ResumeCareer[] = [];
  let end = now;
  let current = rng.chance(0.4);
  for (let i = rng.int(1, 3); i > 0; i--) {
    const months = rng.int(4, 40);
    const to = current ? now : addMonths(end, -rng.int(0, 4));
    const from = addMonths(to, -months);
    entries.push({ companyName: rng.pick(EMPLOYERS), periodFrom: ym(from), periodTo: ym(to), position: i === 1 ? role : rng.pick([role, `${role} Trainee`, 'Staff', 'Assistant']), isInOffice: current });
    current = false;
    end = from;
  }
  return entries;
}

function workingConditions(rng: Rng, specializationIds: string[], region: { province: string; city: string | null }[]): ResumeWorkingConditions {
  const employeeType = rng.weighted<EmployeeTypeCode[]>([[['011A'], 55], [['011A', '011B'], 15], [['011C'], 12], [['011B'], 10], [['011D'], 8]]);
  const workingDay = rng.weighted<'007B' | '007C' | '007D' | '007G'>([['007B', 40], ['007C', 35], ['007D', 10], ['007G', 15]]);
  const fixedHours = rng.chance(0.4);
  const salaryType = rng.weighted<'010B' | '010D' | '010F'>([['010D', 70], ['010B', 18], ['010F', 12]]);
  const salaryMoreThan = salaryType === '010D' ? rng.int(14, 60) * 1000 : salaryType === '010B' ? rng.int(10, 20) * 50 : null;
  return {
    specialization: specializationIds,
    region,
    employeeType,
    workingDay: {
      workingDay,
      selectedDay: workingDay === '007G' ? rng.sample(['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'], rng.int(3, 5)) : [],
      isNegotiable: rng.chance(0.3),
      detailCondition: null,
    },
    workPeriod: { workPeriod: rng.weighted([['008G', 70], ['008F', 15], ['008E', 10], ['008D', 5]]), isNegotiable: rng.chance(0.3) },
    workingHour: fixedHours
      ? { isListSelect: false, workingHour: null, workingHourFrom: rng.pick(['07:00', '08:00', '09:00']), workingHourTo: rng.pick(['16:00', '17:00', '18:00']), isNegotiable: rng.chance(0.3) }
      : { isListSelect: true, workingHour: rng.weighted([['009G', 50], ['009Z', 20], ['009A', 10], ['009C', 10], ['009E', 10]]), workingHourFrom: null, workingHourTo: null, isNegotiable: rng.chance(0.3) },
    salary: { salaryType, salaryMoreThan },
  };
}

function oneResume(rng: Rng, id: number, owner: ResumeOwner, statusCode: '020A' | '020B', now: Date): SeedResume {
  const leaf = rng.pick(LEAVES);
  const role = rng.pick(TITLE_VARIANTS[leaf.id] ?? [leaf.name]);
  const specializationIds = rng.chance(0.3) ? [leaf.id, rng.pick(LEAVES.filter((item) => item.parent_id === leaf.parent_id)).id] : [leaf.id];
  const uniqueSpecializations = [...new Set(specializationIds)];
  const isNewcomer = rng.chance(0.25);
  const entries = isNewcomer ? [] : career(rng, role, now);
  const totalCareerMonths = careerMonths(entries, now);
  const years = Math.floor(totalCareerMonths / 12);
  const city = cityById(owner.cityId);
  const cityName = city?.name ?? provinceById(owner.provinceId)?.name ?? 'Metro Manila';
  const region: { province: string; city: string | null }[] = [{ province: owner.provinceId, city: owner.cityId }];
  if (rng.chance(0.3)) {
    const nearby = citiesOf(owner.provinceId).filter((c) => c.id !== owner.cityId);
    if (nearby.length) region.push({ province: owner.provinceId, city: rng.pick(nearby).id });
  }
  const title = TITLE_TEMPLATES.map((template) => template(role, years, cityName)).filter((t) => t.length <= LIMITS.resumeTitle);
  const ability: ResumeAbility[] = [
    { skill: '005A', field: 'Filipino', level: 'Native' },
    { skill: '005A', field: 'English', level: rng.weighted([['Fluent', 30], ['Advanced', 35], ['Intermediate', 35]]) },
  ];
  if (rng.chance(0.35)) ability.push({ skill: '005A', field: rng.pick(REGIONAL_LANGUAGES), level: 'Native' });
  if (rng.chance(0.06)) ability.push({ skill: '005A', field: rng.pick(['Korean', 'Japanese', 'Mandarin']), level: 'Beginner' });
  for (const field of rng.sample(SKILLS[leaf.parent_id ?? ''] ?? DEFAULT_SKILLS, rng.int(1, 3)))
    ability.push({ skill: '005B', field, level: rng.weighted([['Advanced', 30], ['Intermediate', 50], ['Beginner', 20]]) });
  const wc = workingConditions(rng, uniqueSpecializations, region);
  const experience = isNewcomer
    ? `I recently finished my studies and I am eager to start my career as ${role.toLowerCase().startsWith('a') ? 'an' : 'a'} ${role}.`
    : `I have ${years > 0 ? `${years} ${years === 1 ? 'year' : 'years'}` : `${totalCareerMonths} months`} of experience, most recently at ${entries[0]?.companyName}.`;
  const selfIntroduction = `${rng.pick(INTRO_OPENINGS)} from ${cityName}. ${experience} I work well with others, I follow instructions carefully, and I am willing to learn new skills. I am looking for a ${leafName(leaf.id)} position where I can grow and contribute to the company.`;

  // Updated within 90 days; about one in twenty-five today (Manila time), so the 'Today talents' counter shows some.
  const minutesAgo = rng.chance(0.04) ? rng.int(0, manilaMinutesToday(now)) : rng.int(60 * 24, 60 * 24 * 90);
  const updatedAt = new Date(now.getTime() - minutesAgo * 60_000);
  const createdAt = new Date(updatedAt.getTime() - rng.int(0, 60 * 24 * 200) * 60_000);
  return {
    id,
    userId: owner.id,
    statusCode,
    title: rng.pick(title.length ? title : [role.slice(0, LIMITS.resumeTitle)]),
    fullName: owner.fullName,
    genderCode: owner.genderCode,
    birthDate: owner.birthDate,
    email: owner.email,
    phoneNumber: owner.phoneNumber,
    address: owner.address,
    education: rng.weighted(EDUCATION_WEIGHTS),
    isNewcomer,
    totalCareerMonths,
    career: entries,
    specializationIds: uniqueSpecializations,
    provinceIds: [...new Set(region.map((r) => r.province))],
    cityIds: region.flatMap((r) => (r.city ? [r.city] : [])),
    employeeTypes: wc.employeeType,
    workingConditions: wc,
    salaryType: wc.salary?.salaryType ?? null,
    salaryMoreThan: wc.salary?.salaryMoreThan ?? null,
    selection: rng.chance(0.8) ? 'direct' : 'sample',
    selfIntroduction,
    ability,
    viewCount: rng.int(0, 250),
    createdAt,
    updatedAt,
  };
}

/**
 * About `count` resumes for the individual owners: the demo seeker exactly two (one 020A, one
 * 020B), the others one each, some two, ~85% published. Ids 1..N in order.
 */
export function generateResumes(owners: readonly ResumeOwner[], { count = 400, now = new Date(), seed = 20_260_115 } = {}): SeedResume[] {
  const rng = new Rng(seed, 'talent.resumes');
  const resumes: SeedResume[] = [];
  const demo = owners.find((owner) => owner.id === DEMO_SEEKER_ID);
  if (demo) {
    resumes.push(oneResume(rng, 1, demo, '020A', now));
    resumes.push(oneResume(rng, 2, demo, '020B', now));
  }
  const others = owners.filter((owner) => owner.id !== DEMO_SEEKER_ID);
  if (others.length === 0) return resumes;
  const extraPerOwner = Math.max(0, count - resumes.length - others.length);
  let extras = Math.min(extraPerOwner, others.length * (LIMITS.resumesPerMember - 1));
  for (const owner of others) {
    if (resumes.length >= count) break;
    const n = 1 + (extras > 0 && rng.chance(Math.min(1, extraPerOwner / others.length)) ? 1 : 0);
    if (n === 2) extras -= 1;
    for (let i = 0; i < n && resumes.length < count; i++) resumes.push(oneResume(rng, resumes.length + 1, owner, rng.chance(0.85) ? '020A' : '020B', now));
  }
  return resumes;
}
