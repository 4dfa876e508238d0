/**
 * The texts of the seeded member-written areas: what Filipino job seekers ask and tell each other
 * (BPO night shifts, first jobs, government requirements, retail and hospitality work, returning
 * OFWs). `{company}`, `{city}` and `{role}` are filled by posts.ts so that repeated templates read
 * as different posts.
 */

/** `replies`: comments that answer this post in particular (the generic COMMENT_TEXTS fill in). */
export type TalkText = { title: string; body: string; replies?: readonly string[] };

export const JOB_TALK_TEXTS: readonly TalkText[] = [
  { title: 'Night shift tips for first-timers?', body: 'Starting my first graveyard shift at a BPO in {city} next week. How do you sleep during the day? Blackout curtains? Any vitamins you recommend?', replies: ['Blackout curtains and an eye mask changed my life. Also no coffee 6 hours before sleeping.', 'Sleep right after your shift, not in the afternoon. Your body adjusts after two weeks.'] },
  { title: 'Anyone working at {company}?', body: 'I got an offer from {company} as {role}. How is the management there? Are salaries released on time every 15th and 30th?', replies: ['I work there. Management is okay, salaries are on time, but expect overtime during peak season.', 'Their HR replies slow, follow up after a week politely.'] },
  { title: 'Is 8 hours standing normal for promodisers?', body: 'Two weeks in as a promodiser in a mall in {city}. My feet are killing me. Is there a way to ask for a stool or is that not allowed?', replies: ['Buy good insoles, it really helps. And stretch during your break.', 'Some stores allow a stool during slow hours, ask your coordinator, not the store.'] },
  { title: 'How to check if my employer pays my SSS', body: 'My payslip shows SSS deductions but my online account shows no contributions for 3 months. What should I do first, talk to HR or go straight to the SSS branch?', replies: ['Ask HR in writing so you have a record. Email is better than chat.', 'You can file at SSS directly; they will check the employer\'s remittances.'] },
  { title: 'First salary, what did you buy?', body: 'Just received my first salary as {role}! Planning to give half to my parents. What did you do with yours?', replies: ['Congrats! Treat your parents to a nice dinner, then start your emergency fund.', 'I bought new work shoes and gave the rest to my mother. Best feeling!'] },
  { title: 'Commute from Cavite to {city} every day', body: 'Is it worth it to commute 2 hours each way for a 20k salary, or should I look for a bed space near the office? Bed space is around 3,500 a month.', replies: ['Bed space is worth it. Four hours of commuting every day is too much.', 'I did the Cavite commute for a year. Take the P2P bus, it is more comfortable.'] },
  { title: 'Versant test passed!', body: 'After two failed attempts I finally passed the Versant at {company}. What helped: reading news articles out loud and recording myself. Keep trying, guys!', replies: ['Congrats! Reading news out loud really works.', 'Thank you for the tip, my Versant is on Friday.'] },
  { title: 'NBI clearance takes too long', body: 'My start date is on Monday but my NBI clearance has a HIT and I have to come back after 10 days. Will the company wait or will they cancel my offer?', replies: ['Tell HR right away and show the receipt. Most companies wait for a HIT.', 'Mine with a HIT took 8 working days. They accepted the receipt first.'] },
  { title: 'Fresh grad, no experience, where to start?', body: 'Graduated BS Tourism last June. Applied to 30 jobs online and only 2 replied. Should I try BPO first while waiting for hotel openings in {city}?', replies: ['Try applying directly on the company page, not only through job sites. Walk-in also works.', 'Take the BPO job first, the communication skills will help you in hotels later.'] },
  { title: 'Is a 5-month contract already endo?', body: 'The agency gave me a 5-month contract again after my first one ended. Third time now. Is this legal? I want to be regularized.', replies: ['That sounds like endo. You can ask DOLE through SEnA, it is free.', 'Repeated 5-month contracts for the same work can make you a regular employee.'] },
  { title: 'Career shift from teaching to BPO', body: 'Licensed teacher here, 4 years in a private school. The pay gap is too big. Anyone who shifted to BPO as {role}? Do you regret it?', replies: ['Former teacher here, now a trainer in a BPO. No regrets, the pay is double.', 'Look for training or QA roles, your teaching background fits them.'] },
  { title: '13th month pay for resigned employees', body: 'I resigned in September. Am I still entitled to a prorated 13th month pay? HR says I have to wait until December.', replies: ['You are entitled to the prorated 13th month pay, it should be part of your final pay within 30 days.', 'Same happened to me. I asked DOLE and HR released it in my final pay.'] },
  { title: 'Back in the Philippines after 6 years abroad', body: 'Former OFW from Dubai, hotel front office. Looking for local hotel work in {city}. Do local employers value overseas experience or is it a disadvantage?', replies: ['In my experience, overseas experience is a plus for hotels. Highlight the guest service part.', 'Welcome home! Resorts in Boracay and Palawan value OFW experience.'] },
  { title: 'Rate my resume format?', body: 'I use a 2-page resume with photo, age and address. Someone told me to remove them. What do HR people in {city} actually prefer?', replies: ['Remove the age and photo unless they ask. Put your skills and achievements first.', 'One page is enough for less than 5 years of experience.'] },
  { title: 'Work from home or onsite?', body: 'Offered two jobs: WFH for 18k or onsite in {city} for 22k plus night differential. Internet here is unstable during rainy season. Which would you choose?', replies: ['Go onsite if the internet is unstable. A dropped call counts against your metrics.', 'Night differential adds up. Onsite is the better deal here.'] },
  { title: 'How long before regularization?', body: 'Six months probation as {role} at {company}. My evaluation is next week. Any tips to make sure I pass?', replies: ['Be on time every day. Attendance matters most in evaluations.', 'Ask your supervisor what they will rate you on. Better to know now.'] },
  { title: 'Training bond, is it enforceable?', body: 'The contract says I pay 50,000 if I resign within 1 year because of the training. Is this legal? The training is only two weeks.', replies: ['The training bond is only valid if the amount is reasonable and the training is real. Ask for the breakdown.', '50,000 for two weeks of training sounds too much. Ask DOLE.'] },
  { title: 'Pag-IBIG MP2, worth it for young workers?', body: 'I am 23, earning 21k. Is it better to save in MP2 or a digital bank? I want to start saving for a house someday.', replies: ['MP2 is good for 5-year savings. Keep an emergency fund in a bank first.', 'I started MP2 at 24. The dividends are better than a savings account.'] },
  { title: 'Hotel jobs in {city} hiring?', body: 'Looking for room attendant or housekeeping jobs. I have TESDA Housekeeping NC II. Any hotels hiring right now?', replies: ['Check the hotels\' own career pages, they post there first.', 'TESDA NC II helps a lot. Apply to resorts too.'] },
  { title: 'How do you handle irate customers?', body: 'Week 3 on the phones as {role}. A customer shouted at me for 20 minutes today. How do you not take it personally?', replies: ['Let them talk first, then acknowledge. It is not about you.', 'Take a deep breath after every hard call. It gets easier.'] },
  { title: 'Part-time jobs for working students', body: 'Second year college student in {city}. Looking for weekend work, maybe service crew. Do fast food chains allow 4-hour shifts?', replies: ['Most fast food chains have 4-hour shifts for students.', 'Ask about their working student program, some give tuition help.'] },
  { title: 'Civil service exam, sub-professional or professional?', body: 'Taking the CSE next schedule. I am a high school graduate working as clerk. Should I take sub-pro first? What reviewer did you use?', replies: ['I passed sub-professional last year. Reviewer from the bookstore plus online mock exams were enough.', 'Take professional if you can, it opens more positions.'] },
  { title: 'Floating status for 3 months now', body: 'Security guard here. Our agency lost the contract and I have been on floating status since August. How long can they keep me like this?', replies: ['Floating status can only last 6 months. After that it counts as constructive dismissal.', 'Keep a record of every time you asked for a new post.'] },
  { title: 'Best time to apply for December jobs', body: 'Retail stores in {city} hire seasonal staff for Christmas. When do they usually start hiring? October?', replies: ['October is the best time. Some malls start in September.', 'Apply at the mall\'s job fair, they hire many seasonal staff at once.'] },
  { title: 'Salary negotiation for {role}', body: 'The recruiter asked my expected salary. I said 20k and she agreed immediately. Did I ask too low? How do you research the right rate?', replies: ['Ask for the salary range first next time. Most job ads in the Philippines now show it.', 'Check similar job ads on this site to know the going rate.'] },
  { title: 'Medical exam failed because of blood pressure', body: 'My pre-employment medical showed high BP. The company said to come back after 2 weeks. Anyone had this? Will they still hire me?', replies: ['Happened to me. I rested, cut salt, and passed the re-test.', 'They usually allow a re-test. Get a clearance from your doctor.'] },
  { title: 'Leaving a toxic workplace without a next job', body: 'My supervisor humiliates me in front of customers every week. I have 2 months of savings. Should I resign now or wait until I find another job?', replies: ['Been there. Resigning without a backup was scary but my mental health improved a lot.', 'Two months of savings is enough to search. Keep applying while you render.'] },
  { title: 'Barista at a specialty coffee shop: worth it?', body: 'I love coffee and got an offer as barista at a small café in {city}. Pay is minimum plus tips. Is there a career path in coffee here?', replies: ['There is a path: barista, head barista, trainer, even roaster.', 'Specialty coffee is growing. The skills also help if you go abroad.'] },
  { title: 'Government jobs vs private', body: 'Got into a job order position at our city hall. No benefits but close to home. Private job offer at {company} is farther but with HMO. Help me decide!', replies: ['Go for the one with HMO. Health is wealth, especially these days.', 'Job order has no security of tenure. Private is safer for now.'] },
  { title: 'Interview in Tagalog or English?', body: 'For a retail supervisor position in {city}, should I answer in English or is Taglish okay? I get nervous in English.', replies: ['Taglish is fine for most retail interviews. Confidence matters more than perfect grammar.', 'Answer in the language they ask in. They just want you to communicate clearly.'] },
  { title: 'Requirements checklist for new hires', body: 'Sharing my list: SSS, PhilHealth, Pag-IBIG, TIN, NBI, medical, 2x2 photos, birth certificate (PSA), diploma and TOR. Anything I missed?', replies: ['Add a cedula and barangay clearance, some companies still ask for those.', 'Have several 1x1 and 2x2 photos ready, they always ask for more.'] },
  { title: 'How to explain a 2-year gap in my resume', body: 'I stopped working to take care of my father. Now I am back to job hunting as {role}. How do I explain this in interviews?', replies: ['Say it honestly. Caring for a parent is something interviewers understand.', 'Mention any skills you kept up during the gap.'] },
  { title: 'Service crew to store manager: possible?', body: 'Started as service crew at {company} 3 years ago, now shift leader. Anyone who went all the way up to store manager? How many years did it take?', replies: ['I started as crew too, now assistant manager after 5 years. It is possible, just be consistent.', 'Ask about their management trainee program.'] },
  { title: 'Rest day work and holiday pay', body: 'I worked on a regular holiday and my own rest day. The payslip only shows regular pay. How much should I get?', replies: ['Regular holiday on a rest day is 260% of your daily rate for the first 8 hours.', 'Show HR the DOLE holiday pay advisory, it has the computation.'] },
  { title: 'Moving from {city} to Cebu for work', body: 'Got an offer in IT Park. Is 25k enough to live in Cebu City alone? Rent, food, transport?', replies: ['Cebu is cheaper than Manila. 25k is okay if you share a room.', 'Look for a room near IT Park, you save on transport.'] },
  { title: 'Agency asking for placement fee', body: 'A manpower agency asked me for a 3,000 placement fee before deployment as {role}. Is this allowed? Sounds like a scam.', replies: ['That sounds illegal. Check the DOLE hotline 1349 before you pay anything.', 'Legit local agencies do not charge placement fees. Walk away.'] },
];

/** Comments that fit any post. */
export const COMMENT_TEXTS: readonly string[] = [
  'Same experience here. Hang in there, it gets easier.',
  'Thank you for sharing this, very helpful for fresh grads like me.',
  'Good question. Following this post.',
  'Check the company reviews here first, it saved me from a bad employer.',
  'Ask HR in writing so you have a record. Email is better than chat.',
  'Good luck! Update us how it goes.',
  'You can also ask DOLE through the hotline 1349, they answer questions like this.',
  'Salamat po sa info!',
];

export const COUNSELING_TEXTS: readonly TalkText[] = [
  { title: 'Should I resign before or after the 13th month?', body: 'I have an offer starting next month with a higher salary. If I resign now, will I lose my 13th month pay? I have worked 10 months this year.' },
  { title: 'How is final pay computed?', body: 'I resigned from {company} last month. HR says the final pay will take 60 days. What should be included and how long can they hold it?' },
  { title: 'Career shift at 30: too late for IT?', body: 'I have 8 years in retail as {role}. I am studying web development online. Will employers hire a 30-year-old junior developer?' },
  { title: 'Employer not remitting contributions', body: 'My SSS and PhilHealth contributions were deducted but not remitted for 6 months. I am afraid of being fired if I complain. What are my options?' },
  { title: 'Counteroffer from my current employer', body: 'When I submitted my resignation, my manager offered a 15% raise. Should I stay? The new company offers 25% more but it is farther.' },
  { title: 'Do I need to render 30 days?', body: 'My new employer wants me to start in two weeks. My contract says 30 days notice. What happens if I leave early?' },
  { title: 'Forced to sign a quitclaim', body: 'The company closed our branch in {city} and asked us to sign a quitclaim to get our separation pay. The amount seems low. Should I sign?' },
  { title: 'Harassment by a supervisor', body: 'My team leader keeps making comments about my body. I reported it to HR but nothing happened. Where else can I go?' },
  { title: 'Is it okay to list freelance work on my resume?', body: 'I did online freelance work as a virtual assistant for 2 years. Some interviewers do not count it as experience. How should I present it?' },
  { title: 'Asked to work 12 hours without overtime pay', body: 'We are told to stay until the store closes, around 12 hours a day, without overtime pay because we are on a fixed salary as {role}. Is this legal?' },
  { title: 'Returning OFW: how to restart my career', body: 'Came home after 8 years as a caregiver in Taiwan. I want to work here in {city} now. Where do I start? My local experience is old.' },
  { title: 'Two job offers, which one?', body: 'Offer A: {company}, 23k, night shift, HMO from day 1. Offer B: a local company, 19k, day shift, 10 minutes from home. I am a single mother.' },
  { title: 'How to answer "why did you leave your last job"?', body: 'I left because of a toxic manager. I do not want to speak badly about them but I also do not want to lie. What is the best way to say it?' },
  { title: 'Probationary employee terminated without notice', body: 'I was told on my fifth month that I did not pass probation. No evaluation was ever done. Is this valid?' },
  { title: 'Studying while working full time', body: 'I want to finish my degree through ETEEAP while working as {role}. Has anyone done it? How did you manage your time?' },
  { title: 'Salary below minimum wage', body: 'I work in a small restaurant in {city} and receive 400 pesos a day for 10 hours. The minimum here is higher. What can I do without losing my job?' },
  { title: 'Getting a COE from a closed company', body: 'My previous employer closed down and I need a certificate of employment for my new job. Who can issue it now?' },
  { title: 'Burnout after 3 years in the BPO industry', body: 'I am exhausted from night shifts and metrics. I want to move to a day job but all my experience is in customer service. Any advice?' },
  { title: 'Maternity leave and job security', body: 'I am pregnant and still on probation at {company}. Can they refuse to regularize me because of my pregnancy?' },
  { title: 'Applying abroad vs staying in the Philippines', body: 'I am a nurse with 2 years experience. Everyone says go abroad, but my parents are getting old. How do you decide?' },
  { title: 'Resignation not accepted', body: 'My manager refuses to accept my resignation letter and says I will get a bad record. Can they do that?' },
  { title: 'Is an unpaid training period legal?', body: 'The company requires 2 weeks of unpaid training before hiring as {role}. Is this allowed under the Labor Code?' },
];

export const COUNSELING_ANSWERS: readonly string[] = [
  'Under the Labor Code, the 13th month pay is prorated, so you receive it for the months you worked even if you resign. It is part of your final pay.',
  'Final pay should be released within 30 days from separation (DOLE Labor Advisory 06-20), unless a company policy or agreement gives a more favourable period.',
  'It is never too late. Build a small portfolio of 3 projects and apply for junior roles; many BPO-to-IT shifters started with QA or support roles.',
  'You can check your contributions online and file a complaint with SSS. Retaliation for reporting is not allowed; keep copies of your payslips.',
  'Think about why you wanted to leave in the first place. A raise rarely fixes the reasons people resign.',
  'You can ask your employer for an early release. Leaving without rendering the notice may make you liable for damages, but this is rarely pursued; still, leave on good terms.',
  'Do not sign until you know how the amount was computed. Separation pay due to closure is at least one month or half a month per year of service, whichever is higher.',
  'Document everything and report to your company committee on decorum. You can also go to DOLE or file under the Safe Spaces Act.',
  'List it as freelance work with clients and results. Include the tools you used. It is real experience.',
  'Fixed salary does not remove your right to overtime pay unless you are a managerial employee. Keep a record of your hours.',
  'Start with TESDA courses to refresh your skills, and join local job fairs. Caregiving experience is valued by hospitals and care facilities here.',
  'Consider the total cost: commute, child care and sleep. The closer job may leave you with more money and time.',
  'Say you are looking for growth and a healthier work environment. Keep it short and focus on what you want next.',
  'The employer must tell you the standards for regularization at the start of probation. If they did not, you may be considered regular.',
  'Many working students finish through ETEEAP. Ask your HR about a flexible schedule during exam weeks.',
  'You can file through DOLE SEnA. Keep your time records and any proof of your daily pay.',
  'Ask the Bureau of Internal Revenue or SSS for your employment record, or ask a former HR officer to certify your employment.',
  'Your customer service skills fit many day jobs: admin, account coordination, sales support. Highlight your communication and problem solving.',
  'Pregnancy cannot be a reason to deny regularization. That is discrimination under the Magna Carta of Women.',
  'There is no right answer. Some nurses work abroad for a few years with a clear plan to come home.',
  'Resignation does not need acceptance; it takes effect after the notice period. Keep a received copy of your letter.',
  'Training that is part of the job should be paid. Apprenticeship and learnership programs need DOLE approval.',
];

/** Interview review texts by sector. */
export type InterviewTexts = {
  positions: readonly string[];
  environments: readonly string[];
  progress: readonly string[];
  questions: readonly string[];
  tips: readonly string[];
  ambiance: readonly string[];
  coverLetters: readonly string[];
};

export const INTERVIEW_TEXTS: Readonly<Record<'bpo' | 'retail' | 'hospitality', InterviewTexts>> = {
  bpo: {
    positions: ['Customer Service Representative', 'Technical Support Representative', 'Chat Support Agent', 'Collections Agent', 'Quality Assurance Analyst'],
    environments: [
      'The initial interview was in a small room near the lobby; the exams were in a computer lab with around 20 applicants.',
      'Everything was online through Microsoft Teams, then one onsite visit for the final interview and the job offer.',
      'Walk-in at the recruitment hub on the ground floor. Bring a jacket, the waiting area is very cold.',
      'Open recruitment area with many applicants. Numbers are called one by one, so expect to wait.',
    ],
    progress: [
      'Initial interview, then a typing test and a grammar test, then the Versant, then the final interview with the operations manager. The job offer came the same day.',
      'Online assessment first, then a phone screening, then a mock call with a role play. Final interview was with the account manager the next day.',
      'Initial interview and a basic computer test. After that a panel interview with two team leaders. Results were sent by text message after three days.',
      'Paper-based exam, then an interview in English, then a mock call with an irate customer scenario. I received the offer after one week.',
    ],
    questions: [
      'Tell me about yourself.',
      'Why do you want to work in a BPO company?',
      'Are you willing to work on night shift and on holidays?',
      'Sell me this pen.',
      'How would you handle an irate customer?',
      'What do you know about our company?',
      'Describe a time you solved a difficult problem.',
      'Where do you see yourself in five years?',
      'What is your expected salary?',
      'How do you handle pressure from metrics and quotas?',
    ],
    tips: [
      'Speak slowly and clearly. They care more about clarity than an accent. Practise the mock call with a friend.',
      'Research the account before the final interview. Knowing whether it is telco, banking or retail helps you answer.',
      'Bring two valid IDs and a pen. Eat before you go, the whole process can take the whole day.',
      'During the mock call, acknowledge the customer\'s feelings first before giving solutions.',
      'Be honest about your availability. They appreciate applicants who are ready for shifting schedules.',
    ],
    ambiance: ['Friendly but fast-paced.', 'Professional and strict with time.', 'Relaxed; the recruiters made jokes to calm us down.', 'Busy; many applicants, but the staff were polite.'],
    coverLetters: ['Not required.', 'They asked for a short self-introduction written on the application form.', 'A one-paragraph essay on why I want to join customer service.'],
  },
  retail: {
    positions: ['Cashier', 'Sales Associate', 'Store Supervisor', 'Stockman', 'Visual Merchandiser'],
    environments: [
      'Interview at the back office of the store, beside the stock room.',
      'Group interview at the regional office with around 15 applicants.',
      'Job fair booth at the mall, then the final interview at the store.',
      'The interview was in the store cafeteria during a slow hour.',
    ],
    progress: [
      'Submitted my resume at the customer service desk. Called after a week for an initial interview and a simple math exam, then the final interview with the store manager.',
      'Group interview with activities, then a one-on-one interview. Those who passed were told to prepare requirements on the spot.',
      'Initial interview, an exam on basic math and store situations, then a medical exam before the contract signing.',
      'Walk-in interview and a short written test. The final interview with the area manager was after two days.',
    ],
    questions: [
      'Tell me about yourself.',
      'Why do you want to work in retail?',
      'Can you work on weekends and holidays?',
      'What would you do if a customer wants to return an item without a receipt?',
      'How do you handle a long line at the cashier?',
      'Have you handled cash before?',
      'What would you do if you saw a co-worker stealing?',
      'How do you deal with a rude customer?',
      'Why should we hire you?',
    ],
    tips: [
      'Wear a neat polo and closed shoes. They look at how you present yourself because you will face customers.',
      'Review basic math. The exam had change computations and percentages for discounts.',
      'Show that you are flexible with schedules. Weekends and sale days are the busiest.',
      'Smile a lot and be polite to the guards and staff. The store manager asked them about us.',
    ],
    ambiance: ['Welcoming, like a family.', 'Formal at first, then relaxed.', 'Quick and practical; they wanted to fill the slots fast.'],
    coverLetters: ['Not required.', 'Only a filled-up application form.', 'A short handwritten letter was part of the application.'],
  },
  hospitality: {
    positions: ['Service Crew', 'Barista', 'Cook', 'Hotel Front Office Agent', 'Room Attendant'],
    environments: [
      'Interview at a table in the dining area before the lunch rush.',
      'Hotel HR office on the second floor. Very formal, with a dress code for applicants.',
      'The café itself, with a practical test behind the bar.',
      'Commissary kitchen with a cooking test station.',
    ],
    progress: [
      'Initial interview with the store manager, then a practical test for one hour during service. The offer came after three days.',
      'HR interview, then a department interview with the front office manager, then a reference check and medical exam.',
      'Written exam about food safety, then an interview and a trade test where I cooked two dishes.',
      'Interview, then a half-day on-the-job trial. They paid for the trial day.',
    ],
    questions: [
      'Tell me about yourself.',
      'Why do you want to work in the food and hotel industry?',
      'How do you handle a guest complaint?',
      'Do you have a food handler certificate or TESDA NC II?',
      'Can you work split shifts and holidays?',
      'What does good service mean to you?',
      'How do you work under pressure during peak hours?',
      'Describe a time you worked in a team.',
    ],
    tips: [
      'Bring your TESDA certificate if you have one. It gave me an advantage.',
      'Practise the standard greeting and be ready for a role play with a guest complaint.',
      'Arrive early and wear proper grooming. Hotels check hair, nails and shoes.',
      'For the practical test, keep your station clean. They watch sanitation more than speed.',
    ],
    ambiance: ['Warm and welcoming.', 'Formal and organised.', 'Busy but supportive.'],
    coverLetters: ['Not required.', 'They asked for a short paragraph about my guest service experience.', 'A cover letter was optional; I submitted one.'],
  },
};

/** Job review titles and texts, from very positive to negative (index by the review's average score). */
export const JOB_REVIEW_TEXTS: readonly { title: string; body: string }[] = [
  { title: 'Not recommended', body: 'Salaries were often late and overtime was not paid. Many of my batchmates resigned within three months. Management did not listen to complaints.' },
  { title: 'Stressful, high turnover', body: 'The work itself is fine but the schedule changes every week and the supervisors are strict. Benefits are complete but the workload is heavy.' },
  { title: 'Okay for a first job', body: 'You learn a lot, but the pay is just minimum and promotions are slow. Good team, though, and the government benefits are remitted on time.' },
  { title: 'Decent employer', body: 'Fair supervisors and a clean workplace. Pay is on time every cutoff. Peak seasons are tiring, but there is overtime pay.' },
  { title: 'Good place to grow', body: 'Clear career path, regular trainings, and HMO after regularization. My co-workers are helpful, especially to new hires.' },
  { title: 'Best company I have worked for', body: 'Management treats employees like family. Salaries and 13th month are always on time, and they respect rest days. Highly recommended.' },
];
