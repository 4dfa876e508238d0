/**
 * The seed's employment news: short reports of job fairs, hiring, training programs and reminders
 * across the Philippines. Each item is written for its date: the templates of the month it falls
 * in (Labor Day fairs in May, seasonal retail hiring before Christmas, ...) or of any month.
 * Companies and figures are the seed's own, not reports of real events.
 */
import type { Rng } from '@phjobs/seed-data/prng';
import { CITIES, companyName, fill, h3, p, peso, PROVINCES, RESORT_PLACES, ul } from './common.ts';

type NewsTemplate = {
  key: string;
  /** Months (0 = January) it is written for; absent: any month. */
  months?: readonly number[];
  title: string;
  paragraphs: readonly string[];
  list?: { title: string; items: readonly string[] };
};

const SECTORS = ['BPO and IT', 'retail', 'construction', 'manufacturing', 'hospitality', 'healthcare', 'logistics', 'banking and finance'] as const;
const COURSES = ['Bread and Pastry Production NC II', 'Cookery NC II', 'Electrical Installation and Maintenance NC II', 'Shielded Metal Arc Welding NC II', 'Contact Center Services NC II', 'Housekeeping NC II', 'Driving NC II', 'Caregiving NC II', 'Computer Systems Servicing NC II', 'Barista NC II'] as const;
const VENUES = ['the city hall grounds', 'a mall activity center', 'the provincial capitol gym', 'a convention center', 'the public plaza', 'a state university gymnasium'] as const;

const TEMPLATES: readonly NewsTemplate[] = [
  {
    key: 'job-fair',
    title: '{employers} employers join job fair in {city}',
    paragraphs: [
      '{employers} companies offered about {vacancies} vacancies at a job fair held at {venue} in {city}, organised by the city’s Public Employment Service Office (PESO) with the regional labor office.',
      'Most openings were in {sector}, followed by sales, administrative and skilled trades positions. Several applicants were hired on the spot after on-site interviews, organisers said.',
      'Government agencies set up one-stop desks for SSS, PhilHealth, Pag-IBIG, NBI clearance and PSA documents, so applicants could complete pre-employment requirements on the same day.',
    ],
    list: { title: 'What to bring to a job fair', items: ['Several printed copies of your resume', 'A valid government ID', 'A pen and a folder for forms', 'Copies of certificates such as TESDA NC II or PRC licenses'] },
  },
  {
    key: 'bpo-site',
    title: 'New contact center in {city} to hire {agents} agents',
    paragraphs: [
      '{company} opened a new site in {city} this week and plans to hire {agents} customer service and technical support agents within the year.',
      'Entry-level agents will receive a starting monthly salary of around {salary} plus night differential, HMO coverage and performance incentives, the company said. Applicants need good English communication skills; college graduates and undergraduates with at least two years of college may apply.',
      'The site is part of the growth of IT-BPM operations outside Metro Manila, where companies find lower costs and a steady supply of graduates.',
    ],
  },
  {
    key: 'tesda',
    title: 'Free training slots for {course} open in {province}',
    paragraphs: [
      'The provincial TESDA office in {province} opened {slots} free training slots for {course} under its scholarship programs.',
      'Qualified applicants receive free training and assessment, and a training support allowance for each day of attendance. Graduates who pass the competency assessment receive a National Certificate recognised by employers nationwide.',
      'Applicants must be at least 18 years old and may register at the provincial office or at accredited training centers.',
    ],
    list: { title: 'Requirements', items: ['PSA birth certificate', 'Valid ID', 'Passport-size photos', 'Barangay certification of residency'] },
  },
  {
    key: 'owwa',
    title: 'Returning OFWs in {city} attend reintegration and livelihood seminar',
    paragraphs: [
      'Around {attendees} returning overseas Filipino workers attended a reintegration seminar in {city} organised with OWWA and the city PESO.',
      'Participants learned about local job openings, training programs and livelihood assistance for starting small businesses. Recruiters from {sector} companies also interviewed returnees on site.',
      'Returning workers were reminded to keep their SSS, PhilHealth and Pag-IBIG memberships active as voluntary members while looking for work.',
    ],
  },
  {
    key: 'tupad',
    title: 'Displaced workers in {province} get emergency employment',
    paragraphs: [
      'About {workers} displaced and disadvantaged workers in {province} began short-term community work under DOLE’s TUPAD emergency employment program.',
      'Beneficiaries clean waterways, repair public spaces and help in community projects for ten to thirty days, and are paid the prevailing regional minimum wage. They are also enrolled in group micro-insurance.',
      'Local officials said the program supports families while workers look for longer-term jobs, with a job-matching session planned at the end of the work period.',
    ],
  },
  {
    key: 'peso-online',
    title: '{city} launches online job matching for residents',
    paragraphs: [
      'The Public Employment Service Office of {city} launched an online registration for job seekers, who can now upload their resumes and be matched with local vacancies.',
      'Registered job seekers receive text alerts when an employer in their field posts an opening. Employers may also post vacancies for free after verification.',
      'Residents without internet access can still register in person at the PESO office on weekdays.',
    ],
  },
  {
    key: 'scam',
    title: 'Job seekers in {city} warned against fake online job offers',
    paragraphs: [
      'Authorities in {city} warned job seekers against fake job offers circulating on social media that promise high salaries for simple online tasks.',
      'Victims were asked to pay “processing” or “training” fees, or to share bank details and one-time passwords. Legitimate employers and licensed recruitment agencies do not charge fees to local job applicants.',
      'Job seekers are advised to verify companies, apply through official channels and report suspicious offers.',
    ],
    list: { title: 'Warning signs', items: ['Salary far above the market for no experience', 'Fees before an interview or contract', 'Recruiters who refuse video calls or office visits', 'Requests for bank PINs or one-time passwords'] },
  },
  {
    key: 'construction',
    title: 'Building projects in {province} raise demand for skilled workers',
    paragraphs: [
      'Contractors in {province} report a shortage of welders, electricians, masons and heavy equipment operators as road and building projects move ahead.',
      'Daily wages for skilled workers with a TESDA National Certificate range from {daily} upward depending on the trade and experience, contractors said.',
      'Training centers in the province have added evening classes for welding and electrical installation to meet the demand.',
    ],
  },
  {
    key: 'hospital',
    title: 'Hospitals in {city} hiring nurses and medical technologists',
    paragraphs: [
      'Private hospitals in {city} are recruiting nurses, medical technologists and nursing aides as they expand their wards and outpatient clinics.',
      'Licensed nurses are offered starting salaries of around {salary} a month, with free meals on duty, HMO coverage and support for specialty training, recruiters said.',
      'Applicants need a valid PRC license; nursing aides need a TESDA NC II in Caregiving or Health Care Services.',
    ],
  },
  {
    key: 'summer-jobs', months: [2, 3, 4],
    title: 'Students in {city} can apply for summer jobs under SPES',
    paragraphs: [
      'The city government of {city} is accepting applications for the Special Program for Employment of Students (SPES), which gives students paid work during the school break.',
      'Student workers are assigned to government offices and partner private companies for twenty to fifty-two days. Part of their pay is covered by the government and may be used for their education.',
      'Applicants must be 15 to 30 years old, enrolled or planning to enrol, and meet the program’s income requirements.',
    ],
  },
  {
    key: 'graduates', months: [3, 4, 5],
    title: 'Graduation season: {vacancies} entry-level jobs for fresh graduates in {city}',
    paragraphs: [
      'Employers in {city} posted about {vacancies} entry-level positions for this year’s graduates, led by {sector}.',
      'Recruiters said communication skills, basic computer skills and a willingness to learn matter more to them than grades. Many offer paid training programs for new hires.',
      'First-time jobseekers can get many pre-employment documents free of charge under the First Time Jobseekers Assistance Act (RA 11261).',
    ],
  },
  {
    key: 'labor-day', months: [4],
    title: 'Labor Day job fair in {city} offers {vacancies} jobs',
    paragraphs: [
      'Job seekers lined up early at {venue} in {city} for a Labor Day job fair, one of several held across the country on May 1.',
      'About {employers} employers offered {vacancies} local jobs, mostly in {sector}, while licensed recruitment agencies presented overseas openings.',
      'Organisers reminded applicants to bring resumes and valid IDs, and to apply only through the registered booths.',
    ],
  },
  {
    key: 'independence-day', months: [5],
    title: 'Independence Day job fair draws {applicants} applicants in {city}',
    paragraphs: [
      'About {applicants} job seekers attended an Independence Day job fair in {city}, where {employers} employers offered local and overseas vacancies.',
      'Organisers said a good share of the applicants were fresh graduates, and that employers in {sector} reported the most hires on the spot.',
    ],
  },
  {
    key: 'civil-service', months: [1, 2, 6, 7],
    title: 'Civil Service exam takers reminded of application requirements',
    paragraphs: [
      'The Civil Service Commission reminded applicants for the next Career Service Examination pen-and-paper test to file their applications early at the regional and field offices.',
      'Applicants must bring a valid ID, passport-size photos and the accomplished application form. Walk-in applicants may be turned away once slots are filled.',
      'Passing the Professional or Subprofessional level with a rating of at least 80 grants civil service eligibility for first- and second-level positions in government.',
    ],
  },
  {
    key: 'christmas-retail', months: [9, 10, 11],
    title: 'Malls and retailers in {city} hire seasonal staff for the holidays',
    paragraphs: [
      'Retailers in {city} are hiring sales associates, cashiers, baggers and stock clerks for the Christmas season, with contracts running into early January.',
      'Seasonal workers receive at least the regional minimum wage, premium pay on holidays worked, and in some stores a chance to be retained after the season.',
      'Applicants are advised to bring resumes and IDs to store hiring days and to ask about schedules before signing.',
    ],
  },
  {
    key: '13th-month', months: [10, 11],
    title: 'Reminder: 13th month pay is due on or before December 24',
    paragraphs: [
      'Employers are reminded that rank-and-file employees who worked at least one month during the year are entitled to 13th month pay, to be released not later than December 24.',
      'The amount is at least one twelfth of the basic salary earned within the year. Employees who resigned or were separated during the year are entitled to a proportionate amount.',
      'Employees who do not receive it may ask for assistance at the nearest DOLE field office or call the DOLE hotline 1349.',
    ],
  },
  {
    key: 'resort-season', months: [0, 1, 2],
    title: 'Resorts in {resort} hire ahead of the summer season',
    paragraphs: [
      'Hotels and resorts in {resort} are recruiting front office staff, room attendants, cooks, waiters and lifeguards ahead of the peak summer months.',
      'Several employers offer staff housing and meals, and some prefer applicants with a TESDA NC II in Housekeeping, Food and Beverage Services or Front Office Services.',
    ],
  },
  {
    key: 'new-year', months: [0],
    title: 'Hiring managers in {city} expect a busy first quarter',
    paragraphs: [
      'Recruiters in {city} expect a busy first quarter as companies fill positions left open after year-end resignations, many of them timed after the 13th month pay.',
      'Demand is strongest in {sector}. Job seekers who update their resumes early in January get ahead of the crowd, recruiters said.',
    ],
  },
];

/** How often one template may be used in the seed: a general one, a seasonal one. */
const GENERAL_USES = 4;
const SEASONAL_USES = 2;

export type GeneratedNews = { title: string; html: string; topic: string };

/** A news item for a date: a template of its month (or of any month), each used a few times at most, no title twice. */
export function newsItem(rng: Rng, date: Date, used: Map<string, number>): GeneratedNews {
  const month = new Date(date.getTime() + 8 * 3_600_000).getUTCMonth(); // Manila
  const fresh = (t: NewsTemplate) => (used.get(t.key) ?? 0) < (t.months ? SEASONAL_USES : GENERAL_USES);
  const seasonal = TEMPLATES.filter((t) => t.months?.includes(month) && fresh(t));
  const general = TEMPLATES.filter((t) => !t.months && fresh(t));
  for (let attempt = 0; attempt < 50; attempt++) {
    const template = seasonal.length > 0 && rng.chance(0.5) ? rng.pick(seasonal) : rng.pick(general);
    const vars = {
      city: rng.pick(CITIES),
      resort: rng.pick(RESORT_PLACES),
      province: rng.pick(PROVINCES),
      venue: rng.pick(VENUES),
      sector: rng.pick(SECTORS),
      course: rng.pick(COURSES),
      company: companyName(rng, 'SP01'),
      employers: rng.int(25, 140),
      vacancies: (rng.int(12, 95) * 100).toLocaleString('en-US'),
      applicants: (rng.int(15, 80) * 100).toLocaleString('en-US'),
      agents: (rng.int(3, 20) * 50).toLocaleString('en-US'),
      attendees: rng.int(80, 400),
      workers: (rng.int(3, 30) * 50).toLocaleString('en-US'),
      slots: rng.int(4, 30) * 25,
      salary: peso(rng.int(36, 46) * 500),
      daily: peso(rng.int(70, 95) * 10),
    };
    const title = fill(template.title, vars);
    const seen = `title|${title}`;
    if (used.has(seen)) continue;
    used.set(seen, 1);
    used.set(template.key, (used.get(template.key) ?? 0) + 1);
    const html = [
      p(...template.paragraphs.map((text) => fill(text, vars))),
      template.list ? h3(template.list.title) + ul(template.list.items) : '',
    ].join('');
    return { title, html, topic: template.key };
  }
  throw new Error('the news templates ran out of distinct items');
}
