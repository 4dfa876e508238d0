/**
 * The seed's HR magazine: explainers on Philippine labor rules, pay and people practice, each
 * topic written twice, once for employees and once for HR teams and employers. The laws and
 * figures named are the ones in force when this was written (2025); articles say so.
 */
import type { Rng } from '@phjobs/seed-data/prng';
import { CITIES, companyName, fill, h3, p, person, someOf, ul } from './common.ts';

type MagazineTopic = {
  key: string;
  tags: readonly string[];
  /** [for employees, for HR teams] */
  titles: readonly [string, string];
  intro: readonly [string, string];
  /** What the rule says: a list under 'What the rules say'. */
  facts: readonly string[];
  employees: readonly string[];
  employers: readonly string[];
};

export const MAGAZINE_TOPICS: readonly MagazineTopic[] = [
  {
    key: '13th-month', tags: ['payroll', 'benefits', 'labor law'],
    titles: ['13th month pay: how to check that yours is right', 'Computing 13th month pay without mistakes'],
    intro: ['December brings the one payout every employee waits for. Here is how the 13th month pay is computed, and how to check yours.', 'Every year, payroll teams field the same questions about the 13th month pay. A clear policy and a worked example save weeks of back-and-forth.'],
    facts: ['Presidential Decree No. 851 requires 13th month pay for rank-and-file employees who worked at least one month in the calendar year.', 'It is at least one twelfth of the basic salary earned in the year.', 'It must be paid not later than December 24; it may be paid in two parts.', 'Under the TRAIN law, the 13th month pay and other benefits are exempt from income tax up to ₱90,000 in total.'],
    employees: ['Add up the basic salary you earned this year, then divide by twelve: that is your minimum.', 'Overtime, night differential and allowances are usually not part of basic salary unless your company includes them.', 'If you resigned during the year, you are still entitled to a proportionate 13th month pay, usually with your final pay.', 'Ask HR for the computation if the amount looks low.'],
    employers: ['Write down which pay items count as basic salary and share it with employees.', 'Include resigned employees’ proportionate share in their final pay.', 'Check unpaid leaves and salary changes in the year before computing.', 'Pay early if cash flow allows: employees plan their December around it.'],
  },
  {
    key: 'final-pay', tags: ['labor law', 'payroll', 'compliance'],
    titles: ['Final pay and your certificate of employment: what to expect after you resign', 'Final pay within 30 days: building an exit process that works'],
    intro: ['Leaving a job raises two questions: when will I get my last pay, and how do I get my certificate of employment?', 'Delayed final pay is one of the most common complaints brought to DOLE. A simple clearance process prevents most of them.'],
    facts: ['DOLE Labor Advisory No. 06, series of 2020, says final pay should be released within 30 days from separation, unless a more favourable company policy, contract or agreement applies.', 'Final pay may include unpaid salary, proportionate 13th month pay, cash conversion of unused service incentive leave and other amounts due under company policy.', 'A certificate of employment should be issued within three days from the employee’s request.'],
    employees: ['Submit your resignation in writing and keep a received copy.', 'Start the clearance early: return company property and settle accountabilities.', 'Ask HR for a breakdown of your final pay.', 'Request your certificate of employment in writing.'],
    employers: ['Publish the clearance steps and who signs each one.', 'Start computing final pay on the employee’s last day, not after clearance.', 'Keep a template for certificates of employment ready.', 'Track every exit against the 30-day mark.'],
  },
  {
    key: 'night-differential', tags: ['payroll', 'labor law'],
    titles: ['Night differential: the extra 10% on your night shift', 'Night shift pay rules every BPO payroll team should know'],
    intro: ['If you work between 10 p.m. and 6 a.m., part of your pay should be higher. Here is how night differential works.', 'In a 24/7 operation, night differential touches almost every payslip. Small mistakes multiply fast.'],
    facts: ['Article 86 of the Labor Code gives covered employees a night shift differential of not less than 10% of the regular wage for each hour worked between 10 p.m. and 6 a.m.', 'Night differential is added on top of overtime and holiday premiums when those apply to the same hour.', 'Some employers give more than 10% by policy or agreement.'],
    employees: ['Count the hours of your shift that fall between 10 p.m. and 6 a.m.', 'Check that those hours appear on your payslip with the differential.', 'When you compare job offers, include the night differential in the total.', 'Ask HR how the differential combines with overtime on your shift.'],
    employers: ['Configure the payroll system with the 10 p.m. to 6 a.m. window, not whole shifts.', 'Test holiday and overtime combinations before the first payroll of the year.', 'Show night hours as a separate line on payslips.', 'Review shift schedules that cross midnight on holidays.'],
  },
  {
    key: 'overtime', tags: ['payroll', 'labor law'],
    titles: ['Overtime pay explained in pesos', 'Approving overtime: policy, pay and records'],
    intro: ['Working past eight hours should show on your payslip. Here is how overtime is computed.', 'Overtime is easy to approve and hard to audit. A written policy keeps both the budget and the law in order.'],
    facts: ['Work beyond eight hours a day is overtime under Article 87 of the Labor Code.', 'On an ordinary working day, overtime is paid at least 25% more than the hourly rate.', 'On a rest day or special day, the overtime rate is at least 30% more than the hourly rate for that day.', 'Managerial employees and some field personnel are not covered by the hours-of-work rules.'],
    employees: ['Your hourly rate is your daily rate divided by eight.', 'Keep your own record of overtime hours and who approved them.', 'Overtime on a rest day or holiday is computed on that day’s higher rate.', 'Ask about the approval process before you stay late.'],
    employers: ['Require approval before overtime, not after.', 'Record actual time in and out, not just scheduled hours.', 'Review departments with constant overtime: it often signals understaffing.', 'Explain the rates on the payslip.'],
  },
  {
    key: 'holiday-pay', tags: ['payroll', 'labor law', 'leave'],
    titles: ['Holiday pay: regular holidays versus special days', 'Holiday pay computations for the year ahead'],
    intro: ['Not all holidays are paid the same way. The difference between a regular holiday and a special non-working day shows on your payslip.', 'Each year the government proclaims the year’s holidays. Payroll teams should map them to pay rules early.'],
    facts: ['On a regular holiday, a covered employee who does not work receives 100% of the daily wage; one who works receives 200%.', 'On a special non-working day, the rule is “no work, no pay” unless a company policy or agreement says otherwise; work on that day is paid at least 130%.', 'The list of holidays for each year is set by proclamation.'],
    employees: ['Check whether a holiday is regular or special before you plan.', 'If you work on a regular holiday, expect double pay for the first eight hours.', 'Overtime on a holiday is computed on the holiday rate.', 'Keep your schedule and time records for holiday shifts.'],
    employers: ['Load the year’s proclamation into the payroll calendar as soon as it is out.', 'Tell employees in advance which holidays they will work.', 'Watch for holidays that fall on rest days: the rates differ.', 'Audit the first holiday payroll of the year line by line.'],
  },
  {
    key: 'service-incentive-leave', tags: ['leave', 'labor law', 'benefits'],
    titles: ['Service incentive leave: your five days, explained', 'Leave policies that go beyond the minimum'],
    intro: ['After a year of service, most employees earn at least five days of paid leave. Many do not know they can convert unused days to cash.', 'The law sets a minimum of five days. Good employers use leave policy to attract and keep people.'],
    facts: ['Article 95 of the Labor Code gives every covered employee who has rendered at least one year of service five days of service incentive leave with pay a year.', 'Unused service incentive leave is commutable to its money equivalent.', 'Employers that already give at least five days of paid vacation leave are exempt from the separate requirement.'],
    employees: ['Check how many leave credits you have and when they reset.', 'Ask whether unused leave is converted to cash at year-end or at separation.', 'File leave early during peak seasons.', 'Keep approved leave forms.'],
    employers: ['Put leave credits on the payslip or the employee portal.', 'Decide and publish the cash conversion rules.', 'Consider birthday leave or mental health days: they cost little and are valued.', 'Plan coverage for peak season leave requests.'],
  },
  {
    key: 'maternity-leave', tags: ['leave', 'benefits', 'labor law'],
    titles: ['Expanded maternity leave: 105 days and what they cover', 'Supporting employees on maternity leave'],
    intro: ['The Expanded Maternity Leave Law gives working mothers more time with their newborns. Here is what it covers.', 'Maternity leave affects payroll, SSS filings and team planning. A checklist helps HR and the employee alike.'],
    facts: ['Republic Act No. 11210 grants 105 days of paid maternity leave for live childbirth, regardless of the mode of delivery.', 'Solo mothers get an additional 15 days.', 'Up to seven days may be transferred to the child’s father or an alternate caregiver.', 'Maternity benefit is paid through SSS, with the employer advancing it and paying any salary differential required by law.'],
    employees: ['Notify your employer of the pregnancy and expected delivery date early.', 'Check that your SSS contributions are up to date.', 'Decide whether to transfer leave days to the father.', 'Keep copies of every form you submit.'],
    employers: ['Prepare a maternity leave checklist with SSS forms and deadlines.', 'Compute the salary differential correctly.', 'Plan coverage for the role before the leave starts.', 'Welcome the employee back with a short return plan.'],
  },
  {
    key: 'paternity-solo-parent', tags: ['leave', 'benefits'],
    titles: ['Paternity and solo parent leave: who gets what', 'Family leaves in one policy'],
    intro: ['Fathers and solo parents have leave rights of their own. Many employees never use them because they do not know they exist.', 'Family leaves come from several laws. One clear policy page saves HR from answering the same questions.'],
    facts: ['Republic Act No. 8187 gives married male employees seven days of paternity leave with full pay for each of the first four deliveries of the legitimate spouse.', 'The Expanded Solo Parents Welfare Act (Republic Act No. 11861) gives qualified solo parents seven working days of parental leave a year.', 'Transferred maternity leave days are separate from paternity leave.'],
    employees: ['Ask HR which documents prove eligibility.', 'Solo parents need a valid solo parent ID from their local government.', 'Plan leave with your team lead early.', 'Keep copies of approved leave forms.'],
    employers: ['List every family leave, its law and its documents in one page.', 'Train supervisors not to discourage leave requests.', 'Track leave balances per employee.', 'Review the policy when laws change.'],
  },
  {
    key: 'probation', tags: ['labor law', 'onboarding'],
    titles: ['Probationary employment: the six months that decide regularization', 'Running a fair probation period'],
    intro: ['Most new hires start as probationary employees. What happens in those months, and what are your rights?', 'Probation is the employer’s chance to assess a new hire against clear standards. Without those standards, regularization disputes follow.'],
    facts: ['Probationary employment shall not exceed six months from the start of work, unless covered by an apprenticeship agreement stipulating a longer period.', 'The employer must make known the reasonable standards for regularization at the time of engagement.', 'An employee allowed to work after the probationary period is considered regular.'],
    employees: ['Ask for the regularization standards in writing on your first day.', 'Request monthly feedback from your supervisor.', 'Keep a record of your achievements and trainings.', 'Know your start date: probation is counted from it.'],
    employers: ['Give written standards at hiring and keep the signed copy.', 'Evaluate at months two, four and five, not only at the end.', 'Decide before the six months end.', 'Document coaching given during probation.'],
  },
  {
    key: 'government-contributions', tags: ['government contributions', 'payroll', 'benefits'],
    titles: ['SSS, PhilHealth and Pag-IBIG deductions on your payslip', 'Getting government contributions right every payroll'],
    intro: ['Every payslip shows three deductions most employees never question. Here is what they are for, and how to check they are remitted.', 'Late or wrong remittances cost penalties and trust. A monthly routine keeps contributions in order.'],
    facts: ['SSS contributions are shared by employer and employee; the total rate reached 15% of monthly salary credit in 2025 under Republic Act No. 11199, with the employer paying the larger share.', 'PhilHealth premiums are 5% of basic monthly salary up to the ceiling, shared equally by employer and employee.', 'Pag-IBIG contributions are 2% each from employer and employee, on monthly compensation up to ₱10,000 since 2024.'],
    employees: ['Register online accounts with SSS, PhilHealth and Pag-IBIG and check your posted contributions.', 'Compare the posted amounts with your payslips every few months.', 'Report missing remittances to HR in writing.', 'Keep paying as a voluntary member between jobs.'],
    employers: ['Remit on or before each agency’s deadline.', 'Reconcile payroll deductions against remittance reports monthly.', 'Update contribution tables as soon as new schedules take effect.', 'Give employees a yearly contribution summary.'],
  },
  {
    key: 'telecommuting', tags: ['remote work', 'hr trends', 'labor law'],
    titles: ['Working from home in the Philippines: your rights under the Telecommuting Act', 'Writing a work-from-home policy that holds up'],
    intro: ['Hybrid and remote work are here to stay in many offices. The Telecommuting Act sets the ground rules.', 'A good work-from-home policy answers the questions before they become complaints: equipment, hours, internet and data.'],
    facts: ['Republic Act No. 11165, the Telecommuting Act, allows employers to offer telecommuting programs on a voluntary basis.', 'Telecommuting employees must receive treatment equal to comparable employees at the workplace, including pay, leave and rest periods.', 'The program must be agreed in writing, covering hours, equipment, costs and data protection.'],
    employees: ['Get the telecommuting arrangement in writing.', 'Ask who pays for internet and equipment.', 'Keep regular working hours and log off.', 'Follow the company’s data protection rules at home.'],
    employers: ['Write down eligibility, hours and how work is measured.', 'Decide on allowances for internet and electricity.', 'Provide secure equipment and access.', 'Check in with remote staff as often as with office staff.'],
  },
  {
    key: 'mental-health', tags: ['wellbeing', 'hr trends', 'compliance'],
    titles: ['Mental health at work: what you can ask for', 'Building a workplace mental health program'],
    intro: ['Stress, burnout and anxiety are common at work. The Mental Health Act says workplaces have a role in supporting employees.', 'A mental health program is more than a webinar. It is policies, trained supervisors and access to help.'],
    facts: ['Republic Act No. 11036, the Mental Health Act, calls on employers to develop policies and programs on mental health in the workplace.', 'DOLE Department Order No. 208, series of 2020, gives guidelines for workplace mental health policies.', 'Mental health conditions are covered by confidentiality and non-discrimination.'],
    employees: ['Ask HR about the mental health policy and any employee assistance program.', 'Check whether your HMO covers psychological consultations.', 'Talk to a trusted supervisor early, before problems pile up.', 'The National Center for Mental Health crisis hotline 1553 is available nationwide.'],
    employers: ['Adopt a written policy following DOLE guidelines.', 'Train supervisors to recognise signs and refer confidentially.', 'Include mental health consultations in HMO coverage.', 'Review workloads where burnout keeps appearing.'],
  },
  {
    key: 'safe-spaces', tags: ['compliance', 'labor law', 'wellbeing'],
    titles: ['Harassment at work: your protections under the Safe Spaces Act', 'Complying with the Safe Spaces Act at work'],
    intro: ['Gender-based sexual harassment at work is illegal, whether it happens in the office, online or at a company event.', 'The Safe Spaces Act gives employers specific duties. Most can be met with a clear policy and a working committee.'],
    facts: ['Republic Act No. 11313, the Safe Spaces Act, penalises gender-based sexual harassment in streets, public spaces, online, in workplaces and schools.', 'Employers must disseminate the law, provide measures to prevent harassment, and create an independent internal mechanism or committee to investigate complaints.', 'Harassment by a co-worker, a supervisor or a client may all be covered.'],
    employees: ['Write down what happened, when, and who saw it.', 'Report to the committee on decorum and investigation or to HR.', 'Keep messages and screenshots of online harassment.', 'You may also seek help from the local government or the police.'],
    employers: ['Publish the policy and the reporting channel.', 'Form the committee and train its members.', 'Act on complaints promptly and confidentially.', 'Protect complainants from retaliation.'],
  },
  {
    key: 'first-time-jobseekers', tags: ['recruitment', 'onboarding'],
    titles: ['First-time jobseekers: get your pre-employment documents free', 'Hiring fresh graduates: onboarding that works'],
    intro: ['Your first job application comes with a list of documents. Under RA 11261, many of them are free the first time.', 'Fresh graduates bring energy and need structure. A short onboarding plan pays off within months.'],
    facts: ['Republic Act No. 11261, the First Time Jobseekers Assistance Act, waives government fees for pre-employment documents for first-time jobseekers.', 'Covered documents include the NBI and police clearances, barangay clearance, PSA birth certificate, and others issued by government agencies.', 'The waiver is availed once for each document, with a barangay certification that the applicant is a first-time jobseeker.'],
    employees: ['Get a barangay certification as a first-time jobseeker first.', 'Request documents early: some take days.', 'Keep digital copies of every document.', 'Ask the employer which documents are really required.'],
    employers: ['List only the documents you truly need.', 'Give fresh graduates a buddy for the first month.', 'Explain payslips and deductions in the first week.', 'Set three clear goals for the first 90 days.'],
  },
  {
    key: 'minimum-wage', tags: ['payroll', 'labor law', 'compliance'],
    titles: ['Minimum wage in your region: how to check it', 'Keeping up with regional wage orders'],
    intro: ['The minimum wage differs by region and by sector. Here is how to find the rate that applies to you.', 'Regional wage boards issue new wage orders regularly. Payroll must follow each one from its effective date.'],
    facts: ['Minimum wages are set per region by the Regional Tripartite Wages and Productivity Boards.', 'In Metro Manila, Wage Order No. NCR-26 set the daily minimum at ₱695 for non-agriculture workers from July 18, 2025.', 'Minimum wage earners are exempt from income tax on their minimum wage, holiday pay, overtime pay, night differential and hazard pay.'],
    employees: ['Check your region’s current wage order on the NWPC or regional board website.', 'Compare it with your daily rate, not your monthly take-home pay.', 'Ask HR in writing if your rate is below the minimum.', 'Report non-compliance to DOLE if HR does not act.'],
    employers: ['Subscribe to wage order announcements of every region where you operate.', 'Adjust rates from the effective date, not the next payroll period.', 'Recheck wage distortions among employees just above the minimum.', 'Keep records of every adjustment.'],
  },
  {
    key: 'interviewing', tags: ['recruitment', 'hr trends'],
    titles: ['How to answer “Tell me about yourself” in a Philippine job interview', 'Structured interviews: fairer hiring in less time'],
    intro: ['The first question of almost every interview is also the one most candidates fumble. Here is how to prepare.', 'Unstructured interviews reward confidence more than competence. A structured interview asks every candidate the same questions and scores them the same way.'],
    facts: ['Job ads and interviews must not discriminate by age, sex, civil status or religion where these are not genuine requirements of the job.', 'Charging applicants fees for local employment is prohibited.', 'Applicants’ personal data are protected by the Data Privacy Act of 2012.'],
    employees: ['Answer in three parts: who you are, what you have done, why this job.', 'Keep it under two minutes.', 'Bring examples with numbers.', 'Prepare two questions to ask the interviewer.'],
    employers: ['Write five questions per role tied to the job’s real tasks.', 'Score answers with a simple rubric.', 'Use at least two interviewers for final rounds.', 'Delete applicants’ data you no longer need.'],
  },
  {
    key: 'job-ads', tags: ['recruitment', 'hr trends'],
    titles: ['Reading a job ad: what the words really mean', 'Job ads that attract the right applicants'],
    intro: ['Job ads have their own language. “Competitive salary”, “fast-paced environment”, “with or without experience”: here is how to read them.', 'Clear job ads get fewer but better applications. The salary range is the single most important line.'],
    facts: ['Ads must not state discriminatory requirements such as age limits or “single” status without a genuine job requirement.', 'Local employers and recruiters may not charge applicants placement fees.', 'Posting the salary range is voluntary but strongly improves application quality.'],
    employees: ['Look for the salary range, schedule and location first.', 'Be wary of ads that ask for fees or personal financial information.', 'Apply even if you meet most, not all, of the qualifications.', 'Research the company before the interview.'],
    employers: ['State the salary range, schedule and work location.', 'List five tasks, not fifteen adjectives.', 'Separate “must have” from “nice to have”.', 'Reply to every applicant, even with a short no.'],
  },
  {
    key: 'retention', tags: ['retention', 'hr trends', 'wellbeing'],
    titles: ['Staying or leaving: questions to ask before you resign', 'Why employees leave in their first year, and how to keep them'],
    intro: ['Thinking of resigning? Before you write the letter, a few questions help you decide for the right reasons.', 'Attrition in the first year is expensive, especially in BPO and retail. Most of its causes are visible early.'],
    facts: ['Resigning without just cause requires written notice at least 30 days in advance under the Labor Code.', 'Final pay should be released within 30 days from separation under DOLE Labor Advisory No. 06, series of 2020.', 'Exit interviews are voluntary but a valuable source of information.'],
    employees: ['Write down why you want to leave: pay, manager, growth, schedule or health.', 'Ask whether the problem could be fixed where you are.', 'Line up the next job before resigning if you can.', 'Leave on good terms: your references matter.'],
    employers: ['Watch the first 90 days: most early exits start there.', 'Train team leads in coaching, not only metrics.', 'Make career paths visible.', 'Read exit interviews every quarter, not every year.'],
  },
  {
    key: 'onboarding', tags: ['onboarding', 'retention'],
    titles: ['Your first week at a new job: a survival guide', 'A 30-60-90 day onboarding plan for small businesses'],
    intro: ['The first week sets the tone for the rest. Here is what to do, and what to avoid.', 'Small businesses often skip onboarding because everyone is busy. A simple plan makes new hires productive sooner.'],
    facts: ['New hires should be registered with SSS, PhilHealth and Pag-IBIG by the employer.', 'The employment contract and company policies should be explained and signed copies kept.', 'Probationary standards must be made known at the time of engagement.'],
    employees: ['Learn names and roles: draw a simple chart if it helps.', 'Ask where the rules are written: leave, overtime, dress code.', 'Take notes of every system and login.', 'Schedule a check-in with your manager at the end of week one.'],
    employers: ['Prepare the desk, accounts and equipment before day one.', 'Assign a buddy for the first month.', 'Set goals for day 30, 60 and 90.', 'Collect feedback from the new hire on the process.'],
  },
  {
    key: 'data-privacy', tags: ['compliance', 'recruitment'],
    titles: ['Your personal data as a job applicant', 'Handling applicant and employee data under the Data Privacy Act'],
    intro: ['Resumes carry addresses, phone numbers, birth dates and photos. The Data Privacy Act protects them.', 'HR holds the most sensitive data in a company. The Data Privacy Act sets duties on how it is collected, kept and deleted.'],
    facts: ['Republic Act No. 10173, the Data Privacy Act of 2012, protects personal information processed by employers and recruiters.', 'Personal data should be collected for a declared purpose and kept only as long as needed.', 'Data subjects have rights to be informed, to access, to correct and to object.'],
    employees: ['Share government ID numbers only when an offer is made.', 'Ask how long the company keeps your application.', 'Never send bank PINs or one-time passwords to a recruiter.', 'You may ask for your data to be corrected or deleted.'],
    employers: ['Collect only what the role requires.', 'Limit access to HR files.', 'Set retention periods and delete on schedule.', 'Train recruiters on secure handling of resumes.'],
  },
  {
    key: 'kasambahay', tags: ['labor law', 'benefits'],
    titles: ['Kasambahay rights: what domestic workers are entitled to', 'Hiring a kasambahay the right way'],
    intro: ['Domestic workers are covered by their own law, the Batas Kasambahay. Here are the basics.', 'Families who hire household help are employers, with duties set by law. A written contract protects both sides.'],
    facts: ['Republic Act No. 10361, the Batas Kasambahay, requires a written employment contract.', 'Kasambahay are entitled to the regional minimum wage for domestic workers, daily and weekly rest periods, and five days of annual service incentive leave after a year.', 'Employers must register kasambahay with SSS, PhilHealth and Pag-IBIG; the employer pays the contributions for those earning below ₱5,000 a month.'],
    employees: ['Ask for a written contract in a language you understand.', 'Keep a copy of your contract and your SSS number.', 'You are entitled to rest and to privacy.', 'Report abuse to the barangay or DOLE.'],
    employers: ['Use the DOLE model contract.', 'Register your kasambahay with SSS, PhilHealth and Pag-IBIG.', 'Pay at least the regional minimum for domestic workers.', 'Respect rest days and leave.'],
  },
  {
    key: 'gen-z', tags: ['hr trends', 'retention', 'recruitment'],
    titles: ['Gen Z at work: what young employees want from their first employer', 'Managing Gen Z teams: feedback, flexibility and purpose'],
    intro: ['Young workers are changing what a good job looks like: feedback, growth and respect matter as much as pay.', 'Gen Z employees expect frequent feedback and clear growth. Managers who adapt keep them longer.'],
    facts: ['Young employees are covered by the same labor standards as everyone else; working students and minors have additional protections.', 'The Special Program for Employment of Students (SPES) helps students work during school breaks.', 'Employers must not require applicants to pay for trainings as a condition of local hiring.'],
    employees: ['Ask how performance is measured and how often you get feedback.', 'Look for learning opportunities, not only perks.', 'Set boundaries on after-hours messages politely.', 'Build relationships with mentors outside your team.'],
    employers: ['Give feedback monthly, in short conversations.', 'Show the career path in the first week.', 'Offer learning budgets or certifications.', 'Explain the “why” behind decisions.'],
  },
];

export type GeneratedMagazine = { title: string; html: string; tags: readonly string[]; topic: string };

/** Article `angle` (0 employees, 1 HR teams) of a topic. */
export function magazineArticle(rng: Rng, topic: MagazineTopic, angle: 0 | 1): GeneratedMagazine {
  const hr = person(rng, 30, 52);
  const vars = { name: hr.name, company: companyName(rng, rng.pick(['SP01', 'SP05', 'SP13', 'SP06', 'SP02'])), city: rng.pick(CITIES) };
  const voice = angle === 0
    ? fill('“Most questions we get could be answered by reading the payslip and the policy together,” says {name}, an HR manager at {company} in {city}. “Ask us. It is our job to explain.”', vars)
    : fill('“The policies that work are short, written down and explained in person,” says {name}, who heads HR at {company} in {city}. “If employees have to guess, they will guess wrong.”', vars);
  const tips = angle === 0 ? topic.employees : topic.employers;
  const html = [
    p(topic.intro[angle]),
    h3('What the rules say'),
    ul(someOf(rng, topic.facts, Math.min(topic.facts.length, 3 + (angle === 1 ? 1 : 0)))),
    p(voice),
    h3(angle === 0 ? 'What you can do' : 'For HR teams and employers'),
    ul(tips),
    p('This article explains the rules in force when it was written and is not legal advice. For your own case, ask your HR department or the nearest DOLE field office (hotline 1349).'),
  ].join('');
  return { title: topic.titles[angle], html, tags: topic.tags, topic: topic.key };
}
