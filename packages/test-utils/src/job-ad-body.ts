/**
 * A valid new job ad, as the ad wizard sends it to `POST /api/jobAds`: a regular, full-time barista
 * in Quezon City (Metro Manila) at ₱18,000 a month, Online and E-mail applications, a deadline
 * `deadlineInDays` from today. Tests change what they look at with `overrides`.
 */
import type { JobAdPayloadInput } from '@phjobs/contracts/job-ad-form';

const METRO_MANILA = '1300000000';
const QUEZON_CITY = '1381300000';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export function jobAdBody(overrides: Partial<JobAdPayloadInput> = {}, { deadlineInDays = 14 }: { deadlineInDays?: number } = {}): JobAdPayloadInput {
  return {
    jobPhoto: [],
    title: 'Barista',
    specialization: [{ id: 'SP0601' }],
    isBeginnerPossible: true,
    isPublicInstitution: false,
    detailInput: 'A coffee shop in Quezon City.',
    talentType: 'regular',
    isMultiCheck: false,
    nationality: 0,
    education: '004D',
    preference: [],
    employeeType: ['011A'],
    workPeriod: { workPeriod: '008G', startDate: null, endDate: null, isNegotiable: false },
    workingDay: { workingDay: '007B', detailCondition: null, isNegotiable: false, selectedDay: [] },
    workingHour: { workingHourFrom: '08:00', workingHourTo: '17:00', isNegotiable: false, workingHourList: ['009G'] },
    salary: { isSameDayPayment: false, salaryMoreThan: 18_000, salaryType: '010D' },
    welfarebenefit: [],
    language: [{ id: 'english', name: 'English' }],
    workType: ['inOffice'],
    region: { province: METRO_MANILA, city: QUEZON_CITY },
    detailAddress: '12 Tomas Morato Ave',
    lat: null,
    lng: null,
    targetRegion: [METRO_MANILA],
    noOfVacancy: 2,
    isVacancyNotSpecified: false,
    isWithFriend: false,
    isDeadlineSpecified: true,
    deadlineDate: inDays(deadlineInDays),
    howToApply: ['018A', '018B'],
    isDirectCustomized: false,
    directCustomizedInput: null,
    isUseOwnResume: false,
    ownResumeKey: null,
    ownResumeFileName: null,
    websiteUrl: null,
    isEmailNotification: true,
    contactInfoName: 'Maria Santos',
    contactMainPhoneNumber: '+63 917 123 4567',
    contactSubPhoneNumber: null,
    isShowPhoneNumber: true,
    email: 'hr@plain.ph',
    fax: null,
    isContract: true,
    jobDescription: 'Prepare coffee and serve our customers.',
    ...overrides,
  };
}
