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

export function newJobAdOf(ad: SeedJobAd): NewJobAd {
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
    updatedAt: ad.updatedAt,
  };
}
