/** Small known job ads for the integration tests: a plain ongoing ad, changed where a test needs it. */
import type { NewJobAd } from '../src/data/insert-job-ads.ts';

/** Quezon City (Metro Manila) and Cebu City (Cebu), from packages/contracts/src/regions.ts. */
export const PLACES = {
  metroManila: '1300000000',
  quezonCity: '1381300000',
  cebu: '0702200000',
  cebuCity: '0730600000',
} as const;

let clock = Date.parse('2026-01-01T00:00:00.000Z');

export function ad(id: number, overrides: Partial<NewJobAd> = {}): NewJobAd {
  clock += 60_000;
  return {
    id,
    companyId: 1001,
    companyName: 'Plain Company Inc.',
    logoKey: null,
    statusCode: '012C',
    title: `Plain job ${id}`,
    jobDescription: 'Plain work.',
    images: [],
    isEmploymentContract: false,
    isThreeMajor: false,
    isPermit: false,
    isBeginnerPossible: false,
    isPublicInstitution: false,
    isWithFriend: false,
    specializationIds: ['SP0501'],
    educationCode: '004A',
    preferenceIds: [],
    nationality: 0,
    employeeTypes: ['011A'],
    workingPeriodCode: '008G',
    workingPeriodNegotiable: false,
    workingPeriodStart: null,
    workingPeriodEnd: null,
    workingDayCode: '007B',
    workingDaySelected: [],
    workingDayNegotiable: false,
    workingDayDetail: null,
    workingHourCode: '009G',
    workingHourFrom: '08:00',
    workingHourTo: '17:00',
    workingHourNegotiable: false,
    salaryCode: '010D',
    salary: 20000,
    isSameDayPayment: false,
    welfareIds: [],
    languages: ['english'],
    workTypes: ['inOffice'],
    provinceId: PLACES.metroManila,
    cityId: PLACES.quezonCity,
    detailAddress: '1 Plain Street',
    lat: 14.65,
    lng: 121.03,
    noOfVacancy: 1,
    deadlineDate: null,
    applyMethods: ['018A'],
    directCustomizedInput: null,
    ownForm: null,
    websiteUrl: null,
    isEmailNotification: false,
    contact: { manager: 'Maria Santos', phoneNumber: ['+63 917 123 4567'], isShowPhoneNumber: true, email: 'hr@plain.ph', fax: null },
    createdAt: new Date(clock).toISOString(),
    ...overrides,
  };
}
