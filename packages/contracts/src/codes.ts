/**
 * The code tables of the spec (../shared/spec/*.md). The codes and labels are the wire contract:
 * keep them exactly as the spec writes them. Where the spec leaves a label out ("not shown"),
 * the label here is our decision and is marked so.
 */

export type CodeTable<C extends string = string> = Readonly<Record<C, string>>;

const codesOf = <C extends string>(table: CodeTable<C>) => Object.keys(table) as [C, ...C[]];

export const EDUCATION = {
  '004A': 'Irrelevant',
  '004B': 'Primary',
  '004C': 'Junior High',
  '004D': 'Senior High',
  '004E': 'College Level',
  '004F': "Bachelor's Degree",
  '004G': 'Graduate',
} as const satisfies CodeTable;
export type EducationCode = keyof typeof EDUCATION;
export const EDUCATION_CODES = codesOf(EDUCATION);

export const GENDER = { '003A': 'Male', '003B': 'Female' } as const satisfies CodeTable;
export type GenderCode = keyof typeof GENDER;
export const GENDER_CODES = codesOf(GENDER);

/** Salary units. 010F means negotiable; any other value is treated as negotiation too. */
export const SALARY_UNIT = {
  '010A': 'hour',
  '010B': 'daily',
  '010C': 'weekly',
  '010D': 'month',
  '010E': 'project',
  '010F': 'negotiable',
} as const satisfies CodeTable;
export type SalaryUnitCode = keyof typeof SALARY_UNIT;
export const SALARY_UNIT_CODES = codesOf(SALARY_UNIT);

/** The pay types offered on the 'Jobs by salary' screen (010A ranges exist but 010A is not offered). */
export const SALARY_TYPE_OFFERED = {
  '010B': 'Daily Wage',
  '010C': 'Weekly Wage',
  '010D': 'Monthly Wage',
  '010E': 'By Project',
} as const satisfies Partial<Record<SalaryUnitCode, string>>;

export type SalaryRange = { readonly min: number | null; readonly max: number | null; readonly label: string };
const r = (min: number | null, max: number | null, label: string): SalaryRange => ({ min, max, label });

/** Salary ranges by unit, in PHP: min inclusive, max exclusive, null = open. */
export const SALARY_RANGES: Readonly<Record<Exclude<SalaryUnitCode, '010F'>, readonly SalaryRange[]>> = {
  '010A': [
    r(35.3, 62.5, '35.3-62.5'), r(62.5, 72.1, '62.5-72.1'), r(72.1, 96.2, '72.1-96.2'), r(96.2, 145, '96.2-145'),
    r(145, 192.4, '145-192.4'), r(192.4, 385, '192.4-385'), r(385, null, '385 above'),
  ],
  '010B': [
    r(null, 500, 'below 500'), r(500, 600, '500-600'), r(600, 800, '600-800'), r(800, 1000, '800-1,000'),
    r(1000, 2000, '1,000-2,000'), r(2000, 4000, '2,000-4,000'), r(4000, null, '4,000 above'),
  ],
  '010C': [
    r(null, 2500, 'below 2,500'), r(2500, 3000, '2,500-3,000'), r(3000, 4000, '3,000-4,000'), r(4000, 5000, '4,000-5,000'),
    r(5000, 10000, '5,000-10,000'), r(10000, 15000, '10,000-15,000'), r(15000, null, '15,000 above'),
  ],
  '010D': [
    r(null, 13000, 'below 13,000'), r(13000, 15000, '13,000-15,000'), r(15000, 20000, '15,000-20,000'),
    r(20000, 30000, '20,000-30,000'), r(30000, 40000, '30,000-40,000'), r(40000, 80000, '40,000-80,000'),
    r(80000, null, '80,000 above'),
  ],
  '010E': [
    r(null, 50, 'below 50'), r(50, 100, '50-100'), r(100, 150, '100-150'), r(150, 200, '150-200'), r(200, 500, '200-500'),
    r(500, 1000, '500-1,000'), r(1000, 5000, '1,000-5,000'), r(5000, null, '5,000 above'),
  ],
};

/** Working days. 007G = selected days (shown as a count of days a week). 007A 'All' is the filter default (our label). */
export const WORKING_DAY = {
  '007A': 'All',
  '007B': 'Mon~Fri',
  '007C': 'Mon~Sat',
  '007D': 'Mon~Sun',
  '007E': 'Weekends',
  '007F': 'Weekdays',
  '007G': 'Selected days',
} as const satisfies CodeTable;
export type WorkingDayCode = keyof typeof WORKING_DAY;
export const WORKING_DAY_CODES = codesOf(WORKING_DAY);

/** Days for 007G (our codes: the spec does not show them). */
export const WEEKDAY = { MON: 'Mon', TUE: 'Tue', WED: 'Wed', THU: 'Thu', FRI: 'Fri', SAT: 'Sat', SUN: 'Sun' } as const satisfies CodeTable;
export type WeekdayCode = keyof typeof WEEKDAY;
export const WEEKDAY_CODES = codesOf(WEEKDAY);

/** Working period (not shown in the spec: our codes). */
export const WORKING_PERIOD = {
  '008A': 'One day',
  '008B': 'Less than 1 week',
  '008C': '1 week ~ 1 month',
  '008D': '1 ~ 3 months',
  '008E': '3 ~ 6 months',
  '008F': '6 months ~ 1 year',
  '008G': 'More than 1 year',
} as const satisfies CodeTable;
export type WorkingPeriodCode = keyof typeof WORKING_PERIOD;
export const WORKING_PERIOD_CODES = codesOf(WORKING_PERIOD);

/** Working hours (not shown in the spec: our codes). 009Z 'Flexible' is the spec's Flexible option. */
export const WORKING_HOUR = {
  '009A': 'Morning (06:00~12:00)',
  '009B': 'Afternoon (12:00~18:00)',
  '009C': 'Evening (18:00~24:00)',
  '009D': 'Dawn (00:00~06:00)',
  '009E': 'Morning ~ Afternoon',
  '009F': 'Afternoon ~ Evening',
  '009G': 'Full time',
  '009Z': 'Flexible',
} as const satisfies CodeTable;
export type WorkingHourCode = keyof typeof WORKING_HOUR;
export const WORKING_HOUR_CODES = codesOf(WORKING_HOUR);

/** Employment types (not shown in the spec: our codes). 'all' is the spec's all option. */
export const EMPLOYEE_TYPE = {
  '011A': 'Regular',
  '011B': 'Contractual',
  '011C': 'Part-time',
  '011D': 'Freelance',
  '011E': 'Internship',
  '011F': 'Project-based',
} as const satisfies CodeTable;
export type EmployeeTypeCode = keyof typeof EMPLOYEE_TYPE;
export const EMPLOYEE_TYPE_CODES = codesOf(EMPLOYEE_TYPE);
/** 'Employee type list longer than 3 is treated as all.' (employer spec) */
export const EMPLOYEE_TYPE_ALL_THRESHOLD = 3;

export const AD_STATUS = { '012A': 'Under Review', '012C': 'Ongoing', '012D': 'End' } as const satisfies CodeTable;
export type AdStatusCode = keyof typeof AD_STATUS;
export const AD_STATUS_CODES = codesOf(AD_STATUS);

export const PERMIT_STATUS = { '015A': 'Under review', '015B': 'Certified', '015C': 'Needs certification' } as const satisfies CodeTable;
export type PermitStatusCode = keyof typeof PERMIT_STATUS;

export const APPLY_METHOD = {
  '018A': 'Online',
  '018B': 'Direct',
  '018C': 'Email',
  '018D': 'Telephone',
  '018E': 'Website',
  '018F': 'Onsite',
  '0190': 'Chat',
} as const satisfies CodeTable;
export type ApplyMethodCode = keyof typeof APPLY_METHOD;

/** The apply screens: /ad/apply/{method}?id=, and `applyType` of GET /api/application/{id}. */
export const APPLY_TYPES = ['online', 'email', 'direct', 'telephone', 'onsite'] as const;
export type ApplyType = (typeof APPLY_TYPES)[number];

/** The apply method code each non-online screen sends as `howToApplyCode`. */
export const APPLY_TYPE_CODE = { direct: '018B', email: '018C', telephone: '018D', onsite: '018F' } as const satisfies Record<Exclude<ApplyType, 'online'>, ApplyMethodCode>;
export const ETC_APPLY_CODES = ['018B', '018C', '018D', '018F'] as const;
export const APPLY_METHOD_CODES = codesOf(APPLY_METHOD);

export const RESUME_STATUS = { '020A': 'Published', '020B': 'Private' } as const satisfies CodeTable;
export type ResumeStatusCode = keyof typeof RESUME_STATUS;

/** 021D-021F labels are 'from a code table (not shown)': ours. */
export const APPLICATION_STATUS = {
  '021A': 'Pass',
  '021B': 'Non pass',
  '021C': 'Under review',
  '021D': 'Cancelled',
  '021E': 'Chat ended',
  '021F': 'Ad closed',
} as const satisfies CodeTable;
export type ApplicationStatusCode = keyof typeof APPLICATION_STATUS;
export const APPLICATION_STATUS_CODES = codesOf(APPLICATION_STATUS);

export const EVENT_CATEGORY = { '022A': 'Event', '022B': 'Notice', '022C': 'Winner Announcement' } as const satisfies CodeTable;
export const QNA_STATUS = { '024A': 'Answered', '024B': 'Waiting' } as const satisfies CodeTable;
export const BANNER_LOCATION = { '025B': 'Home' } as const satisfies CodeTable;
export const EVENT_STATUS = { '027A': 'Ongoing', '027B': 'End' } as const satisfies CodeTable;

export const QNA_MAJOR_CATEGORY = {
  '023A': 'Member info',
  '023B': 'Resume management',
  '023C': 'Job searching',
  '023D': 'Job ads',
  '023E': 'Job talk',
  '023F': 'Error/opinion',
  '023G': 'Report',
  '023H': 'Others',
} as const satisfies CodeTable;

/**
 * Detail categories of an inquiry, per major category (account-community.md section 9: "2 to 5
 * details each; the detail code list is not shown except report job details 023G01, 023G04,
 * resume details 023G03, 023G05, community report 023E03 for comments and 023E04 for
 * counseling"). Those six keep the spec's meaning; every other code and every label is ours.
 * A detail code is its major's code plus two digits.
 */
export const QNA_DETAIL_CATEGORY = {
  '023A': {
    '023A01': 'Sign-up and login',
    '023A02': 'Finding my ID or password',
    '023A03': 'Changing my member information',
    '023A04': 'Withdrawal (closing my account)',
    '023A05': 'Business member and business permit',
  },
  '023B': {
    '023B01': 'Writing a resume',
    '023B02': 'Publishing or hiding a resume',
    '023B03': 'Resume files and photos',
    '023B04': 'Companies that viewed or scrapped my resume',
  },
  '023C': {
    '023C01': 'Search and filters',
    '023C02': 'Applying for a job',
    '023C03': 'Application status and cancelling',
    '023C04': 'Position offers',
    '023C05': 'Chats with employers',
  },
  '023D': {
    '023D01': 'Registering a job ad',
    '023D02': 'Ad review and publication',
    '023D03': 'Paid ad services and payment',
    '023D04': 'Managing applicants',
  },
  '023E': {
    '023E01': 'Using Job Talk',
    '023E02': 'My posts and comments',
    '023E03': 'Report a comment',
    '023E04': 'Report a counseling post',
    '023E05': 'Report a Job Talk post',
  },
  '023F': {
    '023F01': 'Something does not work',
    '023F02': 'A suggestion',
    '023F03': 'Other opinion',
  },
  '023G': {
    '023G01': 'Job ad: false or misleading information',
    '023G02': 'Job ad: asks for fees or looks like a scam',
    '023G03': 'Resume: false information',
    '023G04': 'Job ad: discriminatory or illegal conditions',
    '023G05': 'Resume: offensive or inappropriate content',
  },
  '023H': {
    '023H01': 'Advertising and partnership',
    '023H02': 'Anything else',
  },
} as const satisfies Record<keyof typeof QNA_MAJOR_CATEGORY, CodeTable>;
export type QnaMajorCode = keyof typeof QNA_MAJOR_CATEGORY;
export const QNA_MAJOR_CODES = codesOf(QNA_MAJOR_CATEGORY);
export type QnaDetailCode = { [M in QnaMajorCode]: keyof (typeof QNA_DETAIL_CATEGORY)[M] }[QnaMajorCode];
/** Every detail code with its label, flat. */
export const QNA_DETAIL_LABEL: CodeTable<QnaDetailCode> = Object.assign({}, ...Object.values(QNA_DETAIL_CATEGORY));
export const QNA_DETAIL_CODES = Object.keys(QNA_DETAIL_LABEL) as [QnaDetailCode, ...QnaDetailCode[]];
/** The major category a detail code belongs to ('023G04' -> '023G'). */
export const qnaMajorOf = (detail: string): QnaMajorCode | null => {
  const major = detail.slice(0, 4);
  return major in QNA_DETAIL_CATEGORY && detail in QNA_DETAIL_CATEGORY[major as QnaMajorCode] ? (major as QnaMajorCode) : null;
};
export type QnaStatusCode = keyof typeof QNA_STATUS;
export type EventCategoryCode = keyof typeof EVENT_CATEGORY;
export const EVENT_CATEGORY_CODES = codesOf(EVENT_CATEGORY);
export type EventStatusCode = keyof typeof EVENT_STATUS;
export const EVENT_STATUS_CODES = codesOf(EVENT_STATUS);
export type BannerLocationCode = keyof typeof BANNER_LOCATION;
export const BANNER_LOCATION_CODES = codesOf(BANNER_LOCATION);

/**
 * What a report is about: the report screen's `route` query (/report?route=job|community|resume),
 * sent as the report's `majorCategoryCode` (account-community.md section 3: "majorCategoryCode
 * (community, job or resume)"). Labels ours.
 */
export const REPORT_TARGET = { job: 'Job ad', community: 'Community post or comment', resume: 'Resume' } as const satisfies CodeTable;
export type ReportTarget = keyof typeof REPORT_TARGET;
export const REPORT_TARGETS = codesOf(REPORT_TARGET);
/**
 * The detail categories a report of each target takes: the spec's 023G01/023G04 (job),
 * 023G03/023G05 (resume), 023E03 (comment) and 023E04 (counseling), with 023G02 and 023E05 ours.
 * The report screen's `detailCategory` query preselects one of them.
 */
export const REPORT_DETAIL_CODES = {
  job: ['023G01', '023G02', '023G04'],
  resume: ['023G03', '023G05'],
  community: ['023E03', '023E04', '023E05'],
} as const satisfies Record<ReportTarget, readonly QnaDetailCode[]>;
/** A report's outcome (ours): received until an operator decides; the member hears of the decision in My news. */
export const REPORT_STATUS = { received: 'Received', actioned: 'Action taken', dismissed: 'No violation found' } as const satisfies CodeTable;
export type ReportStatus = keyof typeof REPORT_STATUS;
export const REPORT_STATUSES = codesOf(REPORT_STATUS);

/** The upload project of inquiry images (GET /api/common/uploadUrl?project=inquiry: gif, jpeg, png within 6 MB, checked by their bytes). */
export const QNA_UPLOAD_PROJECT = 'inquiry';

/** FAQ tabs (/faq?nav=individual|business). */
export const FAQ_TYPE = { individual: 'Individual', business: 'Business' } as const satisfies CodeTable;
export type FaqType = keyof typeof FAQ_TYPE;
export const FAQ_TYPES = codesOf(FAQ_TYPE);
/** FAQ categories, the chips after 'All' (the spec shows chips but no codes: 026A-026G and labels ours). */
export const FAQ_CATEGORY = {
  '026A': 'Account and login',
  '026B': 'Resume',
  '026C': 'Applying',
  '026D': 'Job ads',
  '026E': 'Payments',
  '026F': 'Safety and scams',
  '026G': 'Others',
} as const satisfies CodeTable;
export type FaqCategoryCode = keyof typeof FAQ_CATEGORY;
export const FAQ_CATEGORY_CODES = codesOf(FAQ_CATEGORY);

/** Where a home popup shows (spec: 'location (mobile shown)'); ours: mobile or pc. */
export const POPUP_LOCATION = { mobile: 'Mobile', pc: 'Desktop' } as const satisfies CodeTable;
export type PopupLocation = keyof typeof POPUP_LOCATION;
export const POPUP_LOCATIONS = codesOf(POPUP_LOCATION);

export const OFFER_STATUS = { '032A': 'Waiting for answer', '032B': 'Accepted', '032C': 'Declined' } as const satisfies CodeTable;
export type OfferStatusCode = keyof typeof OFFER_STATUS;
export const OFFER_ANSWER = { '033A': 'Interested', '033B': 'Not suitable', '033C': 'Already got a job' } as const satisfies CodeTable;
export type OfferAnswerCode = keyof typeof OFFER_ANSWER;
export const OFFER_NOT_RESPONDED = 'Not responded';

export const JOB_RATING = { '034A': 'Environment', '034B': 'Employer', '034C': 'Co-worker' } as const satisfies CodeTable;
export const ABILITY_SKILL = { '005A': 'language', '005B': 'computer' } as const satisfies CodeTable;

export const INTERVIEW_EXPERIENCE = { '040A': 'Fresh Graduate', '040B': 'Previously Employed' } as const satisfies CodeTable;
export const INTERVIEW_RESULT = { '041A': 'Pass', '041B': 'On Hold', '041C': 'Failed' } as const satisfies CodeTable;
export const INTERVIEW_EVALUATION = { '042A': 'Positive', '042B': 'Normal', '042C': 'Negative' } as const satisfies CodeTable;
export const INTERVIEW_DIFFICULTY = { '043A': 'Easy', '043B': 'Normal', '043C': 'Hard' } as const satisfies CodeTable;
export const INTERVIEW_TYPE = {
  '044A': 'Job And Personality Interview',
  '044B': 'PT Interview',
  '044C': 'Discussion Interview',
  '044D': 'Tasks And Exams',
  '044E': 'Others',
} as const satisfies CodeTable;
export const INTERVIEWERS = {
  '045A': '1:1 Interview',
  '045B': 'Group Interview',
  '045C': '1 Interviewee, Multiple Interviewers',
} as const satisfies CodeTable;

/** Work types of an ad (spec: hybrid, inOffice, remote, all). */
export const WORK_TYPE = { hybrid: 'Hybrid', inOffice: 'In office', remote: 'Remote' } as const satisfies CodeTable;
export type WorkTypeCode = keyof typeof WORK_TYPE;
export const WORK_TYPE_CODES = codesOf(WORK_TYPE);

/** Languages of an ad: 'all' means English and Korean. */
export const LANGUAGE = { english: 'English', korean: 'Korean' } as const satisfies CodeTable;
export type LanguageCode = keyof typeof LANGUAGE;
export const LANGUAGE_CODES = codesOf(LANGUAGE);

/** Nationality of an ad: 1 Filipino, 2 Foreigner, otherwise both. */
export const NATIONALITY = { 1: 'Filipino', 2: 'Foreigner', 0: 'Filipino and foreigner' } as const;

export const USER_TYPES = ['individual', 'company', 'master.company'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** Business constants of the spec. */
export const LIMITS = {
  pageUnit: 10,
  multilingualPageUnit: 20,
  maxPageUnit: 100,
  recentAds: 30,
  pickLimit: 5,
  workingHourListLimit: 3,
  uploadFiles: 10,
  uploadBytes: 10 * 1024 * 1024,
  newBadgeDays: 7,
  closingSoonDays: 15,
  resumeTitle: 70,
  resumesPerMember: 6,
  memo: 150,
  comment: 1000,
  /** Inquiry and report content (account-community.md section 9). */
  inquiryContent: 700,
  /** Inquiry attachments: images, 6 MB each. */
  inquiryAttachments: 5,
  inquiryAttachmentBytes: 6 * 1024 * 1024,
  /** Keywords of the event, FAQ and Q&A searches (ours). */
  communityKeyword: 100,
  /** Job talk posts on the home page. */
  homeJobTalks: 4,
} as const;
