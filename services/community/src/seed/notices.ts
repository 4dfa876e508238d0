/**
 * The seed's events, notices and winner announcements: what a Philippine job site publishes.
 * Dates are days relative to the day the seed runs (start = days ago; end = days from then, a
 * negative end is past: the item is 027B End). Bodies are HTML and go through the sanitiser like
 * every other write (data/events.ts eventRow).
 *
 * Items 53 and 56 are the home's two event banners (the spec's home links event/53 and event/56).
 */
import type { EventCategoryCode } from '@phjobs/contracts/codes';

export type SeedNotice = {
  category: EventCategoryCode;
  title: string;
  /** HTML */
  html: string;
  /** Days before the seed day it started. */
  startDaysAgo: number;
  /** Days after its start it ends; null: no end. */
  runsDays: number | null;
  significant?: boolean;
  banner?: boolean;
  /** A seed image (media answers a placeholder for seed/ keys). */
  thumbnail?: boolean;
};

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');
const ul = (...items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

const NOTICES: SeedNotice[] = [
  {
    category: '022B', title: 'Never pay to get hired: how to spot a job scam', significant: true, startDaysAgo: 200, runsDays: null,
    html: p('Legitimate employers and licensed recruitment agencies in the Philippines do not ask local job applicants for processing, training or "reservation" fees. Under the Labor Code, charging fees for local employment is prohibited.') +
      '<h3>Warning signs</h3>' + ul('You are asked to send money through e-wallets before an interview.', 'The salary is far above the market for the position and no experience is needed.', 'The recruiter only talks through chat apps and refuses a video call or an office visit.', 'You are asked for your bank PIN, one-time passwords or ATM card.') +
      p('If you see an ad like this, use <strong>Report</strong> on the ad. Our team reviews every report, and you can also contact the DOLE hotline 1349.'),
  },
  {
    category: '022B', title: 'Updated Privacy Policy under the Data Privacy Act of 2012', significant: true, startDaysAgo: 150, runsDays: null,
    html: p('We have updated our Privacy Policy to explain more clearly how we collect, use and keep your personal data in line with Republic Act No. 10173 (Data Privacy Act of 2012) and the rules of the National Privacy Commission.') +
      ul('Your resume is visible to companies only while it is published.', 'Companies see your contact details only after you accept their offer.', 'You can download or delete your data from My Page at any time.') +
      p('The updated policy applies from today. Continuing to use PH Jobs means you accept it.'),
  },
  { category: '022B', title: 'Scheduled maintenance on Sunday, 2:00 AM to 5:00 AM', startDaysAgo: 3, runsDays: 7, html: p('PH Jobs will be under maintenance on Sunday from 2:00 AM to 5:00 AM (Philippine time). Job search, applications and chats will be unavailable during this window.', 'Applications you started before the maintenance are saved. Thank you for your patience.') },
  { category: '022B', title: 'New: apply by chat directly from the job ad', startDaysAgo: 12, runsDays: null, html: p('You can now apply to ads that accept Direct applications by chatting with the employer. Open the ad, tap <strong>Apply</strong> and choose <em>Direct</em>.', 'Your chat stays in <strong>Chats</strong> on My Page until the ad closes.') },
  { category: '022B', title: 'Minimum wage in Metro Manila: Wage Order NCR-26', significant: true, startDaysAgo: 20, runsDays: null, html: p('Wage Order No. NCR-26 sets the daily minimum wage in the National Capital Region at PHP 695 for non-agriculture workers and PHP 658 for agriculture, service and retail establishments with 15 or fewer workers, and manufacturing establishments with fewer than 10 workers, effective 18 July 2025.', 'Job ads in NCR are reviewed against these rates. See our <a href="/campaign/wage">minimum wage guide</a> for details.') },
  { category: '022B', title: '13th month pay: what employees should receive by December 24', startDaysAgo: 30, runsDays: null, html: p('Under Presidential Decree No. 851, rank-and-file employees who worked at least one month in the calendar year are entitled to 13th month pay, at least one twelfth of the basic salary earned in the year, paid not later than December 24.', 'Read more in our <a href="/campaign/benefit">government benefits guide</a>.') },
  { category: '022B', title: 'Holiday customer support schedule', startDaysAgo: 40, runsDays: 20, html: p('Our customer support team takes a break on regular holidays. Inquiries sent during holidays are answered in the order received on the next working day.') + ul('Regular holidays: no live support', 'Special non-working days: 9:00 AM to 3:00 PM', 'Inquiries: always open at 1:1 Inquiry') },
  { category: '022B', title: 'Business permit check for new company accounts', startDaysAgo: 55, runsDays: null, html: p('To keep job ads trustworthy, new company accounts are asked to upload a valid business permit. Ads of certified companies show the <strong>Business Permit</strong> badge.', 'Uploading takes a minute from My Page &gt; Business Permit.') },
  { category: '022B', title: 'Resume tips: five things employers look at first', startDaysAgo: 60, runsDays: null, html: p('Recruiters spend less than a minute on a first look. Make it count:') + '<ol><li>A clear title with the job you want</li><li>Your most recent position and company</li><li>Your location and willingness to relocate</li><li>Skills with a level (language, computer)</li><li>A short, honest self introduction</li></ol>' },
  { category: '022B', title: 'Job Talk community rules', startDaysAgo: 75, runsDays: null, html: p('Job Talk is for sharing experience about work and job hunting. Slanderous or abusive posts, personal information of others and advertising may be deleted without warning.', 'Use Report on a post or comment that breaks these rules.') },
  { category: '022B', title: 'Login with Google, Facebook and Apple now available', startDaysAgo: 90, runsDays: null, html: p('Individual members can now sign up and log in with Google, Facebook or Apple. Your existing account is not affected.') },
  { category: '022B', title: 'Changes to paid ad services pricing', startDaysAgo: 100, runsDays: null, html: p('From next month, Platinum, Focus, Special and Point ad services are sold in 7, 15 and 30 day packages. Ads already running keep their current period.', 'See My Page &gt; Paid Ad Service for the new price list.') },
  { category: '022B', title: 'Protect your account: use a strong password', startDaysAgo: 110, runsDays: null, html: p('We will never ask for your password by e-mail, SMS or chat. Use at least 8 characters with letters and numbers, and do not reuse passwords from other sites.') },
  { category: '022B', title: 'Offers from companies: how contact details are shared', startDaysAgo: 120, runsDays: null, html: p('When a company sends you a position offer, your phone number and e-mail stay hidden until you answer <strong>Interested</strong>. You can decline politely with <em>Not suitable</em> or <em>Already got a job</em>.') },
  { category: '022B', title: 'Service interruption report: delayed e-mail notifications', startDaysAgo: 130, runsDays: 2, html: p('Between 10:00 AM and 1:30 PM some e-mail notifications were delayed. All messages have since been delivered. We are sorry for the inconvenience.') },
  { category: '022B', title: 'Overseas jobs: check the agency license with DMW', startDaysAgo: 140, runsDays: null, html: p('Ads for work abroad must come from agencies licensed by the Department of Migrant Workers (DMW). Before you apply, verify the agency license on the DMW website and never hand your passport to an unlicensed recruiter.') },
  { category: '022B', title: 'App update: faster job search on mobile', startDaysAgo: 160, runsDays: null, html: p('Job lists now load faster on mobile data, and your region choice on the home page is remembered on your device.') },
  { category: '022B', title: 'Holy Week customer support schedule', startDaysAgo: 170, runsDays: 5, html: p('Customer support is closed on Maundy Thursday, Good Friday and Black Saturday. Inquiries are answered from Easter Monday in the order received.') },
  { category: '022B', title: 'Job ads now show the salary range', startDaysAgo: 180, runsDays: null, html: p('Every job ad now shows its salary or salary range, or <em>Negotiable</em>. Ads below the regional minimum wage are not published.') },
  { category: '022B', title: 'How we review job ads within 24 hours', startDaysAgo: 190, runsDays: null, html: p('Each new ad is checked against the regional minimum wage, anti-discrimination rules and the no-fee rule. Ads are published within 24 hours of review, and regular recruitment closes automatically after 21 days including the registration date.') },
  { category: '022B', title: 'Terms of Service update', startDaysAgo: 210, runsDays: null, html: p('We updated our Terms of Service to describe paid ad services, refunds and the handling of reports. The changes take effect 7 days after this notice.') },
  { category: '022B', title: 'Independence Day support schedule', startDaysAgo: 230, runsDays: 3, html: p('Customer support is closed on June 12, Independence Day. Happy Independence Day, Philippines!') },
  { category: '022B', title: 'New region filter: search by province and city', startDaysAgo: 250, runsDays: null, html: p('Choose a province and a city to see jobs near you. The home page regional sections follow your choice.') },
  { category: '022B', title: 'Welcome to PH Jobs', startDaysAgo: 365, runsDays: null, html: p('PH Jobs helps job seekers and employers across the Philippines find each other. Create your resume, search jobs by region and specialization, and apply in a few taps.') },

  // Events (022A)
  { category: '022A', title: 'Complete your resume, get a chance to win PHP 500 load', startDaysAgo: 5, runsDays: 30, thumbnail: true, significant: true, html: p('Publish a complete resume (photo, career, skills and self introduction) during the promo period and join the draw for one of 50 PHP 500 mobile load cards.') + ul('Promo period: 30 days from the start date', 'One entry per member', 'Winners are announced in Winner Announcement and notified by e-mail') + p('Per DTI Fair Trade Permit. Employees of PH Jobs are not eligible.') },
  { category: '022A', title: 'Virtual Job Fair: BPO and IT careers', startDaysAgo: 2, runsDays: 14, thumbnail: true, html: p('Meet more than 40 BPO and IT companies hiring customer service representatives, technical support, developers and QA testers. Apply online and get interviewed the same week.') + ul('Where: online, on PH Jobs', 'Who: fresh graduates and experienced applicants', 'How: apply to the ads tagged <strong>Job Fair</strong>') },
  { category: '022A', title: 'First job ad free for new businesses', startDaysAgo: 8, runsDays: 45, thumbnail: true, html: p('New company members get their first Focus ad service free for 7 days. Register your ad and choose Focus at checkout; the discount is applied automatically.') },
  { category: '022A', title: 'Refer a friend: both get a resume review', startDaysAgo: 10, runsDays: 40, thumbnail: true, html: p('Invite a friend to join PH Jobs. When your friend publishes a resume, both of you get a free resume review from our career team.') },
  { category: '022A', title: 'Interview tips webinar with HR managers', startDaysAgo: 1, runsDays: 10, thumbnail: true, html: p('Join a free one-hour webinar where HR managers from retail, BPO and manufacturing share what they look for in an interview. Questions are welcome.') },
  { category: '022A', title: 'Share your interview experience, win a coffee voucher', startDaysAgo: 6, runsDays: 25, thumbnail: true, html: p('Write an interview review in Interview Tips during the event and get a chance to win one of 100 coffee vouchers. Reviews are released after an internal check.') },
  { category: '022A', title: 'Fresh graduates month: entry-level jobs in one place', startDaysAgo: 4, runsDays: 28, thumbnail: true, html: p('Graduating this year? Browse ads open to beginners, learn how to write your first resume and join our live Q&amp;A every Friday.') },
  { category: '022A', title: 'Hiring in Cebu and Davao: regional job fair week', startDaysAgo: 9, runsDays: 12, thumbnail: true, html: p('Companies in Central Visayas and Davao Region are hiring. Set your region on the home page to see their ads first.') },
  { category: '022A', title: 'Job Talk photo contest: my workplace', startDaysAgo: 15, runsDays: 20, thumbnail: true, html: p('Post a photo of your workplace in Job Talk with the title <em>My workplace</em>. The 10 posts with the most views win a PH Jobs tumbler.') },
  { category: '022A', title: 'Labor Day Job Fair with partner employers', startDaysAgo: 60, runsDays: 3, thumbnail: true, html: p('Celebrate Labor Day with thousands of openings from partner employers nationwide. Apply online during the three-day fair.') },
  { category: '022A', title: 'Summer jobs for students', startDaysAgo: 90, runsDays: 30, thumbnail: true, html: p('Part-time and seasonal jobs for students during the summer break, with ads that accept beginners and flexible hours.') },
  { category: '022A', title: 'Resume photo day: free professional photos in Makati', startDaysAgo: 70, runsDays: 2, thumbnail: true, html: p('Visit our partner studio in Makati for a free resume photo. Limited to the first 300 members.') },
  { category: '022A', title: 'Christmas hiring season: retail and logistics', startDaysAgo: 120, runsDays: 40, thumbnail: true, html: p('Retail stores, malls and delivery companies are hiring for the holiday season. Many positions can lead to regular employment.') },
  { category: '022A', title: 'Answer a survey about your job search, get PHP 100 load', startDaysAgo: 45, runsDays: 14, thumbnail: true, html: p('Tell us how you look for jobs in a 5-minute survey. The first 1,000 members who finish it get PHP 100 mobile load.') },
  { category: '022A', title: 'Employer branding week: free company page review', startDaysAgo: 80, runsDays: 7, thumbnail: true, html: p('Company members can request a free review of their company information and job ads by our team to attract more applicants.') },
  { category: '022A', title: 'Healthcare careers fair: nurses and caregivers', startDaysAgo: 100, runsDays: 10, thumbnail: true, html: p('Hospitals and clinics across Luzon are hiring nurses, caregivers and medical technologists. Check the license requirements in each ad.') },
  { category: '022A', title: 'Back to school: part-time jobs near campus', startDaysAgo: 130, runsDays: 21, thumbnail: true, html: p('Part-time openings near universities in Manila, Quezon City and Baguio with schedules that fit classes.') },
  { category: '022A', title: 'Welcome event: publish your first resume', startDaysAgo: 300, runsDays: 60, thumbnail: true, html: p('New members who published their first resume during the event received a free resume review.') },
  { category: '022A', title: 'Year-end raffle for active job seekers', startDaysAgo: 330, runsDays: 30, thumbnail: true, html: p('Members who applied to at least three jobs during the event joined a raffle for smartphones and load cards.') },
  { category: '022A', title: 'Construction and skilled trades job fair', startDaysAgo: 150, runsDays: 5, thumbnail: true, html: p('Electricians, welders, carpenters and heavy equipment operators: meet construction companies hiring for projects nationwide.') },
  { category: '022A', title: 'Online seminar: preparing for a call center interview', startDaysAgo: 160, runsDays: 1, thumbnail: true, html: p('A recorded seminar covering the initial interview, the versant-style English test and the final interview.') },
  { category: '022A', title: 'Mid-year job fair for the provinces', startDaysAgo: 190, runsDays: 7, thumbnail: true, html: p('Jobs in Pampanga, Batangas, Iloilo and Cagayan de Oro, with interviews by video call.') },
  { category: '022A', title: 'Write a job counseling question, get an answer from a career coach', startDaysAgo: 35, runsDays: 60, thumbnail: true, html: p('Post your question in Job Counseling during the event. Our career coaches answer the most helpful questions every week.') },
  { category: '022A', title: 'Company review week: rate your past employer', startDaysAgo: 25, runsDays: 14, thumbnail: true, html: p('Help other job seekers by writing an honest review of a company you worked for. Reviews are anonymous.') },
  { category: '022A', title: 'Tech talent week: developers and data analysts', startDaysAgo: 50, runsDays: 7, thumbnail: true, html: p('IT companies in Metro Manila, Cebu and Clark are looking for developers, data analysts and QA engineers.') },
  { category: '022A', title: 'OFW returnee job matching', startDaysAgo: 65, runsDays: 30, thumbnail: true, html: p('Returning overseas Filipino workers: find local jobs that value your experience abroad. Tag your resume with your previous country of work.') },
  { category: '022A', title: 'Apply with your updated resume, win a bag', startDaysAgo: 210, runsDays: 14, thumbnail: true, html: p('Members who updated their resume and applied online during the event joined the draw for a PH Jobs laptop bag.') },

  // Items 52 to 56: the home's two banner events are 53 and 56.
  { category: '022A', title: 'Logistics and warehouse hiring week', startDaysAgo: 11, runsDays: 14, thumbnail: true, html: p('Warehouse staff, forklift operators, riders and dispatchers: apply to logistics companies hiring now in Laguna, Cavite and Bulacan.') },
  { category: '022A', title: 'PH Jobs Grand Job Fair: 5,000 openings nationwide', startDaysAgo: 3, runsDays: 30, thumbnail: true, banner: true, significant: true, html: p('Our biggest job fair of the year is on. More than 5,000 openings from 300 companies across Luzon, Visayas and Mindanao, with same-week interviews.') + ul('Apply online to ads tagged <strong>Grand Job Fair</strong>', 'Chat directly with recruiters', 'Get a free resume review on your first application') },
  { category: '022C', title: 'Winners: Year-end raffle for active job seekers', startDaysAgo: 290, runsDays: null, html: p('Congratulations to the winners of the Year-end raffle! Winners were notified by e-mail and have 30 days to claim their prize.') + ul('Smartphone: J. D*** C*** (Quezon City), M. R*** (Cebu City), A. S*** (Davao City)', 'PHP 500 load: 47 members, notified by e-mail') },
  { category: '022C', title: 'Winners: Welcome event resume reviews', startDaysAgo: 235, runsDays: null, html: p('All 1,204 members who published their first resume during the Welcome event received their resume review by e-mail. Thank you for joining!') },
  { category: '022A', title: 'Download the app, get your application tracker', startDaysAgo: 7, runsDays: 40, thumbnail: true, banner: true, html: p('Track every application, chat and offer in one place. Members who log in on the app during the event get a free resume review.') },

  { category: '022A', title: 'Women in the workplace: mentoring sessions', startDaysAgo: 14, runsDays: 30, thumbnail: true, html: p('Free online mentoring sessions for women returning to work or changing careers, with mentors from banking, BPO and tech.') },

  // Winner announcements (022C)
  { category: '022C', title: 'Winners: Apply with your updated resume, win a bag', startDaysAgo: 190, runsDays: null, html: p('Thank you to everyone who joined. The 30 winners of a PH Jobs laptop bag have been notified by e-mail; bags are delivered within 30 days.') },
  { category: '022C', title: 'Winners: Summer jobs for students survey', startDaysAgo: 55, runsDays: null, html: p('The 200 winners of PHP 100 load were chosen at random among survey respondents. Load was sent to the mobile number on each account.') },
  { category: '022C', title: 'Winners: Answer a survey about your job search', startDaysAgo: 28, runsDays: null, html: p('PHP 100 load has been sent to the first 1,000 members who completed the survey. Thank you for helping us improve PH Jobs.') },
  { category: '022C', title: 'Winners: Resume photo day', startDaysAgo: 66, runsDays: null, html: p('All 300 slots for free resume photos were claimed. Photos have been sent by e-mail to the participants.') },
  { category: '022C', title: 'Winners: Christmas hiring season raffle', startDaysAgo: 75, runsDays: null, html: p('Congratulations to the 10 members who won grocery vouchers worth PHP 2,000. Winners were notified by e-mail.') },
  { category: '022C', title: 'Winners: Labor Day Job Fair early applicants', startDaysAgo: 52, runsDays: null, html: p('The first 100 applicants of the Labor Day Job Fair received a free resume review. Reviews have been sent by e-mail.') },
  { category: '022C', title: 'Winners: Employer branding week', startDaysAgo: 70, runsDays: null, html: p('Fifty companies received a free review of their company page and ads. Thank you for making job ads clearer for applicants.') },
  { category: '022C', title: 'Winners: Construction and skilled trades job fair raffle', startDaysAgo: 140, runsDays: null, html: p('Five tool kits were raffled among applicants of the fair. Winners were contacted by phone.') },
  { category: '022C', title: 'Winners: Mid-year job fair for the provinces', startDaysAgo: 180, runsDays: null, html: p('Twenty applicants hired through the fair received a PHP 1,000 gift certificate. Congratulations on your new jobs!') },
  { category: '022C', title: 'Winners: Tech talent week coding quiz', startDaysAgo: 40, runsDays: null, html: p('The top 10 scorers of the coding quiz won wireless earphones. Winners were notified by e-mail.') },
];

export const SEED_NOTICES: readonly SeedNotice[] = NOTICES;
