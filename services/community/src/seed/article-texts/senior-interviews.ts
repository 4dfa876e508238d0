/**
 * The seed's senior interviews: experienced workers of fourteen fields answer the same ten
 * questions, in their field's words (a bank of phrases per field) with their own name, company,
 * years and pay in pesos. Plain text: answers are paragraphs separated by a blank line.
 */
import type { Rng } from '@phjobs/seed-data/prng';
import { COMPANY_PREFIXES } from '@phjobs/seed-data/words';
import { amount, CITIES, fill, peso, person, PROVINCES } from './common.ts';

type Field = {
  key: string;
  /** Headlines of the interviews, one a round ({years}, {city}, {province} filled). */
  titles: readonly string[];
  /** The last words of the employers' names ('Medical Center'). */
  employers: readonly string[];
  /** A child code of SPECIALIZATION_TREE. */
  specialization: string;
  field: string;
  positions: readonly string[];
  catchphrases: readonly string[];
  start: readonly string[];
  day: readonly string[];
  skills: readonly string[];
  hardest: readonly string[];
  pay: { entry: readonly [number, number]; senior: readonly [number, number]; note: string };
  training: readonly string[];
  interview: readonly string[];
};

export const SENIOR_FIELDS: readonly Field[] = [
  {
    key: 'bpo', titles: ['{years} years on the BPO floor: what a team leader learned', 'From nesting to leading: a night-shift career in {city}', 'Coaching agents, one call at a time'], employers: ['Contact Solutions', 'Outsourcing', 'Customer Care', 'Global Services'],
    specialization: 'SP0105', field: 'the BPO industry', positions: ['Team Leader', 'Operations Supervisor', 'Senior Team Leader'],
    catchphrases: ['Every call is a chance to make someone’s day less stressful.', 'Metrics follow people who fix problems on the first call.', 'Lead the way you wanted to be led as an agent.'],
    start: ['I applied as a customer service representative right after graduation because a classmate told me the training was paid. I failed my first initial interview, practised with English news videos for two weeks, and passed the second time.', 'I was a working student and took a part-time chat support job. When I graduated, the account offered me a full-time seat, and I never left the industry.'],
    day: ['My shift starts at 9 p.m. I check the queue forecast, hold a short huddle, and spend most of the night listening to calls, coaching agents and handling escalations. Before logging out I write the shift report for the day team.', 'I start with the numbers of the previous shift: service level, handling time, satisfaction. Then I walk the floor. Most of my job is talking to people, agents and clients both.'],
    skills: ['Listening comes first, then clear English. After that, patience and the ability to stay calm when the customer is not.', 'Empathy, product knowledge and typing speed. As a team leader, add coaching: telling someone what to improve without breaking their confidence.'],
    hardest: ['A peak season when half my team got sick at the same time. I learned to ask for help early and to protect the people who were still standing.', 'My first month as team leader, when my former teammates had to start reporting to me. I set clear rules, kept our friendship outside work, and it slowly worked.'],
    pay: { entry: [17_000, 22_000], senior: [35_000, 50_000], note: 'plus night differential, HMO and incentives; the accounts for technical support and healthcare usually pay more' },
    training: ['The company’s leadership program and a short course on coaching. Some of my agents took the TESDA Contact Center Services NC II before applying, and it showed.', 'A Lean Six Sigma yellow belt taught me to fix processes instead of blaming people.'],
    interview: ['We listen for clear English, a real example of solving a problem, and whether you can stay friendly after a difficult role-play.', 'Honesty. Tell us about a time you failed a customer and what you learned. Perfect answers sound rehearsed.'],
  },
  {
    key: 'va', titles: ['Working for clients abroad without leaving {province}', 'How a retail clerk became a full-time virtual assistant', 'The business of being reliable from home'], employers: ['Remote Staffing', 'Virtual Staffing', 'Business Solutions', 'Office Solutions'],
    specialization: 'SP0107', field: 'virtual assistance', positions: ['Senior Virtual Assistant', 'Executive Assistant', 'VA Team Lead'],
    catchphrases: ['Make your client’s day lighter, and they will never let you go.', 'Reliability is the skill clients pay for.', 'Work from home still means work.'],
    start: ['I started with data entry tasks online while working in a retail store. After six months I had enough reviews to apply with an agency that places assistants with overseas clients.', 'A former office manager of mine moved abroad and needed help with her calendar. That was my first client. The second came from her referral.'],
    day: ['I work Australian hours, so my day starts at 6 a.m.: inbox, calendar, bookings, then the client’s list of tasks. I end by sending a short report of what is done and what is waiting.', 'My mornings are admin for two clients: emails, invoices and social media posts. Afternoons are for my own training and for the family.'],
    skills: ['Written English, organisation, and a stable internet connection with a backup. Clients also value someone who asks the right question once instead of three times.', 'Knowing the tools: shared drives, project boards, spreadsheets. And the discipline to keep working hours at home.'],
    hardest: ['Losing my biggest client overnight when his business closed. I had no savings plan then. Now I keep three months of expenses set aside.', 'A brownout during a client’s launch day. I had to finish the work from a coffee shop on my phone’s hotspot. I bought a power station the next week.'],
    pay: { entry: [18_000, 25_000], senior: [40_000, 70_000], note: 'depending on the client and the hours; remember to register and pay your own taxes and contributions if you are a freelancer' },
    training: ['Short online courses on bookkeeping and social media management. I also got a TESDA certificate in Bookkeeping, which clients like to see.', 'A course on project management tools. It made my reports look professional.'],
    interview: ['Clients test you with a small paid task. Do it well and on time, and ask questions when the instructions are unclear.', 'They want to see how you communicate: short, clear messages and updates before they ask.'],
  },
  {
    key: 'web', titles: ['From school projects to a lead developer role in {years} years', 'A call center agent who learned to code', 'Building websites for clients in three time zones'], employers: ['Tech Solutions', 'Software', 'Digital Labs', 'Systems'],
    specialization: 'SP0201', field: 'web development', positions: ['Senior Web Developer', 'Lead Frontend Engineer', 'Full-stack Developer'],
    catchphrases: ['Ship small, ship often, and read the error message.', 'Good code is code your teammate understands at 2 a.m.', 'Learn the basics deeply; frameworks change every year.'],
    start: ['I studied IT in a state university and built websites for small businesses in our town while in school. My first job was as a junior developer in a small software house in the city.', 'I came from a bootcamp after working as a call center agent. My first project was a company’s internal portal, and I was terrified every time I deployed.'],
    day: ['Stand-up at ten, then focused coding time until lunch. Afternoons are for code reviews, meetings with the product team, and fixing whatever broke in production.', 'We work in two-week sprints. My day is split between building features, reviewing pull requests of the juniors and pairing with them on hard bugs.'],
    skills: ['HTML, CSS and JavaScript really well, then one framework. Git, testing and reading other people’s code matter more than people think.', 'Problem solving and communication. Half of the job is understanding what the client really needs.'],
    hardest: ['A launch that failed in front of the client because we skipped testing to meet the deadline. Since then I never skip tests, even when we are late.', 'Being the only developer in a company for a year. I learned everything, but I also learned to ask for a teammate.'],
    pay: { entry: [20_000, 30_000], senior: [70_000, 120_000], note: 'and more for those working with foreign clients; skills and portfolio matter more than the school you came from' },
    training: ['Free online courses and building my own projects. A cloud certification helped me move to a bigger company.', 'Contributing to an open-source project taught me more about teamwork than any course.'],
    interview: ['We give a small take-home task and then talk about it. Explain why you made your choices; it tells us more than the code.', 'Bring a portfolio with two or three real projects, even small ones, and be ready to walk us through one.'],
  },
  {
    key: 'qa', titles: ['The detective of the release: life as a software tester', 'From data encoder to test automation', 'Why quality is everyone’s job, according to a QA lead'], employers: ['Tech Solutions', 'Software', 'Digital Labs', 'IT Services'],
    specialization: 'SP0204', field: 'software testing', positions: ['QA Lead', 'Senior QA Engineer', 'Test Automation Engineer'],
    catchphrases: ['Break it before the customer does.', 'A good bug report is a gift to the developer.', 'Quality is everyone’s job; testers just remind them.'],
    start: ['I was a data encoder who kept finding errors in our system. My supervisor introduced me to the developers, and they asked me to test their next release.', 'I graduated in computer engineering and applied as a manual tester because it was the opening the company had. I fell in love with the detective work.'],
    day: ['I read the stories of the sprint, write test cases, run them, and log bugs with clear steps. In the afternoon I work on automated tests so we stop repeating the same checks.', 'Mornings are for regression runs and triage with the developers. Afternoons are for exploratory testing: trying what real users might do.'],
    skills: ['Attention to detail, curiosity and clear writing. Later, some programming for automation.', 'Thinking like a user, and explaining a bug without blaming anyone.'],
    hardest: ['A bug I missed reached thousands of users. I wrote a post-mortem, added the test we lacked, and stopped treating testing as a checklist.', 'Being told that testing “slows the team down.” I started sharing how many bugs we caught before release, and the tone changed.'],
    pay: { entry: [20_000, 28_000], senior: [55_000, 90_000], note: 'with automation skills moving you up faster' },
    training: ['An ISTQB foundation certificate gave me the vocabulary, and a course on test automation gave me the promotion. Both were cheaper than a semester of school.', 'Learning a little programming was the turning point of my career. I stopped repeating the same clicks every release and started writing tests that run every night.'],
    interview: ['We ask candidates to test a simple form in front of us. The good ones ask questions before they start.', 'We look at how you write a bug report. Clear steps, expected and actual result.'],
  },
  {
    key: 'accounting', titles: ['Life after the CPA board exam', 'Month-end closing and other adventures of a senior accountant', '{years} years of keeping the books honest'], employers: ['Accounting Services', 'Financial Services', 'Savings and Loan', 'Lending'],
    specialization: 'SP0403', field: 'accounting', positions: ['Senior Accountant', 'Finance Supervisor', 'Chief Accountant'],
    catchphrases: ['Numbers tell stories; make sure they tell the true one.', 'Close the books on time, every time.', 'The board exam is a beginning, not a finish line.'],
    start: ['I passed the CPA board exam on my second try and started as an audit associate. Two busy seasons later I moved to a company’s finance team.', 'I started as a bookkeeper for a family business while reviewing for the board exam at night.'],
    day: ['During the month it is payables, receivables and reconciliations. At month-end everything stops for the closing: accruals, reports and long nights.', 'I review the entries of my team, answer questions from other departments, and prepare reports for management. Tax deadlines shape my calendar.'],
    skills: ['Accuracy, spreadsheets and knowing the tax rules. Communication, because you have to explain numbers to people who fear them.', 'Patience and integrity. You will be asked to “adjust” things. The answer is no.'],
    hardest: ['My first audit busy season: three months of late nights. I survived by planning my week every Sunday.', 'An error in a tax filing that I found after submission. We amended it right away. Owning the mistake earned me trust.'],
    pay: { entry: [22_000, 30_000], senior: [55_000, 90_000], note: 'for licensed CPAs; audit firms pay less at first but teach you fast' },
    training: ['The CPA license opened the door. Later, courses on tax and on spreadsheet automation made me faster.', 'Continuing professional development units keep me updated on new rules.'],
    interview: ['Expect a short exam on journal entries. We also ask how you would handle a request you know is wrong.', 'Know the basics of tax compliance and show that you can explain a report simply.'],
  },
  {
    key: 'nurse', titles: ['Care is a skill you practise every shift: a nurse’s {years} years', 'Why this nurse stayed home instead of going abroad', 'From staff nurse to head nurse in a {city} hospital'], employers: ['Medical Center', 'Hospital', 'Health Services', 'Doctors Hospital'],
    specialization: 'SP0701', field: 'nursing', positions: ['Senior Staff Nurse', 'Head Nurse', 'Nurse Supervisor'],
    catchphrases: ['Care is a skill you practise every shift.', 'Listen to the patient; they often know before the monitor does.', 'Take care of yourself so you can take care of others.'],
    start: ['I passed the nursing licensure exam and worked as a volunteer nurse for a few months before a private hospital hired me.', 'My mother was a nurse abroad. I planned to follow her, but I found my place in a hospital here at home.'],
    day: ['Endorsement at the start of the shift, rounds, medications, charting, and a lot of talking with patients and their families. No two days are the same.', 'As head nurse, I plan the staffing, check the charts, handle difficult cases and support the new nurses.'],
    skills: ['Clinical knowledge, of course, but also calm under pressure and good communication with doctors and families.', 'Organisation. With eight patients, you need a system or you will miss something.'],
    hardest: ['The pandemic years. We were tired and afraid, and we kept going for each other.', 'Losing a patient I had cared for for weeks. A senior nurse taught me how to grieve and still come back the next day.'],
    pay: { entry: [25_000, 35_000], senior: [40_000, 60_000], note: 'in private hospitals, with differentials for night duty; government hospitals follow the salary standardization rules' },
    training: ['Basic life support, then specialty training in the emergency room. The hospital paid for part of it.', 'A master’s degree in nursing helped me move into management.'],
    interview: ['We ask scenario questions: what do you do first when a patient deteriorates? We want safe priorities, not memorised lines.', 'Show that you know your limits and when to call for help.'],
  },
  {
    key: 'caregiver', titles: ['Dignity first: {years} years of caregiving', 'A TESDA certificate, a care home, and a calling', 'What dementia care taught one caregiver about patience'], employers: ['Care Home', 'Home Care Agency', 'Health Services', 'Elder Care'],
    specialization: 'SP0702', field: 'caregiving', positions: ['Senior Caregiver', 'Care Team Leader', 'Home Care Supervisor'],
    catchphrases: ['Dignity first, always.', 'The smallest kindness is the biggest part of the job.', 'Patience is a skill, and you can train it.'],
    start: ['I took a TESDA Caregiving NC II after high school and worked in a care home in the city.', 'I cared for my grandmother for years. When she passed away, I realised I was good at it and took the caregiving course.'],
    day: ['Helping residents with bathing, meals, medicines on time and exercises. In between, listening to their stories.', 'I plan the care schedules of our team, check on each client and talk to the families every week.'],
    skills: ['Patience, physical strength and basic health knowledge. And being able to stay cheerful on hard days.', 'Observation: noticing small changes in a client before they become big problems.'],
    hardest: ['A client with dementia who did not recognise me every morning. I learned to introduce myself each day with a smile.', 'Working abroad for two years away from my children. I came back and found work here.'],
    pay: { entry: [15_000, 19_000], senior: [22_000, 32_000], note: 'more in private home care; many caregivers later work abroad with their experience' },
    training: ['The Caregiving NC II first, then first aid and a course on dementia care. The dementia course changed how I speak to every client, not only those who forget.', 'Basic life support training from the Red Cross. I hope I never need it at work, but knowing it makes me calmer every shift.'],
    interview: ['We ask what you would do if a client refuses to eat or take medicine. We want patience and respect in the answer.', 'We look for honesty about your experience and your limits.'],
  },
  {
    key: 'teacher', titles: ['Teaching the student in front of you, {years} years on', 'From college tutor to master teacher', 'Lessons from a public school classroom in {province}'], employers: ['Academy', 'Montessori School', 'Learning Center', 'School'],
    specialization: 'SP0801', field: 'teaching', positions: ['Master Teacher', 'Department Head', 'Senior High School Teacher'],
    catchphrases: ['Teach the student in front of you, not the lesson plan.', 'Every learner can learn; our job is to find how.', 'A good teacher never stops being a student.'],
    start: ['I passed the Licensure Examination for Professional Teachers and taught in a private school before moving to a public high school.', 'I started as a tutor in college to pay my fees. I loved it, so I took the teacher licensure exam after graduating.'],
    day: ['Classes in the morning, checking outputs at lunch, meetings and lesson preparation in the afternoon. Evenings are for more checking.', 'Six classes a day, forty students each. I know most of their names by the second week.'],
    skills: ['Patience, creativity and clear explanation. Classroom management is learned the hard way.', 'Knowing your subject deeply, and caring about the students who struggle.'],
    hardest: ['Teaching online during the pandemic with students who had no gadgets. We printed modules and used text messages.', 'My first year, when a class tested me every day. A mentor teacher helped me set routines.'],
    pay: { entry: [27_000, 30_000], senior: [40_000, 55_000], note: 'in public schools, by salary grade; private school rates vary widely' },
    training: ['The LET license, then a master’s degree for promotion. Seminars on new teaching methods keep me fresh.', 'Training in special education helped me reach more learners.'],
    interview: ['A teaching demo is part of the hiring. Prepare a short lesson and interact with the class.', 'We ask how you handle a student who does not participate.'],
  },
  {
    key: 'hotel', titles: ['{years} years at the front desk: guests remember how you made them feel', 'From waiter to front office manager', 'Running a hotel lobby through typhoons and long weekends'], employers: ['Hotel and Resort', 'Hotels', 'Resort and Spa', 'Inn'],
    specialization: 'SP0606', field: 'hotels and hospitality', positions: ['Front Office Manager', 'Guest Relations Supervisor', 'Assistant Front Office Manager'],
    catchphrases: ['Guests remember how you made them feel.', 'Solve first, explain later.', 'A smile is part of the uniform.'],
    start: ['I took hotel and restaurant management and trained in a resort. They hired me as a front desk agent after my on-the-job training.', 'I worked as a waiter first, then moved to the front desk when an opening came up.'],
    day: ['Morning briefing, arrivals and departures, special requests, complaints. During peak season, everything twice.', 'I check the occupancy, the VIP list and the staff schedule, then stay visible in the lobby.'],
    skills: ['Communication, calm under pressure and knowledge of the reservation system.', 'Anticipating what the guest needs before they ask.'],
    hardest: ['A typhoon that stranded two hundred guests with no power. We cooked, talked and kept everyone safe for two days.', 'An overbooking during Holy Week. We found rooms in partner hotels and paid the transport.'],
    pay: { entry: [16_000, 20_000], senior: [35_000, 55_000], note: 'plus the service charge share, which can be substantial in busy hotels' },
    training: ['TESDA Front Office Services NC II, then the hotel’s supervisory program.', 'Short courses on revenue management taught me why room rates change every day, and that made me useful in management meetings.'],
    interview: ['We role-play an angry guest. Stay calm, let the guest finish, and focus on what you can do now instead of who made the mistake.', 'Grooming and posture count from the moment you walk in. We also notice whether you greet the guard and the receptionist on your way to the interview.'],
  },
  {
    key: 'cook', titles: ['From dishwasher to sous chef in {years} years', 'What a carinderia taught a hotel cook', 'The discipline of a busy kitchen'], employers: ['Restaurant Group', 'Kitchen', 'Hotel and Resort', 'Foods'],
    specialization: 'SP0602', field: 'the kitchen', positions: ['Sous Chef', 'Kitchen Supervisor', 'Head Cook'],
    catchphrases: ['Mise en place is a way of life.', 'Taste everything, every time.', 'A clean kitchen is a fast kitchen.'],
    start: ['I washed dishes in a restaurant and watched the cooks. The chef let me prep vegetables, then sent me to TESDA for Cookery NC II.', 'I cooked for our family carinderia before working in a hotel kitchen.'],
    day: ['Deliveries and prep in the morning, lunch service, a short break, then dinner prep and service until closing.', 'I check the stocks, plan the menu specials and train the new cooks.'],
    skills: ['Knife skills, speed and hygiene. Then teamwork: a kitchen is a team sport.', 'Consistency: the same dish, the same taste, every day.'],
    hardest: ['A burn in my first year that kept me out for a week. I learned that rushing is the most expensive habit.', 'The first time I ran the kitchen alone on a busy night.'],
    pay: { entry: [15_000, 18_000], senior: [28_000, 45_000], note: 'higher in hotels and abroad; many cooks later open their own food business' },
    training: ['Cookery NC II, then Bread and Pastry Production NC II. Each certificate opened a station in the kitchen that was closed to me before.', 'Food safety training is a must, and it is the first thing I ask new cooks about. A kitchen that makes people sick does not stay open.'],
    interview: ['We ask you to cook a simple dish. Cleanliness while cooking tells us as much as the taste.', 'Be honest about what you can and cannot do yet.'],
  },
  {
    key: 'retail', titles: ['From seasonal sales associate to store manager', 'A supermarket bagger who now runs three stores', '{years} years on the sales floor in {city}'], employers: ['Mart', 'Supermarket', 'Department Store', 'Shopping Center'],
    specialization: 'SP1303', field: 'retail', positions: ['Store Manager', 'Store Supervisor', 'Area Supervisor'],
    catchphrases: ['Take care of your people and they will take care of your customers.', 'Shelves full, counters clean, smiles ready.', 'Numbers tell you where to look, people tell you why.'],
    start: ['I started as a seasonal sales associate for Christmas. They kept me in January, and I never left.', 'My first job was as a bagger in a supermarket. I asked to learn the cash register, then inventory.'],
    day: ['Opening checklist, cash fund, staff briefing, then the floor: displays, stocks, customers. Closing reports at night.', 'I visit three stores a day, check sales and stocks, and coach the store supervisors.'],
    skills: ['Customer service, basic math and leadership. Knowing when to step in and when to let your team handle it.', 'Organisation and honesty with cash.'],
    hardest: ['A shortage in the cash count on my watch. We found the error together, and I learned to double-check every turnover.', 'Managing a store during the pandemic with half the staff.'],
    pay: { entry: [15_000, 18_000], senior: [30_000, 45_000], note: 'with incentives tied to store sales' },
    training: ['The company’s supervisory program and a course on inventory management.', 'Short courses on visual merchandising. A well-arranged shelf sells more, and the company noticed when my store’s displays started to lift sales.'],
    interview: ['We ask how you would handle a customer who wants to return an item without a receipt.', 'We want to see energy and honesty. Tell us about a busy day you handled well, and about one you did not.'],
  },
  {
    key: 'logistics', titles: ['From loading trucks to running the warehouse', 'Keeping deliveries on time across {province}', 'What {years} years in logistics taught one supervisor'], employers: ['Logistics', 'Express', 'Cargo', 'Freight Services'],
    specialization: 'SP1104', field: 'logistics', positions: ['Warehouse Supervisor', 'Logistics Coordinator', 'Operations Supervisor'],
    catchphrases: ['The right item, in the right place, at the right time.', 'Safety first, then speed.', 'If it is not in the system, it does not exist.'],
    start: ['I started as a warehouse helper loading trucks. I learned the inventory system on my own time and became a checker.', 'I was a delivery rider before joining the warehouse as an inventory clerk.'],
    day: ['Receiving in the morning, picking and packing in the afternoon, dispatch at night. I watch the numbers and the safety of the team.', 'I plan the routes and deliveries of the day and solve problems with drivers on the road.'],
    skills: ['Accuracy, physical endurance and basic computer skills. A wrong count in the morning becomes a wrong delivery in the afternoon.', 'Planning and communication with drivers, clients and the warehouse. When a truck breaks down, three people need to know within five minutes.'],
    hardest: ['A forklift accident that could have been worse. We rebuilt our safety rules after that.', 'A peak sale season when orders tripled overnight.'],
    pay: { entry: [15_000, 18_000], senior: [28_000, 40_000], note: 'with overtime in peak seasons' },
    training: ['A forklift operation course and training on warehouse management systems.', 'Occupational safety and health training, which the company paid for. It made me the person the managers call when a new process starts.'],
    interview: ['We ask about a time you found and fixed an inventory error. People who say they never made one have usually never looked.', 'We test basic spreadsheet skills and ask you to find the mistake in a sample stock report. Accuracy beats speed in a warehouse.'],
  },
  {
    key: 'electrician', titles: ['Respect the current: {years} years as an electrician', 'From helper to master electrician', 'Why safety comes first on every site in {city}'], employers: ['Electrical Contractors', 'Engineering Services', 'Builders', 'Construction'],
    specialization: 'SP0906', field: 'electrical work', positions: ['Electrical Foreman', 'Master Electrician', 'Maintenance Supervisor'],
    catchphrases: ['Respect the current; it does not give second chances.', 'Measure twice, connect once.', 'A good electrician is a safe electrician.'],
    start: ['I was a helper to my uncle, an electrician, then took Electrical Installation and Maintenance NC II.', 'I worked in construction as a laborer and asked the electricians to teach me.'],
    day: ['Site meeting, safety check, then installation work with my crew. I check every connection before the end of the day.', 'I handle the maintenance schedule of a building: panels, lighting, emergency power.'],
    skills: ['Reading plans, safety practices and careful hands. Speed comes later; a rushed connection is the one that fails.', 'Troubleshooting: thinking step by step, from the panel to the outlet, instead of guessing. And the patience to explain the problem to a client who only wants the lights back on.'],
    hardest: ['A shock early in my career. It made me strict about safety for the rest of my life.', 'Passing the licensure exam for master electrician after years in the field.'],
    pay: { entry: [15_000, 19_000], senior: [30_000, 45_000], note: 'more abroad and with a license; daily rates on projects vary by region' },
    training: ['EIM NC II, then NC III, then the licensure exam. Each step raised my daily rate and the kind of projects I was trusted with.', 'Safety training on every new project, even when I think I know it all. Every site has its own risks, and the briefing is where you learn them.'],
    interview: ['We give a practical test: wiring a simple circuit safely. We watch whether you switch off the breaker and test before you touch anything.', 'Bring your NC certificates and photos of past work. A clean panel in a photo tells me more than a long resume.'],
  },
  {
    key: 'designer', titles: ['From school posters to art director', 'Design is solving problems: {years} years in graphic design', 'A sign painter’s helper who became a design lead'], employers: ['Creative Studio', 'Design Studio', 'Advertising', 'Media'],
    specialization: 'SP1501', field: 'graphic design', positions: ['Senior Graphic Designer', 'Art Director', 'Design Lead'],
    catchphrases: ['Design is solving problems, not decorating them.', 'Feedback is about the work, not about you.', 'Your portfolio is your voice.'],
    start: ['I made posters for our school events and started freelancing in college. An advertising agency saw my work and hired me.', 'I was a sign painter’s helper, then learned design software on my own.'],
    day: ['Briefs in the morning, sketches and layouts, client feedback in the afternoon, revisions at night.', 'I review the work of the juniors, present to clients and keep the brand consistent.'],
    skills: ['Design software, typography and layout. Then listening to what the client really needs.', 'Taking feedback without taking it personally.'],
    hardest: ['A client who rejected twelve versions. I learned to ask better questions at the start.', 'Losing my files to a broken laptop before a deadline. I back up everything now.'],
    pay: { entry: [18_000, 24_000], senior: [45_000, 70_000], note: 'freelance rates vary a lot; price your work by the value, not by the hour only' },
    training: ['Online courses and design communities. A course on brand strategy helped me lead projects.', 'Learning motion graphics opened new clients.'],
    interview: ['Your portfolio speaks first. Show the problem, the process and the result.', 'Be ready to explain why you made your choices.'],
  },
];

/** The ten questions; {field} and {company} are filled in. Images follow Q4, Q7 and the last. */
export const SENIOR_QUESTIONS = [
  'Please introduce yourself and what you do at {company}.',
  'How did you start in {field}?',
  'What does a normal working day look like for you?',
  'Which skills matter most in your job?',
  'What was the hardest moment of your career so far?',
  'Let’s talk about pay. What can someone starting in {field} expect?',
  'Did any training, certificate or license help you move up?',
  'What do interviewers in your field look for?',
  'How do you keep a balance between work and life?',
  'What would you tell someone who wants to follow your path?',
] as const;

const BALANCE = [
  'I keep one day a week with no work messages, and my team knows it. I also walk every morning before my shift.',
  'Sunday is for church and family lunch. I learned that rest is part of the job, not a reward for it.',
  'I set an alarm to log off. Work will always be there tomorrow.',
  'Basketball with friends twice a week. It clears my head better than anything.',
  'I plan my week on Sunday night, so my weekdays have fewer surprises.',
] as const;

const ADVICE = [
  'Start where you can, learn everything, and do not be ashamed of small beginnings. Everyone I admire started small.',
  'Ask questions, keep your promises, and save part of every salary. Skills and savings give you choices.',
  'Find a mentor and be a mentor. The fastest way to learn is to teach.',
  'Do not compare your first year with someone else’s tenth. Compare yourself with last year’s you.',
  'Take care of your health. No career is worth a body that gives up at forty.',
] as const;

export type GeneratedSenior = {
  title: string;
  seniorName: string;
  companyName: string;
  position: string;
  catchphrase: string;
  specialization: string;
  interviewQna: { question: string; answer: string }[];
  fieldKey: string;
};

/** An interview of a field: the senior's own name, company, years and pay. */
export function seniorInterview(rng: Rng, field: Field, round: number): GeneratedSenior {
  const who = person(rng, 29, 52);
  const years = Math.max(5, Math.min(who.age - 21, rng.int(6, 22)));
  const company = `${rng.pick(COMPANY_PREFIXES)} ${rng.pick(field.employers)}${rng.chance(0.4) ? ' Inc.' : ''}`;
  const position = field.positions[round % field.positions.length] ?? field.positions[0] ?? 'Senior';
  const city = rng.pick(CITIES);
  const vars = { field: field.field, company, city, years, province: rng.pick(PROVINCES) };
  const entry = peso(amount(rng, field.pay.entry[0], field.pay.entry[1]));
  const senior = peso(amount(rng, field.pay.senior[0], field.pay.senior[1], 1000));
  const answers = [
    fill(`I am ${who.name}, ${who.age}, from {province}. I have worked in {field} for {years} years and I am now ${position} at {company} in {city}.`, vars) +
      '\n\n' + rng.pick(['I lead a team and still do the work myself when it counts.', 'My job is to make sure the work gets done right and that the people doing it grow.', 'Most days I am the first person people ask when something goes wrong, and I like that.']),
    rng.pick(field.start),
    rng.pick(field.day),
    rng.pick(field.skills),
    rng.pick(field.hardest),
    `A newcomer can expect around ${entry} a month; with experience, ${senior} or more, ${field.pay.note}.\n\nCompare the total package, not just the basic salary: allowances, HMO, 13th month pay and the chance to learn.`,
    rng.pick(field.training),
    rng.pick(field.interview),
    rng.pick(BALANCE),
    rng.pick(ADVICE),
  ];
  const catchphrase = field.catchphrases[round % field.catchphrases.length] ?? field.catchphrases[0] ?? '';
  return {
    title: fill(field.titles[round % field.titles.length] ?? field.field, vars),
    seniorName: who.name,
    companyName: company,
    position,
    catchphrase,
    specialization: field.specialization,
    interviewQna: SENIOR_QUESTIONS.map((question, i) => ({ question: fill(question, vars), answer: answers[i] ?? '' })),
    fieldKey: field.key,
  };
}
