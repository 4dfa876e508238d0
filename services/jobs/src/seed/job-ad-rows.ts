/** A generated seed ad (@phjobs/seed-data/job-ads) as a job_ad row. */
import type { SeedJobAd } from '@phjobs/seed-data/types';
import type { NewJobAd } from '../data/insert-job-ads.ts';

/**
 * The paid home-page services of a seeded ad, from its id alone (deterministic): about one ongoing
 * ad in six has one or more, so that the home's regional sections show highlighted titles.
 */
export function paymentServicesOf(id: number): number[] {
  const services: number[] = [];
  if (id % 6 === 1) services.push(1);
  if (id % 9 === 2 || id % 6 === 1 && id % 4 === 1) services.push(2);
  if (id % 10 === 3) services.push(3);
  return services;
}

const DAY_MS = 86_400_000;

/**
 * The registration date of a seeded ad, consistent with its status under the 21-day rule
 * (domain/ad-lifecycle.ts): an ongoing ad created more than 20 days before the reference was
 * re-registered within the last 20 days (a day from its id), so that the first run of the schedule
 * ends none of them; other ads were registered when created.
 */
export function registeredAtOf(ad: SeedJobAd, referenceMs: number): string {
  const createdMs = Date.parse(ad.createdAt);
  if (ad.statusCode !== '012C' || createdMs > referenceMs - 20 * DAY_MS) return ad.createdAt;
  return new Date(referenceMs - ((ad.id * 7) % 20) * DAY_MS - ((ad.id * 13) % 600) * 60_000 - 60_000).toISOString();
}

export function newJobAdOf(ad: SeedJobAd, referenceMs: number): NewJobAd {
  const registeredAt = registeredAtOf(ad, referenceMs);
  return {
    id: ad.id,
    companyId: ad.companyId,
    companyName: ad.companyName,
    logoKey: ad.logoKey,
    statusCode: ad.statusCode,
    title: ad.title,
    jobDescription: ad.jobDescription,
    images: ad.jobImageList,
    isEmploymentContract: ad.isEmploymentContact,
    isThreeMajor: ad.isThreeMajor,
    isPermit: ad.isPermit,
    isBeginnerPossible: ad.isBeginnerPossible,
    isPublicInstitution: ad.isPublicInstitution,
    isWithFriend: ad.isWithFriend,
    specializationIds: ad.specializationList,
    educationCode: ad.education,
    preferenceIds: ad.preferenceList,
    nationality: ad.nationality,
    employeeTypes: ad.employeeTypeList,
    workingPeriodCode: ad.workingPeriodCode,
    workingPeriodNegotiable: ad.workingPeriodNegotiable,
    workingPeriodStart: ad.workPeriodStartDate,
    workingPeriodEnd: ad.workPeriodEndDate,
    workingDayCode: ad.workingDayCode,
    workingDaySelected: ad.workingDaySelectedList,
    workingDayNegotiable: ad.workingDayNegotiable,
    workingDayDetail: ad.workingDayDetail,
    workingHourCode: ad.workingHourCode,
    workingHourFrom: ad.workingHourFrom,
    workingHourTo: ad.workingHourTo,
    workingHourNegotiable: ad.workingHourNegotiable,
    salaryCode: ad.salaryCode,
    salary: ad.salary,
    isSameDayPayment: ad.isSameDayPayment,
    welfareIds: ad.welfarebenefitList,
    languages: ad.language,
    workTypes: ad.workType,
    provinceId: ad.provinceId,
    cityId: ad.cityId,
    detailAddress: ad.detailAddress,
    lat: ad.lat,
    lng: ad.lng,
    noOfVacancy: ad.isVacancyNotSpecified ? null : ad.noOfVacancy,
    deadlineDate: ad.deadlineDate,
    applyMethods: ad.applyList,
    directCustomizedInput: ad.isDirectCustomized ? ad.directCustomizedInput : null,
    ownForm: ad.companyOwnForm,
    websiteUrl: ad.websiteUrl,
    isEmailNotification: ad.isEmailNotification,
    contact: {
      manager: ad.contactInfo.manager,
      phoneNumber: ad.contactInfo.phoneNumber,
      isShowPhoneNumber: ad.contactInfo.isShowPhoneNumber,
      email: ad.contactInfo.email,
      fax: ad.contactInfo.fax,
    },
    paymentServices: paymentServicesOf(ad.id),
    viewCount: ad.view,
    createdAt: ad.createdAt,
    updatedAt: ad.updatedAt && ad.updatedAt > registeredAt ? ad.updatedAt : registeredAt,
    registeredAt,
  };
}
