/** A loaded ad (GET /api/jobAds/update/{id}) and wizard values that pass every step. */
import type { JobAdForEdit } from '@phjobs/contracts/job-ad-form';
import { CITY_GEO } from '@phjobs/contracts/regions';
import { fromLoadedAd, type AdFormValues } from '../src/screens/ad-form/values';

const CITY = Object.keys(CITY_GEO)[0]!;

export const loadedAd = (patch: Partial<JobAdForEdit> = {}): JobAdForEdit => ({
  recruitment: {
    title: 'Barista',
    specialization: [{ codegroup_id: 'specialization', id: 'SP0101', name: 'x', depth: 2, parent_id: 'SP01' }],
    isBeginnerPossible: true,
    isPublicInstitution: false,
    education: '004D',
    preference: [],
    noOfVacancy: 3,
    isVacancyNotSpecified: false,
    isWithFriend: true,
    jobDescription: 'Make coffee.',
  },
  workingCondition: {
    employeeType: ['011A'],
    workPeriod: { workPeriod: '008G', startDate: null, endDate: null, isNegotiable: false },
    workingDay: { workingDay: '007G', detailCondition: null, isNegotiable: false, selectedDay: ['MON', 'TUE'] },
    workingHour: { workingHourFrom: null, workingHourTo: null, isNegotiable: false, workingHourList: ['009A'] },
    salary: { isSameDayPayment: false, salaryMoreThan: 700, salaryType: '010B' },
    welfarebenefit: [],
    language: [{ id: 'english', name: 'English' }],
    workType: [{ id: 'inOffice', name: 'In office' }],
  },
  workPlace: { city: CITY, province: null, detailAddress: '12 Rizal St.', lat: 14.5, lng: 121, targetCity: [], targetProvince: [] },
  applicationInfo: {
    isDeadlineSpecified: false,
    deadlineDate: null,
    howToApply: ['018A'],
    isDirectCustomized: false,
    directCustomizedInput: null,
    isUseOwnResume: false,
    ownResumeKey: null,
    ownResumeFileName: null,
    websiteUrl: null,
    isEmailNotification: true,
  },
  recuriterInfo: {
    detailInput: null,
    nationality: 1,
    contactInfoName: 'Maria',
    contactMainPhoneNumber: '+639171234567',
    contactSubPhoneNumber: null,
    isShowPhoneNumber: true,
    email: 'hr@acme.ph',
    fax: null,
    isContract: true,
  },
  jobPhoto: [{ key: 'job/2/a.jpg', fileName: 'a.jpg' }],
  jobId: 5,
  statusCode: '012A',
  talentType: null,
  reviewReasons: [],
  ...patch,
});

export const validValues = (patch: Partial<AdFormValues> = {}): AdFormValues => ({ ...fromLoadedAd(loadedAd()), ...patch });

