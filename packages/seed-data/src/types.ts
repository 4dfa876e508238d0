/**
 * The shapes of the generated seed data. Services load them into their own tables: the account
 * service the users (and one member per company), the employer service the companies, the jobs
 * service the ads. Field names follow the spec's wire names where the spec has one
 * (../shared/spec/jobs-seeker.md section 3, employer.md 'Job ad payload' and 'Employer member info').
 * Dates are ISO strings: instants as 'YYYY-MM-DDTHH:mm:ss.sssZ', calendar days as 'YYYY-MM-DD'.
 * Places are PSGC ids of @phjobs/contracts/regions; specializations, welfare benefits and
 * preferences are ids of @phjobs/contracts/taxonomy.
 */
import type {
  AdStatusCode,
  ApplyMethodCode,
  EducationCode,
  EmployeeTypeCode,
  GenderCode,
  LanguageCode,
  PermitStatusCode,
  SalaryUnitCode,
  UserType,
  WeekdayCode,
  WorkingDayCode,
  WorkingHourCode,
  WorkingPeriodCode,
  WorkTypeCode,
} from '@phjobs/contracts/codes';

/** A stored file: media key and the name shown to users. Seed keys start with 'seed/'. */
export type SeedFile = { key: string; fileName: string };

export type SeedCompany = {
  /** Company id = its company member's user id (ids.ts). */
  id: number;
  /** 'company' or 'master.company'. */
  userType: Extract<UserType, 'company' | 'master.company'>;
  /** Login e-mail of the company member (unique). */
  email: string;
  companyName: string;
  managerName: string;
  /** Mobile, '+63 9XX XXX XXXX'. */
  phoneNumber: string;
  /** Landline with its area code, '+63 2 8XXX XXXX' in Metro Manila, '+63 32 XXX XXXX' elsewhere. */
  landlineNumber: string;
  provinceId: string;
  cityId: string;
  /** Street address below the city: unit/number, street, barangay. */
  detailAddress: string;
  lat: number;
  lng: number;
  /** Letters and digits, 4 to 16 characters (SEC 'CS…' or DTI numbers). */
  businessRegistrationNumber: string;
  /** A depth-2 specialization id. */
  specializationCode: string;
  mainBusiness: string;
  logoKey: string | null;
  /** Company website (also used by ads that apply through a website). */
  websiteUrl: string;
  businessPermit: {
    statusCode: PermitStatusCode;
    /** 'YYYY-MM-DD' or null when no permit was submitted (015C). */
    businessPermitExpirationDateFrom: string | null;
    businessPermitExpirationDateTo: string | null;
  };
  /** The master company's id for a branch, else null. */
  masterCompanyId: number | null;
  /** True for the two demo companies (employer@demo.ph, master@demo.ph). */
  isDemo: boolean;
  createdAt: string;
};

export type SeedContactInfo = {
  manager: string;
  /** Main number first, then an optional second one; all '+63 …'. */
  phoneNumber: string[];
  isShowPhoneNumber: boolean;
  email: string;
  fax: string | null;
};

export type SeedJobAd = {
  /** 1..N in generator order (ids.ts). */
  id: number;
  companyId: number;
  /** Copies of the company's name and logo when the ad was written. */
  companyName: string;
  logoKey: string | null;
  statusCode: AdStatusCode;
  createdAt: string;
  updatedAt: string;
  /** Times the detail was opened (the ad summary's 'view'). */
  view: number;

  // step 0: recruitment basics
  title: string;
  /** 1 to 3 depth-2 specialization ids, the main one first. */
  specializationList: string[];
  isBeginnerPossible: boolean;
  isPublicInstitution: boolean;
  /** 1 Filipino, 2 Foreigner, 0 both. */
  nationality: 0 | 1 | 2;
  jobImageList: SeedFile[];

  // step 1: education and preference
  education: EducationCode;
  /** 0 to 3 depth-2 preference ids. */
  preferenceList: string[];

  // step 2: working conditions
  employeeTypeList: EmployeeTypeCode[];
  workingPeriodCode: WorkingPeriodCode;
  workingPeriodNegotiable: boolean;
  /** 'YYYY-MM-DD' for short engagements, else null. */
  workPeriodStartDate: string | null;
  workPeriodEndDate: string | null;
  /** Never 007A ('All' is a filter value). */
  workingDayCode: Exclude<WorkingDayCode, '007A'>;
  /** The days of 007G, else empty. */
  workingDaySelectedList: WeekdayCode[];
  workingDayNegotiable: boolean;
  /** Free text of the working-day 'detailCondition', if any. */
  workingDayDetail: string | null;
  workingHourCode: WorkingHourCode;
  /** 'HH:mm'; null with 009Z (Flexible). */
  workingHourFrom: string | null;
  workingHourTo: string | null;
  workingHourNegotiable: boolean;
  salaryCode: SalaryUnitCode;
  /** PHP per unit, inside a range of SALARY_RANGES for its unit; null with 010F. */
  salary: number | null;
  isSameDayPayment: boolean;
  /** 1 to 6 depth-2 welfare ids. */
  welfarebenefitList: string[];
  /** ['english'], ['korean'] or ['all'] (= English and Korean). */
  language: (LanguageCode | 'all')[];
  /** Empty when the ad names no work type. */
  workType: WorkTypeCode[];

  // step 3: workplace
  provinceId: string;
  cityId: string;
  /** Names of the province and city, for display. */
  province: string;
  city: string;
  detailAddress: string;
  /** Inside the city: within CITY_GEO[cityId].radiusKm of its centre. */
  lat: number;
  lng: number;

  // step 4: application info
  /** null when isVacancyNotSpecified. */
  noOfVacancy: number | null;
  isVacancyNotSpecified: boolean;
  isWithFriend: boolean;
  /** 'YYYY-MM-DD' or null (no deadline, 'until filled'). */
  deadlineDate: string | null;
  /** At least one apply method code. */
  applyList: ApplyMethodCode[];
  isDirectCustomized: boolean;
  /** Prefill of the message box for Direct/Telephone/Onsite applications. */
  directCustomizedInput: string | null;
  /** The company's own form for Email applications (018C), if any. */
  companyOwnForm: SeedFile | null;
  /** Set when applyList has 018E (Website). */
  websiteUrl: string | null;
  isEmailNotification: boolean;

  // step 5: contact info and description
  contactInfo: SeedContactInfo;
  /** The spec's 'Employment Contract' badge (isContract in the wizard). */
  isEmploymentContact: boolean;
  /** '3 Major Insurances' badge: SSS, PhilHealth, Pag-IBIG among the welfare benefits. */
  isThreeMajor: boolean;
  /** 'Business Permit' badge: the company's permit is certified (015B). */
  isPermit: boolean;
  jobDescription: string;
};

export type SeedUser = {
  id: number;
  userType: UserType;
  email: string;
  /** Plain text: the account service hashes it. */
  password: string;
  fullName: string;
  phoneNumber: string;
  genderCode: GenderCode;
  /** 'YYYY-MM-DD' */
  birthDate: string;
  /** The member's company for company and master users, else null. */
  companyId: number | null;
  provinceId: string;
  cityId: string;
  /** Individuals: the full address line (number and street, barangay, city, province). */
  address?: string;
};

/** A seed job seeker (seekers.ts): an individual member with a full address, id 50000 + i (ids.ts). */
export type SeedSeeker = SeedUser & { userType: 'individual'; companyId: null; address: string };
