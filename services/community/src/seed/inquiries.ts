/**
 * The demo seeker's 10 inquiries (days before the seed day), 6 of them answered, the last one an
 * additional inquiry on the first; plus the home's banners and popup. Answers go through the same
 * change and event as an operator's (domain/answer-inquiry.ts), so they reach My news and e-mail.
 */
import type { QnaDetailCode } from '@phjobs/contracts/codes';

export type SeedInquiry = {
  detail: QnaDetailCode;
  content: string;
  daysAgo: number;
  answer?: { text: string; daysAgo: number };
  /** Index (in this list) of the inquiry it adds to. */
  parent?: number;
  attachments?: { key: string; fileName: string }[];
};

export const SEED_INQUIRIES: readonly SeedInquiry[] = [
  {
    detail: '023B02', daysAgo: 40,
    content: 'I published my resume two days ago but companies still cannot find it in talent search. Did I miss a step?',
    answer: { daysAgo: 39, text: 'Thank you for your inquiry. A published resume appears in talent search within a few minutes. We checked your account: your resume "Customer Service Representative" is published, but its region was empty, so region searches did not show it. We have asked you to add a region in the resume; once saved it is found by region too.' } },
  {
    detail: '023C03', daysAgo: 33,
    content: 'I applied to a barista job by mistake. How can I cancel my application?',
    answer: { daysAgo: 33, text: 'You can cancel it in My Page > Application Status with the Cancel button on the application, as long as the company has not marked it Pass or Non pass.' } },
  {
    detail: '023A03', daysAgo: 28,
    content: 'I changed my mobile number. How do I update it on my account?',
    answer: { daysAgo: 27, text: 'Go to My Page > Member Information, confirm your password and enter your new number. We send a 6 digit code to the new number to verify it.' } },
  {
    detail: '023G02', daysAgo: 21,
    content: 'A recruiter from an ad asked me to send PHP 1,500 by GCash for a "training kit" before my interview. Is this legitimate?',
    answer: { daysAgo: 20, text: 'Thank you for telling us. Charging applicants any fee is not allowed, and this ad has been taken down while we review the company. Please do not send money. If you already paid, report it to the PNP Anti-Cybercrime Group and to DOLE (hotline 1349).' } },
  {
    detail: '023C04', daysAgo: 15,
    content: 'I received an offer but I already accepted another job. Is it rude to decline?',
    answer: { daysAgo: 15, text: 'Not at all. Answer the offer with "Already got a job"; the company is told politely and your contact details stay hidden.' } },
  {
    detail: '023F01', daysAgo: 9,
    content: 'The photo upload on my resume keeps failing on my phone. The file is a 3 MB JPG.',
    attachments: [{ key: 'seed/inquiries/upload-error', fileName: 'upload-error.png' }] },
  {
    detail: '023C01', daysAgo: 6,
    content: 'Can I search only for jobs that accept fresh graduates in Cebu City?' },
  {
    detail: '023B03', daysAgo: 4,
    content: 'What file types can I attach as a portfolio?' },
  {
    detail: '023H02', daysAgo: 2,
    content: 'Do you have a job fair in Davao this year?' },
  {
    detail: '023B02', daysAgo: 38, parent: 0,
    content: 'Thank you. I added Quezon City as my region. Do I need to publish the resume again?',
    answer: { daysAgo: 38, text: 'No, the resume stays published. Saving it is enough; it now appears in region searches for Quezon City.' } },
];

/** The home carousel (025B): in order. */
export const SEED_BANNERS = [
  { title: 'PH Jobs Grand Job Fair: 5,000 openings', imageKey: 'seed/banners/grand-job-fair', link: '/event/53' },
  { title: 'Never pay to get hired: spot job scams', imageKey: 'seed/banners/no-fees', link: '/event/1' },
  { title: 'Minimum wage in Metro Manila: PHP 695 a day', imageKey: 'seed/banners/minimum-wage', link: '/campaign/wage' },
  { title: 'Track every application on the app', imageKey: 'seed/banners/app-tracker', link: '/event/56' },
] as const;

export const SEED_POPUP = { title: 'PH Jobs Grand Job Fair is on', imageKey: 'seed/popups/grand-job-fair', url: '/event/53', location: 'mobile' } as const;

/** The demo seeker's report of seed job ad 60 (fees asked), decided: action taken. */
export const SEED_REPORT = { jobId: 60, detail: '023G02', daysAgo: 12, resolvedDaysAgo: 10, content: 'The recruiter asked applicants to pay for a medical exam and uniform before the interview.' } as const;
