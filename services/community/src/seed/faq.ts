/** The seed FAQ: 40 real questions a Philippine job site gets, answered (plain text; blank lines between paragraphs). */
import type { FaqCategoryCode, FaqType } from '@phjobs/contracts/codes';

export type SeedFaq = { type: FaqType; category: FaqCategoryCode; question: string; answer: string };

const I = 'individual' as const;
const B = 'business' as const;

export const SEED_FAQ: readonly SeedFaq[] = [
  // Individual: account and login
  { type: I, category: '026A', question: 'How do I sign up as a job seeker?', answer: 'Tap Login, choose the Individual tab and then Sign up. Enter your e-mail, a password with at least 8 characters including a letter and a number, your name and mobile number, and verify the code we send.\n\nYou can also sign up with Google, Facebook or Apple.' },
  { type: I, category: '026A', question: 'I forgot my password. What should I do?', answer: 'On the login screen tap Forgot password, enter the e-mail of your account and follow the code we send to reset your password. The code is valid for 5 minutes.' },
  { type: I, category: '026A', question: 'I did not receive the verification code.', answer: 'Check that your mobile number starts with +63 9 or 09 and that your phone has signal. You can ask for a new code after 60 seconds, up to 5 times a day.\n\nFor e-mail codes, also check your spam or promotions folder.' },
  { type: I, category: '026A', question: 'How do I change my e-mail or mobile number?', answer: 'Go to My Page > Member Information. Confirm your password, then change the number or e-mail and verify it with the code we send.' },
  { type: I, category: '026A', question: 'How do I delete my account?', answer: 'Go to My Page > Member Information > Withdrawal. Your resumes, applications and posts are removed and cannot be recovered. Applications already sent to companies stay in their records as required by law.' },
  // Individual: resume
  { type: I, category: '026B', question: 'How many resumes can I create?', answer: 'You can keep up to 6 resumes. Delete one to create a new one.' },
  { type: I, category: '026B', question: 'Who can see my resume?', answer: 'Only a published resume can be found by companies in talent search. A private resume is seen only by you, and by the companies you apply to with it.\n\nYour phone number and e-mail are shown to a company only after you accept its offer.' },
  { type: I, category: '026B', question: 'How do I make my resume private?', answer: 'Go to My Page > Resume and switch the resume to Private. You can publish it again at any time.' },
  { type: I, category: '026B', question: 'What should I write in the self introduction?', answer: 'Write a few short paragraphs about your experience, your strongest skills and the work you are looking for. Be honest and specific: mention tools you use, customers you served, or results you achieved.' },
  { type: I, category: '026B', question: 'I have no work experience yet. Can I still make a resume?', answer: 'Yes. Choose Newcomer when you fill in your career, and highlight your education, trainings, school projects, OJT and skills. Many ads accept beginners.' },
  { type: I, category: '026B', question: 'Which files can I attach to my resume?', answer: 'You can attach PDF, Word and image files up to 10 MB each, such as certificates, a portfolio or your own resume format.' },
  // Individual: applying
  { type: I, category: '026C', question: 'How do I apply for a job?', answer: 'Open the job ad and tap Apply. Depending on the ad you can apply online with one of your resumes, by e-mail, by chat (Direct), by telephone or by visiting the company.' },
  { type: I, category: '026C', question: 'Can I cancel an application?', answer: 'Yes, from My Page > Application Status, as long as the company has not yet marked it Pass or Non pass. A cancelled chat application also closes its chat.' },
  { type: I, category: '026C', question: 'How do I know if the company viewed my application?', answer: 'Application Status shows the status of each application. You also get a notice in My News when the company changes the status.' },
  { type: I, category: '026C', question: 'What does "Under review" mean?', answer: 'The company received your application and has not decided yet. Companies usually review applications within one to two weeks.' },
  { type: I, category: '026C', question: 'I received a position offer. What happens if I answer Interested?', answer: 'The company can then see your contact details and will contact you about the next steps. If the position does not fit you, answer Not suitable or Already got a job; the company is told politely.' },
  { type: I, category: '026C', question: 'Can I apply to the same job twice?', answer: 'No. You can have one live application per job ad. If you cancelled it, you can apply again while the ad is open.' },
  // Individual: safety and scams
  { type: I, category: '026F', question: 'A recruiter asked me to pay a fee. Is that allowed?', answer: 'No. Employers and agencies may not charge local job applicants for applying, training, medical exams or uniforms before hiring. Do not pay. Report the ad with the Report button and contact the DOLE hotline 1349.' },
  { type: I, category: '026F', question: 'How do I report a suspicious job ad?', answer: 'Open the ad and tap Report. Choose the reason, describe what happened and send. You can report each ad once; we tell you the outcome in My News.' },
  { type: I, category: '026F', question: 'How can I check that an overseas job is legitimate?', answer: 'Overseas recruitment must go through an agency licensed by the Department of Migrant Workers (DMW). Check the agency license on the DMW website, and never give your passport or pay placement fees to an unlicensed recruiter.' },
  { type: I, category: '026F', question: 'Someone asked for my one-time password (OTP). What should I do?', answer: 'Never share an OTP, bank PIN or password with anyone, including people who say they are from PH Jobs. We never ask for them. Change your password if you shared it and tell us through 1:1 Inquiry.' },
  { type: I, category: '026G', question: 'How do I contact customer support?', answer: 'Use 1:1 Inquiry from the FAQ page. Answers are written in the order inquiries arrive and are also sent to the e-mail you give.' },
  { type: I, category: '026G', question: 'Is PH Jobs free for job seekers?', answer: 'Yes. Creating resumes, searching and applying for jobs, chats and the community are free for individual members.' },
  { type: I, category: '026C', question: 'What is the minimum wage in Metro Manila?', answer: 'Under Wage Order NCR-26, effective 18 July 2025, the daily minimum wage in NCR is PHP 695 for non-agriculture workers and PHP 658 for agriculture, service and retail establishments with 15 or fewer workers, and manufacturing establishments with fewer than 10 workers. Other regions have their own wage boards and rates.' },
  { type: I, category: '026G', question: 'How do I write in Job Talk?', answer: 'Job Talk is open to individual members. Tap the write button, add a title, your text and up to 3 photos. Slanderous or abusive posts may be deleted without warning.' },
  { type: I, category: '026A', question: 'Can I use one e-mail for an individual and a business account?', answer: 'No. Each e-mail can belong to one account. Use a different e-mail, such as your company e-mail, for a business account.' },

  // Business
  { type: B, category: '026A', question: 'How do I register as a company?', answer: 'Tap Login, choose the Business tab and then Sign up. Enter your company information, a contact person and a verified mobile number. A master company with branches signs up with Master Account.' },
  { type: B, category: '026A', question: 'Why do I need to upload a business permit?', answer: 'A valid business permit shows applicants that your company is real. Certified companies get the Business Permit badge on their ads. You can upload the permit from My Page.' },
  { type: B, category: '026A', question: 'How do branches join a master account?', answer: 'The master account shares its invitation code. A branch enters the code in its member information to join. The master can then see the branches\' ads and applicants.' },
  { type: B, category: '026D', question: 'How do I post a job ad?', answer: 'Go to My Page > Register Ad and complete the six steps: job details, qualifications, working conditions, salary, how to apply and company information. The ad is reviewed and published within 24 hours.' },
  { type: B, category: '026D', question: 'Why was my job ad not published?', answer: 'Ads are checked against the regional minimum wage, anti-discrimination rules (for example age or gender limits without a lawful reason) and the rule that applicants may not be charged fees. The review result tells you what to change.' },
  { type: B, category: '026D', question: 'How long does a job ad stay open?', answer: 'Regular recruitment closes automatically after 21 days including the registration date. You can close an ad earlier or register it again.' },
  { type: B, category: '026D', question: 'How do I manage applicants?', answer: 'My Page > Applicant Management lists applicants by ad. Open an application to read the resume and set Pass, Non pass or Under review; the applicant is notified.' },
  { type: B, category: '026D', question: 'Can I send an offer to a job seeker?', answer: 'Yes. Find a published resume in Talent, open it and tap Send Offer for one of your ongoing ads. You see the talent\'s contact details once they answer Interested.' },
  { type: B, category: '026E', question: 'What are Platinum, Focus, Special and Point ads?', answer: 'They are paid ad services that place your ad in the home page regional sections and style its title. Platinum shows at the top in two columns; Focus, Special and Point follow.' },
  { type: B, category: '026E', question: 'Which payment methods are accepted?', answer: 'Paid ad services can be paid by card, GCash, Maya and online banking through our payment provider. An official receipt is sent to your e-mail.' },
  { type: B, category: '026E', question: 'Can I get a refund for a paid ad service?', answer: 'A service that has not started can be cancelled for a full refund. Once the ad is displayed, refunds follow our Terms of Service; contact us through 1:1 Inquiry.' },
  { type: B, category: '026F', question: 'Can I ask applicants to pay for training or uniforms?', answer: 'No. Charging job applicants any fee is prohibited, and ads that do so are refused. Repeated violations close the company account.' },
  { type: B, category: '026F', question: 'An applicant\'s resume looks fake. What can I do?', answer: 'Open the resume and use Report. Our team reviews it and lets you know the outcome in My News.' },
  { type: B, category: '026G', question: 'How do I contact our account manager?', answer: 'Use 1:1 Inquiry and choose Job ads or Others. Business inquiries are answered on working days.' },
];
