/**
 * The job ad wizard's limits and field messages without zod, so that the remotes may import them
 * at run time (job-ad-form.ts re-exports them and its schemas use them). The messages are ours:
 * the spec shows few ('the full field rules are not shown').
 */
import { LIMITS } from './codes.ts';

export const JOB_AD_FORM_LIMITS = {
  title: 100,
  jobDescription: 5000,
  detailInput: 2000,
  shortText: 200,
  photos: LIMITS.uploadFiles,
  vacancies: 9999,
  salary: 10_000_000,
} as const;

/** Messages of the wizard's fields (ours: the spec does not show them). */
export const JOB_AD_FORM_MESSAGES = {
  title: 'Please enter the job title.',
  specialization: 'Please choose at least one specialization.',
  employeeType: 'Please choose at least one employment type.',
  salaryType: 'Please choose how the salary is paid.',
  salaryMoreThan: 'Please enter the salary (a number of at least 0).',
  region: 'Please choose the province and city of the workplace.',
  detailAddress: 'Please enter the detailed address.',
  howToApply: 'Please choose at least one way to apply.',
  deadlineDate: 'Please choose the deadline (YYYY-MM-DD).',
  websiteUrl: 'Please enter the website address (https://...).',
  directCustomizedInput: 'Please enter the text applicants will send.',
  ownResumeKey: 'Please upload your own application form.',
  contactInfoName: 'Please enter the contact person.',
  contactMainPhoneNumber: 'Please enter a phone number (+63...).',
  email: 'Please enter a valid e-mail address.',
  jobDescription: 'Please enter the job description.',
  vacancy: 'Please enter the number of vacancies, or choose not specified.',
} as const;

/** The selected-days message of step 2 (007G with no day chosen). */
export const SELECTED_DAY_MESSAGE = 'Please choose the working days.';
