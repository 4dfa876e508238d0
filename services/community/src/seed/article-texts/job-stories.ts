/**
 * The seed's job stories: first-person careers of the Philippines told by the editors, built from
 * a title list and, per topic, templates and phrase lists filled with a person, a city, a company
 * and amounts in pesos. Tags are the /jobStory row's (contracts JOB_STORY_TAGS).
 */
import type { Rng } from '@phjobs/seed-data/prng';
import { amount, CITIES, companyName, fill, h3, p, peso, person, PROVINCES, pronouns, quote, RESORT_PLACES, someOf, ul, type Person } from './common.ts';

type Topic = 'bpo' | 'ofw' | 'civil' | 'tesda' | 'retail' | 'hotel' | 'first' | 'salary' | 'manners' | 'office404' | 'riddit' | 'chat' | 'change' | 'survey';

/** The company kind (specialization parent) of each topic's workplace. */
const TOPIC_PARENT: Record<Topic, string> = {
  bpo: 'SP01', ofw: 'SP06', civil: 'SP05', tesda: 'SP06', retail: 'SP13', hotel: 'SP06', first: 'SP05', salary: 'SP02',
  manners: 'SP05', office404: 'SP05', riddit: 'SP05', chat: 'SP01', change: 'SP02', survey: 'SP05',
};

export type StorySpec = { topic: Topic; title: string; tags: readonly string[]; top?: boolean };

/** 48 stories; {city}, {abroad}, {years} and {job} in a title are filled from the story's own values. */
export const JOB_STORY_SPECS: readonly StorySpec[] = [
  { topic: 'bpo', title: 'From fresh graduate to team leader at a call center in {city}', tags: ['career', 'office life', 'first job'], top: true },
  { topic: 'ofw', title: 'Coming home after {years} years in {abroad}: starting over in {city}', tags: ['lifeline', 'job change white paper'], top: true },
  { topic: 'civil', title: 'How I passed the Civil Service Exam on my second try', tags: ['career', 'advice from a senior'], top: true },
  { topic: 'tesda', title: 'A TESDA NC II in Cookery changed my career', tags: ['career', 'lifeline'], top: true },
  { topic: 'retail', title: 'Surviving the Christmas rush on a mall sales floor', tags: ['office life', 'workplace white paper'], top: true },
  { topic: 'first', title: 'My first payslip: what a {salary} salary taught me', tags: ['first job', 'career'] },
  { topic: 'manners', title: 'Office manners nobody teaches you in college', tags: ['basic manners', 'first job'] },
  { topic: 'office404', title: '404office: the day the whole floor lost its internet', tags: ['404office', 'office life'] },
  { topic: 'riddit', title: 'Weekly riddit: is it okay to resign through chat?', tags: ['weeklyriddit', 'basic manners'] },
  { topic: 'chat', title: 'Careerchat: a nurse and a virtual assistant compare night shifts', tags: ['careerchat', 'office life'] },
  { topic: 'change', title: 'Why I left a government job for a startup in {city}', tags: ['job change white paper', 'career'] },
  { topic: 'survey', title: 'Workplace white paper: how long is your commute really?', tags: ['workplace white paper', 'office life'] },
  { topic: 'hotel', title: 'Front desk stories from a resort in {resort}', tags: ['office life', 'career'] },
  { topic: 'salary', title: 'How I asked for a raise and got {raise} more a month', tags: ['career', 'advice from a senior'] },
  { topic: 'bpo', title: 'Night shift, day life: five years as a technical support agent', tags: ['office life', 'career'] },
  { topic: 'ofw', title: 'From caregiver in {abroad} to owning a small bakery in {province}', tags: ['lifeline', 'career'] },
  { topic: 'civil', title: 'Reviewing for the Civil Service Exam while working full time', tags: ['advice from a senior', 'career'] },
  { topic: 'tesda', title: 'Electrical Installation NC II at {age}: never too late to learn a trade', tags: ['lifeline', 'job change white paper'] },
  { topic: 'retail', title: 'What I learned in three years as a supermarket cashier', tags: ['first job', 'office life'] },
  { topic: 'first', title: 'The first 90 days: a fresh graduate’s honest diary', tags: ['first job', 'office life'] },
  { topic: 'manners', title: 'Do you still say “po” to your manager? Workplace respect, explained', tags: ['basic manners', 'office life'] },
  { topic: 'office404', title: '404office: the printer that only works for the boss', tags: ['404office', 'office life'] },
  { topic: 'riddit', title: 'Weekly riddit: can my employer keep my final pay?', tags: ['weeklyriddit', 'lifeline'] },
  { topic: 'chat', title: 'Careerchat: two BPO team leaders talk about coaching agents', tags: ['careerchat', 'advice from a senior'] },
  { topic: 'change', title: 'From teacher to instructional designer: a career change in {years} steps', tags: ['job change white paper', 'career'] },
  { topic: 'survey', title: 'Workplace white paper: what workers really want besides salary', tags: ['workplace white paper', 'career'] },
  { topic: 'hotel', title: 'Housekeeping is harder than it looks: a room attendant’s story', tags: ['office life', 'workplace white paper'] },
  { topic: 'salary', title: 'Salary talk: what I earned in my first five jobs', tags: ['career', 'job change white paper'] },
  { topic: 'bpo', title: 'I took a BPO job to pay for college — and stayed for the career', tags: ['career', 'lifeline'] },
  { topic: 'ofw', title: 'Balik-bayan, balik-trabaho: finding work in {city} after {abroad}', tags: ['job change white paper', 'lifeline'] },
  { topic: 'civil', title: 'Passing the subprofessional exam opened the door to our municipal hall', tags: ['career', 'first job'] },
  { topic: 'tesda', title: 'From dishwasher to line cook: my TESDA scholarship story', tags: ['lifeline', 'career'] },
  { topic: 'retail', title: 'Promodiser life: selling noodles in three supermarkets a day', tags: ['office life', 'career'] },
  { topic: 'first', title: 'I got rejected 23 times before my first job offer', tags: ['first job', 'lifeline'] },
  { topic: 'manners', title: 'Group chat etiquette for the office: seen-zoned by your boss', tags: ['basic manners', '404office'] },
  { topic: 'office404', title: '404office: the aircon war on the 12th floor', tags: ['404office', 'weeklyriddit'] },
  { topic: 'riddit', title: 'Weekly riddit: should I accept a counter-offer?', tags: ['weeklyriddit', 'job change white paper'] },
  { topic: 'chat', title: 'Careerchat: a bank teller and a cashier on handling cash all day', tags: ['careerchat', 'career'] },
  { topic: 'change', title: 'Leaving the BPO floor for a back-office accounting job', tags: ['job change white paper', 'advice from a senior'] },
  { topic: 'survey', title: 'Workplace white paper: how many of us work on our rest day?', tags: ['workplace white paper', 'lifeline'] },
  { topic: 'hotel', title: 'Barista mornings: coffee, regulars and a promotion in {city}', tags: ['first job', 'office life'] },
  { topic: 'salary', title: 'Is {salary} enough to live in {city}? A budget breakdown', tags: ['career', 'lifeline'] },
  { topic: 'bpo', title: 'Quality analyst confessions: what we listen for on your calls', tags: ['advice from a senior', 'office life'] },
  { topic: 'ofw', title: 'What I wish I knew before coming home from {abroad}', tags: ['advice from a senior', 'lifeline'] },
  { topic: 'first', title: 'Working student to full-time employee: how I made it work', tags: ['first job', 'advice from a senior'] },
  { topic: 'manners', title: 'How to write a resignation letter that keeps doors open', tags: ['basic manners', 'job change white paper'] },
  { topic: 'riddit', title: 'Weekly riddit: is it normal to be asked to pay for training?', tags: ['weeklyriddit', 'advice from a senior'] },
  { topic: 'change', title: 'At {age}, I switched careers from sales to data analysis', tags: ['job change white paper', 'careerchat'] },
];

const ABROAD = ['Dubai', 'Riyadh', 'Doha', 'Hong Kong', 'Singapore', 'Kuwait', 'Taipei', 'Jeddah', 'Abu Dhabi', 'Seoul'] as const;

type Vars = Record<string, string | number>;

/** The values of one story: who, where, how much. */
function storyVars(rng: Rng, topic: Topic): { who: Person; vars: Vars } {
  const who = person(rng, topic === 'first' ? 21 : 24, topic === 'ofw' || topic === 'change' || topic === 'tesda' ? 48 : 38);
  const pr = pronouns(who);
  const start = amount(rng, 15_000, 19_000);
  const now = start + amount(rng, 6_000, 22_000);
  return {
    who,
    vars: {
      name: who.name,
      first: who.first,
      age: who.age,
      city: rng.pick(CITIES),
      resort: rng.pick(RESORT_PLACES),
      hometown: rng.pick(CITIES),
      province: rng.pick(PROVINCES),
      abroad: rng.pick(ABROAD),
      years: rng.int(3, 11),
      company: companyName(rng, TOPIC_PARENT[topic]),
      salary: peso(start),
      salaryNow: peso(now),
      raise: peso(amount(rng, 2_000, 6_000)),
      rent: peso(amount(rng, 4_000, 9_000)),
      send: peso(amount(rng, 2_000, 5_000)),
      remit: peso(amount(rng, 12_000, 35_000, 1_000)),
      they: pr.they,
      their: pr.their,
      them: pr.them,
      They: pr.They,
      Their: pr.Their,
    },
  };
}

/** Each topic: an opening, body paragraphs (some picked), a subheading with tips, and a closing. */
const TOPICS: Record<Topic, { open: readonly string[]; body: readonly string[]; tipsTitle: string; tips: readonly string[]; close: readonly string[] }> = {
  bpo: {
    open: [
      '{name} was fresh out of college when {they} walked into {company} in {city} for an initial interview. “I only wanted a job while I figured things out,” {they} says. Five years later, {they} leads a team of fifteen agents.',
      'When {first} signed {their} first contract at {company}, the offer was {salary} a month plus night differential. Today {they} earns {salaryNow}, and {they} still remembers the first irate caller who made {them} cry in the restroom.',
    ],
    body: [
      'Training took six weeks: product knowledge, systems, and hours of mock calls. “Nesting was the scariest part,” {first} recalls. “Real customers, real problems, and a coach listening in.” What helped most was writing down every call {they} could not solve and asking a senior agent about it at the end of the shift.',
      'The night shift took time to get used to. {They} learned to sleep with blackout curtains, to eat a real meal before the shift instead of instant noodles at 3 a.m., and to keep Sundays free for family. “Your body adjusts, but only if you respect it.”',
      'Metrics are a big part of the job: average handling time, customer satisfaction, quality scores. {first} found that agents who chase handling time alone burn out fast. “Fix the customer’s problem on the first call. The numbers follow.”',
      'The promotion to team leader came after {they} volunteered to coach new hires during a hiring wave. “Leading is different. Your metrics are now other people’s metrics, and you spend half your shift listening.”',
    ],
    tipsTitle: 'What helped {first} grow',
    tips: [
      'Ask for the quality form and score your own recorded calls.',
      'Learn the escalation path before you need it.',
      'Keep a notebook of solutions; it becomes your personal knowledge base.',
      'Take the night differential into account when you compare offers.',
      'Volunteer for mentoring: it is the first step to a supervisory role.',
      'Protect your sleep like you protect your attendance.',
    ],
    close: [
      '“The BPO industry gave me a career I did not plan,” {first} says. “But nobody hands it to you. You earn it one call at a time.”',
      'Asked what {they} would tell a new agent, {first} does not hesitate: “Be kind to the customer, and be kind to yourself after the shift.”',
    ],
  },
  ofw: {
    open: [
      'After {years} years in {abroad}, {name} came home to {city} with savings, a suitcase of pasalubong and one question: what now? “Abroad, I knew exactly what my day looked like. Back home, I had to start from zero.”',
      'For {years} years, {name} of {province} worked in {abroad} and sent {remit} home every month. When the last contract ended, {they} decided not to renew. “My children were growing up on video calls,” {they} says.',
    ],
    body: [
      'The first months were harder than expected. Salaries at home were lower, and many employers asked for local experience. {first} registered with the Public Employment Service Office of {their} city and attended a reintegration seminar of OWWA, where {they} learned about livelihood assistance and training programs for returning workers.',
      'Instead of waiting for the perfect offer, {first} took a short course and applied for jobs that used what {they} had learned abroad: discipline, English, and working with people from many countries. Within four months {they} was hired by {company}.',
      'Money was the other lesson. “Abroad, it is easy to think the income will last forever.” {first} now keeps an emergency fund of six months’ expenses, pays into SSS and Pag-IBIG as a voluntary member between jobs, and avoids lending money to every relative who asks.',
      'Family life changed too. {They} finally attends school programs and Sunday lunches. “The pay is smaller, but I am here. That was the whole point.”',
    ],
    tipsTitle: 'Advice for returning OFWs',
    tips: [
      'Ask OWWA and your local PESO about reintegration and livelihood programs before you fly home.',
      'Update your resume with what you did abroad in numbers: patients cared for, teams led, sales made.',
      'Keep paying SSS, PhilHealth and Pag-IBIG as a voluntary member between jobs.',
      'Expect a lower salary at first and plan your budget for it.',
      'Consider a TESDA course to turn your experience into a national certificate.',
      'Talk honestly with your family about money before you arrive.',
    ],
    close: [
      '“Coming home is not a failure,” {first} says. “It is another kind of work, and you can prepare for it like any job.”',
      'Today {first} earns {salaryNow} a month. “It is enough because I planned for it. And my kids know my face, not just my voice.”',
    ],
  },
  civil: {
    open: [
      '{name} failed the Career Service Examination the first time by a few points. “I thought I was ready because I was good in school,” {they} says. “The exam does not care about your grades.”',
      'For {first}, a government job meant security: regular hours, benefits and a pension. The door to it was the Civil Service Examination. It took {them} more than one try, and {they} would not change a thing.',
    ],
    body: [
      'The exam covers verbal ability, numerical ability, analytical ability, general information and the Philippine Constitution. {first} bought a reviewer, but what really helped was timing practice: answering a full mock exam in the allotted hours every Saturday morning.',
      'Numbers were {their} weak spot. {They} went back to fractions, percentages and word problems, fifteen problems every night after work. “Boring, but it worked. By exam day I no longer panicked at a table of numbers.”',
      'A passing rating of 80 makes you eligible, but eligibility is only the start. {first} then applied to open positions posted on the Civil Service Commission job portal and the bulletin boards of local offices, and waited through interviews, a written test and background checks.',
      'Today {first} works as an administrative aide in {city}. “The salary grade is clear, the benefits are complete, and I know where I will be in five years. For me, that peace of mind is worth a lot.”',
    ],
    tipsTitle: 'How {first} reviewed',
    tips: [
      'Take a full timed mock exam every week, not just practice questions.',
      'Read the Constitution’s articles on the bill of rights and the branches of government.',
      'Review basic math daily: percentages, ratios and word problems.',
      'Read an English newspaper editorial each day for vocabulary.',
      'Sleep well the night before and arrive early with the required ID.',
      'After passing, watch the CSC job portal and your local government’s postings.',
    ],
    close: [
      '“If you fail, look at which part pulled you down and fix only that,” {first} advises. “You do not need to start over. You need to aim better.”',
      'Passing the exam did not make {first} a civil servant overnight. But it gave {them} a key, and {they} used it.',
    ],
  },
  tesda: {
    open: [
      '{name} spent years in jobs that paid the minimum and taught {them} little. Then a friend mentioned a free TESDA course in {city}. “I signed up because it was free,” {they} laughs. “I stayed because I was good at it.”',
      'At {age}, {first} was the oldest in {their} TESDA class. “The others were fresh from senior high. I was the one who asked the most questions.” Six months later, {they} held a National Certificate II.',
    ],
    body: [
      'The course mixed classroom hours with practice in a training kitchen and workshop. The assessment at the end was practical: {first} had to perform the tasks in front of an assessor, step by step, with the right tools and safety practices.',
      'With the NC II, doors opened. Employers listed it in their job ads, and {first} was hired by {company} at {salary} a month. “The certificate told them I could do the work from day one.”',
      'The scholarship covered the training fee and gave a small allowance. {first} used the allowance for transport and kept a strict schedule so {they} never missed a session.',
      'Since then {first} has taken a second course and now trains new staff at work. “I used to think skills were for people who could not go to college. Now I know skills are what employers pay for.”',
    ],
    tipsTitle: 'Getting the most out of a TESDA course',
    tips: [
      'Ask your municipal or city TESDA office about scholarships such as TWSP before enrolling.',
      'Treat practice hours like a job: arrive early and ask to repeat tasks you are unsure of.',
      'Keep a portfolio of photos of your work for interviews.',
      'Prepare for the competency assessment with a classmate: quiz each other on every step.',
      'Put your NC II near the top of your resume.',
      'Plan a second course that builds on the first.',
    ],
    close: [
      '“A certificate is not magic,” {first} says. “But it is proof. And in a job interview, proof is everything.”',
      'Today {first} earns {salaryNow} a month and dreams of opening {their} own small business in {province}.',
    ],
  },
  retail: {
    open: [
      '{name} started at {company} in {city} as a sales associate the week before the Christmas season. “Nobody warned me,” {they} says. “From October the mall is full, and from December it is a different planet.”',
      'For three years, {first} has stood behind counters and shelves in {city}. The pay started at {salary}; the lessons, {they} says, are worth more.',
    ],
    body: [
      'A normal shift is eight hours on your feet. {first} learned to wear proper shoes, to drink water before the store opens, and to use breaks to really rest instead of scrolling on {their} phone.',
      'Customers teach patience. Some want a discount that does not exist, some return items without a receipt, and some are simply having a bad day. “You learn not to take it personally. You smile, you explain the policy, and you call the supervisor when you must.”',
      'Inventory counts happen after closing, sometimes until midnight. {first} found that being accurate during counts got {them} noticed by the store supervisor faster than any sales record.',
      'After two years {first} was promoted to shift leader. {They} now makes schedules, handles cash reports and trains new hires. “The floor taught me how to manage people. That is a skill I can take anywhere.”',
    ],
    tipsTitle: 'Tips for a first retail job',
    tips: [
      'Learn the return and exchange policy by heart in your first week.',
      'Count the cash drawer twice; shortages may be charged to you under some policies, so ask how yours works.',
      'Ask for your schedule two weeks ahead during the peak season.',
      'Keep a pair of comfortable shoes at work.',
      'Volunteer for inventory counts: supervisors notice accuracy.',
      'Holiday work is paid at premium rates: check your payslip.',
    ],
    close: [
      '“Retail is hard work, but it is honest work,” {first} says. “And it taught me that I am good with people.”',
      'Now earning {salaryNow}, {first} is saving for a course in business management.',
    ],
  },
  hotel: {
    open: [
      '{name} wanted to work near the sea, and {resort} gave {them} the chance. “My first job at {company} was front desk on the graveyard shift,” {they} says. “I met every late flight and every lost guest.”',
      'Hospitality was not {first}’s first plan. After a year in an office, {they} took a job at {company} in {city} and discovered {they} loved looking after guests.',
    ],
    body: [
      'Check-in looks simple from the lobby. Behind the desk there are reservation systems, deposits, room assignments and a dozen requests at once. {first} learned to say “Let me check that for you” calmly while three phones rang.',
      'Peak seasons mean long days: summer, Holy Week, Christmas and every long weekend. {first} keeps {their} own days off for the quiet months and plans family trips then.',
      'Service charge is a big part of pay in hotels and restaurants. By law, covered employees receive their share of the service charges collected, and {first} checks the distribution on {their} payslip every month.',
      'The best moments are small: a couple celebrating their anniversary, a child who remembers your name. “Guests forget the room,” {first} says. “They remember how you treated them.”',
    ],
    tipsTitle: 'Lessons from the front desk',
    tips: [
      'Learn a few phrases of the languages of your most frequent guests.',
      'Write every request down; never trust memory at 2 a.m.',
      'Ask about service charge distribution when you receive an offer.',
      'A TESDA NC II in Front Office Services helps when applying to larger hotels.',
      'Uniform and grooming standards matter: keep a spare set at work.',
      'Stay calm when a guest is upset; solve first, explain later.',
    ],
    close: [
      '“Hospitality is a people job before it is a hotel job,” {first} says. “If you like people, you will never be bored.”',
      '{first} now supervises the front office team and earns {salaryNow} a month, service charge included.',
    ],
  },
  first: {
    open: [
      '{name} remembers opening {their} first payslip from {company}: {salary}, minus SSS, PhilHealth and Pag-IBIG. “I thought there was a mistake,” {they} laughs. “Nobody explained deductions to me.”',
      'After graduating from a state university, {first} sent out applications for months. The first offer came from {company} in {city}, and {they} said yes before the recruiter finished the sentence.',
    ],
    body: [
      'The first weeks were a blur of new names, systems and acronyms. {first} kept a small notebook of everything: who approves leave, where the forms are, which printer works. “Asking the same question twice is the real mistake.”',
      'Money needed a plan. With rent of {rent} and {send} sent home to {their} parents, {first} made a simple budget: needs first, savings second, wants last. {They} opened a separate savings account and never touched it.',
      'Probation lasted six months. {first} asked {their} supervisor for feedback at the end of each month instead of waiting for the final evaluation. “It showed I cared, and there were no surprises at the end.”',
      'Regularization came with benefits {first} had only read about: leave credits, HMO coverage, and 13th month pay in December. “That first 13th month felt like a reward for surviving the year.”',
    ],
    tipsTitle: 'What {first} would tell a fresh graduate',
    tips: [
      'Ask HR to explain every line of your first payslip.',
      'Get your government documents early; first-time jobseekers can get many of them free under RA 11261.',
      'Ask for feedback monthly during probation.',
      'Save a fixed amount on payday, before you spend.',
      'Say yes to tasks nobody wants: that is how you learn fast.',
      'Keep copies of your contract and your certificate of employment.',
    ],
    close: [
      '“Your first job does not have to be your dream job,” {first} says. “It has to teach you something. Mine taught me everything.”',
      'A year later, {first} earns {salaryNow} and still keeps that first payslip in a folder.',
    ],
  },
  salary: {
    open: [
      '{name} had worked at {company} for two years at {salary} a month when a friend with the same job mentioned a higher number. “That night I did the math,” {they} says, “and I decided to ask.”',
      'Salary is the conversation most of us avoid. {first}, a {age}-year-old from {city}, decided to talk about it openly, figures included.',
    ],
    body: [
      '{first} started by researching: job ads for the same role, salary ranges shared by friends, and the company’s own postings for new hires. {They} wrote down three achievements from the past year with numbers attached.',
      'The meeting was short. {first} asked for a specific amount, explained why, and then stopped talking. “The silence was the hardest part. But I had practised it.” The manager asked for two weeks; the answer was {raise} more a month.',
      'Pay is more than the basic salary. {first} compares offers using the total: allowances, night differential, overtime rules, HMO, and the 13th month pay, which by law is at least one twelfth of the basic salary earned in the year.',
      'Budgeting keeps the raise from disappearing. {first} moved the extra amount straight into savings for three months before adjusting {their} lifestyle. “If you never see it, you never miss it.”',
    ],
    tipsTitle: 'A checklist before you ask for a raise',
    tips: [
      'Know the market rate for your role in your city.',
      'Bring three achievements with numbers.',
      'Ask for a specific amount, not “a little more”.',
      'Choose the timing: after a good review or a finished project.',
      'Compare total pay, not only the basic salary.',
      'Put any agreement in writing.',
    ],
    close: [
      '“The worst answer is no,” {first} says. “And a no tells you something too.”',
      'Today {first} earns {salaryNow} a month and shares {their} salary openly with younger colleagues. “Secrecy only helps the employer.”',
    ],
  },
  manners: {
    open: [
      'Nobody gives you a manual for office manners, but everyone notices them. We asked readers and HR officers what new employees most often get wrong, and what they wish someone had told them on day one.',
      'Basic manners at work are not about being formal. They are about making it easy for people to work with you. Here is what {name}, an HR officer at {company} in {city}, tells every new hire.',
    ],
    body: [
      'Start with time. Arriving on time, answering messages within the day and finishing what you promised builds trust faster than any talent. If you will be late, say so before, not after.',
      'Respect is cultural. Many Filipino workplaces still use “po” and “opo”, “Sir” and “Ma’am”. Follow what your team does; when unsure, be polite first and let your manager tell you to relax.',
      'Shared spaces have rules nobody writes down: label your food, wash your mug, do not take the last of the coffee without making more, and keep phone calls out of quiet areas.',
      'Group chats are part of the office now. Stay on topic, avoid messages after working hours unless urgent, and never forward screenshots of a colleague’s message without permission.',
    ],
    tipsTitle: 'The short list',
    tips: [
      'Greet people when you arrive and when you leave.',
      'Ask before borrowing, return before asked.',
      'Mute your phone in meetings.',
      'Reply within the day, even if only to say “Noted, I will check.”',
      'Credit colleagues by name when your team is praised.',
      'Leave personal issues out of the group chat.',
    ],
    close: [
      '“Skills get you hired,” {first} says. “Manners get you trusted.”',
      'Manners are a small investment with a big return. Your future references are sitting next to you today.',
    ],
  },
  office404: {
    open: [
      'Welcome back to 404office, where readers share the moments their workplace stopped working. This week’s story comes from {first}, who works at {company} in {city}.',
      'Every office has its own errors. {name} sent us this one from {their} floor in {city}, and we could not stop laughing.',
    ],
    body: [
      'It started at 9:02 on a Monday. One by one, screens froze, the shared drive disappeared and someone shouted that the internet was down. Within minutes the whole floor was standing in the pantry, holding mugs and phones with one bar of signal.',
      'The IT team arrived with a ladder and the calm face of people who have seen this before. A cable had been unplugged, by someone who needed a socket to charge a phone. Nobody confessed, but the pantry got a new sign.',
      'The boss asked for “the report by lunch”, then remembered the report was on the shared drive. The team spent the morning writing the introduction on paper, which turned out to be the best part of the report.',
      'By afternoon, everything worked again. The group chat voted it the most productive morning of the year, because for three hours nobody could send an email.',
    ],
    tipsTitle: 'Lessons from the 404office',
    tips: [
      'Keep a copy of today’s urgent file offline.',
      'Know the IT helpdesk number by heart, not just in your email.',
      'Label the cables that must never be unplugged.',
      'A power bank at your desk saves the socket wars.',
      'When systems fail, meetings still work: use the time.',
    ],
    close: [
      'Do you have a 404office story? Send it to the editors; names are changed, errors are not.',
      'The office is back online. The sign in the pantry stays.',
    ],
  },
  riddit: {
    open: [
      'Every week, weeklyriddit picks one question from the community that started a long thread, and asks people who know the answer. This week’s question came from a reader in {city}.',
      'This week on weeklyriddit: a question that came up again and again in our job talk threads, answered with the help of an HR officer at {company}.',
    ],
    body: [
      'The short answer: it depends on your contract and on the law, and the law is clearer than most people think. The Labor Code requires an employee who resigns without just cause to give the employer written notice at least 30 days in advance. A chat message can be a start, but a signed letter protects you.',
      'Final pay is another frequent question. Under DOLE’s Labor Advisory No. 06, series of 2020, final pay should be released within 30 days from separation unless a more favourable company policy or agreement applies, and a certificate of employment should be issued within three days of a request.',
      'Training fees came up too. Employers may require a training bond for costly training, but it must be fair and in writing. Paying to be hired for a local job is a warning sign: legitimate employers do not charge applicants processing fees.',
      'Counter-offers are tempting. Readers who accepted them often said the same thing: the reasons they wanted to leave did not go away with the raise. Think about why you started looking before you say yes.',
    ],
    tipsTitle: 'What the thread agreed on',
    tips: [
      'Put important things in writing: resignation, agreements, requests.',
      'Keep copies of your contract, payslips and company policies.',
      'Ask HR first; go to DOLE when HR does not answer.',
      'Never pay a fee to be hired for a local job.',
      'Decide on a counter-offer with the reasons you wanted to leave in front of you.',
    ],
    close: [
      'Have a question for next week? Post it in job talk with the tag weeklyriddit.',
      'Thanks to everyone who shared their experience in the thread. The best answers came from you.',
    ],
  },
  chat: {
    open: [
      'In careerchat, two people with different jobs sit down and compare notes. This week: {name}, who works at {company} in {city}, and a friend from another industry.',
      'Careerchat brings two workers together for an honest conversation. Our guest this week is {name}, {age}, from {city}.',
    ],
    body: [
      '“What time does your day really start?” The answers were the same: at night. Both keep an alarm at 6 p.m., both eat breakfast at dinner time, and both have families who learned to whisper in the afternoon.',
      'On pay, they compared night differential, allowances and the taxes on both. They agreed that a higher offer with no night differential can be smaller than it looks, and that the HMO matters more every year.',
      'On stress, the answers differed. One talks to customers who are upset; the other works alone on tasks with deadlines. Both said the worst stress comes from unclear instructions, not hard work.',
      'On the future, both are studying. One is taking an online course on weekends; the other is reviewing for a licensure exam. “The night shift gives you free mornings,” {first} said. “Use them for yourself.”',
    ],
    tipsTitle: 'Things they agreed on',
    tips: [
      'Compare offers by total pay, night differential included.',
      'Keep one fixed day for family, whatever your schedule.',
      'Clear instructions reduce stress more than easy tasks.',
      'Use your free hours to learn something new.',
      'Check your HMO coverage before you need it.',
    ],
    close: [
      'Want to join careerchat? Tell us your job and who you would like to compare notes with.',
      'Two jobs, two paths, and the same advice: take care of yourself, because nobody else will schedule it for you.',
    ],
  },
  change: {
    open: [
      '{name} had a stable job and a clear future. At {age}, {they} left it. “People thought I was crazy,” {they} says. “I thought staying would be crazier.”',
      'Changing careers in your late twenties or thirties is more common than it seems. {name}, {age}, from {city}, tells us how {they} did it in {years} steps.',
    ],
    body: [
      'The first step was honest: what did {they} enjoy in the old job, and what did {they} dread? {first} wrote it down and found that the best parts of {their} day were the ones spent solving problems with data and tools.',
      'The second step was learning without quitting. For a year, {first} took online courses in the evenings and on weekends, built small projects, and asked friends in the new field to review them.',
      'Then came the applications. {first} rewrote {their} resume around skills rather than job titles, and applied for junior roles at {company} and similar firms. The salary was lower at first, {salary} a month, and {they} accepted it as tuition.',
      'Two years later {first} earns {salaryNow}. “The first year in a new field is humbling,” {they} says. “But you bring everything from your old career. I still use what I learned there every day.”',
    ],
    tipsTitle: 'A career change checklist',
    tips: [
      'Write down what you enjoy and what you dread in your current job.',
      'Learn while employed; quit only when you have an offer.',
      'Build small projects that prove the new skills.',
      'Rewrite your resume around skills, not titles.',
      'Plan for a lower salary during the first year.',
      'Talk to three people who already do the job.',
    ],
    close: [
      '“It is never a clean jump,” {first} says. “It is a bridge you build while you walk on it.”',
      'Would {first} do it again? “Yes. Sooner.”',
    ],
  },
  survey: {
    open: [
      'For this workplace white paper, we asked readers about their working lives and collected the answers of more than a thousand job seekers and employees across the country. Here is what they told us.',
      'Workplace white papers collect what readers tell us about their jobs. This edition looks at one question that came up in hundreds of comments.',
    ],
    body: [
      'Commuting was the first surprise. Many readers in Metro Manila said they spend two to four hours a day travelling to and from work, and a good number said they would accept a lower salary for a shorter commute or a hybrid arrangement.',
      'Asked what matters besides salary, readers most often named a clear career path, an HMO that covers dependents, flexible schedules, and a manager who explains decisions. Free meals and team building came further down the list.',
      'Rest days are not always rest. A large share said they answered work messages on their day off at least once a month, and many said nobody told them that they could say no.',
      'Readers also shared what they would change first: fewer unnecessary meetings, clearer targets, and pay slips that explain every deduction.',
    ],
    tipsTitle: 'What employers can take from this',
    tips: [
      'Count commuting time when you set schedules and meeting times.',
      'Explain the career path of each role during onboarding.',
      'Agree on when messages can wait until the next working day.',
      'Make payslips easy to read.',
      'Ask your own team the same questions once a year.',
    ],
    close: [
      'This white paper reflects the answers of readers who chose to take part; it is not a statistical survey. Tell us what you would like us to ask next.',
      'Thank you to every reader who answered. Your answers shape what we write next.',
    ],
  },
};

export type GeneratedStory = { title: string; html: string; tags: readonly string[]; top: boolean; topic: Topic };

/** The i-th story's title and HTML body. */
export function jobStory(rng: Rng, spec: StorySpec): GeneratedStory {
  const { vars } = storyVars(rng, spec.topic);
  const t = TOPICS[spec.topic];
  const body = someOf(rng, t.body, 3);
  const tips = someOf(rng, t.tips, 4);
  const html = [
    p(fill(rng.pick(t.open), vars)),
    p(...body.slice(0, 2).map((text) => fill(text, vars))),
    spec.topic === 'chat' || spec.topic === 'riddit' ? quote(fill(rng.pick(t.close), vars)) : '',
    p(fill(body[2] ?? '', vars)),
    h3(fill(t.tipsTitle, vars)),
    ul(tips.map((tip) => fill(tip, vars))),
    spec.topic === 'chat' || spec.topic === 'riddit' ? '' : p(fill(rng.pick(t.close), vars)),
  ].join('');
  return { title: fill(spec.title, vars), html, tags: spec.tags, top: spec.top ?? false, topic: spec.topic };
}
