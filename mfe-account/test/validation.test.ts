import { describe, expect, it } from 'vitest';
import { CODE_MESSAGE, VERIFICATION, VERIFICATION_ERRORS, PASSWORD_POLICY_MESSAGE, OFFER_MESSAGES as CONTRACT_OFFER_MESSAGES, RESUME_MESSAGES as CONTRACT_RESUME_MESSAGES, SELF_INTRODUCTION_LENGTH as CONTRACT_INTRO } from '@phjobs/contracts/messages';
import { ApiError } from '@phjobs/web-core/api';
import { emptyIndividualSignup, individualSignupBody, MESSAGES, validateStep, type IndividualSignupValues } from '../src/domain/individualSignup';
import { EMAIL_FORMAT, LOGIN_FAILED } from '../src/domain/loginForm';
import { validateAnswer, OFFER_MESSAGES } from '../src/domain/offers';
import {
  emptyCareer,
  emptyResume,
  RESUME_LIMIT_HELP,
  RESUME_MESSAGES,
  resumeBody,
  selfIntroductionMessage,
  SELF_INTRODUCTION_LENGTH,
  titleCounter,
  validateResume,
  validateSelfIntroduction,
  validateTitle,
  type ResumeFormValues,
} from '../src/domain/resumeForm';
import { BRN_FORMAT, EMAIL_TAKEN_ALERT, emptyBusiness, PASSWORD_POLICY, validateBusinessStep } from '../src/domain/signupForm';
import {
  CODE_EXPIRED,
  CODE_PLACEHOLDER,
  CODE_TTL_SECONDS,
  resendThrottled,
  resendWait,
  sendErrorMessage,
  SMS_DAILY_LIMIT,
  verifyErrorMessage,
} from '@phjobs/web-core/verification';

describe('messages, word for word', () => {
  it('sign-up and login texts of the spec', () => {
    expect(EMAIL_TAKEN_ALERT).toBe('alraedy used ID, Please another email');
    expect(EMAIL_FORMAT).toBe('It does not match the email format.');
    expect(LOGIN_FAILED).toBe('Your login information is incorrect.');
    expect(PASSWORD_POLICY).toBe(PASSWORD_POLICY_MESSAGE);
  });

  it('verification texts of the spec, equal to the contracts', () => {
    expect(resendThrottled(42)).toBe('To prevent frequent resend, please try after 42 seconds');
    expect(resendThrottled(42)).toBe(VERIFICATION_ERRORS.resendThrottled.message(42));
    expect(CODE_EXPIRED).toBe('Code is expired. Resend to verify');
    expect(CODE_EXPIRED).toBe(VERIFICATION_ERRORS.expired.message);
    expect(SMS_DAILY_LIMIT).toBe('Daily sms request has exceeded, please try tomorrow.');
    expect(SMS_DAILY_LIMIT).toBe(VERIFICATION_ERRORS.smsDailyLimit.message);
    expect(CODE_PLACEHOLDER).toBe('Please enter 6 digit code.');
    expect(CODE_PLACEHOLDER).toBe(CODE_MESSAGE);
    expect(CODE_TTL_SECONDS).toBe(300);
    expect(CODE_TTL_SECONDS).toBe(VERIFICATION.codeTtlSeconds);
  });

  it('resume texts of the spec, equal to the contracts', () => {
    expect(RESUME_MESSAGES.titleMax).toBe('Title can be up to 70 characters.');
    expect(selfIntroductionMessage(50, 2000)).toBe('Please fill self introduction with length between 50 and 2000 include spaces.');
    expect(SELF_INTRODUCTION_LENGTH).toEqual(CONTRACT_INTRO);
    for (const key of Object.keys(CONTRACT_RESUME_MESSAGES).filter((k) => k in RESUME_MESSAGES) as (keyof typeof RESUME_MESSAGES & keyof typeof CONTRACT_RESUME_MESSAGES)[])
      expect(RESUME_MESSAGES[key]).toBe(CONTRACT_RESUME_MESSAGES[key]);
    expect(RESUME_MESSAGES.selfIntroductionLength).toBe(CONTRACT_RESUME_MESSAGES.selfIntroductionLength);
    expect(RESUME_LIMIT_HELP).toBe('Up to six resumes can be registered');
    expect(OFFER_MESSAGES).toEqual({
      answerCodeRequired: CONTRACT_OFFER_MESSAGES.answerCodeRequired,
      answerIndexRequired: CONTRACT_OFFER_MESSAGES.answerIndexRequired,
      answerIndexMax: CONTRACT_OFFER_MESSAGES.answerIndexMax,
    });
  });
});

describe('verification errors', () => {
  it("shows 'Daily sms request has exceeded, please try tomorrow.' on a 409", () => {
    expect(sendErrorMessage(new ApiError(409, 'verification/daily-limit', 'whatever'), 'sms')).toBe('Daily sms request has exceeded, please try tomorrow.');
    expect(sendErrorMessage(new ApiError(409, 'conflict', 'x'), 'sms')).toBe('Daily sms request has exceeded, please try tomorrow.');
  });

  it('shows the resend throttle with the seconds the service gave', () => {
    expect(sendErrorMessage(new ApiError(429, 'verification/resend-throttled', 'To prevent frequent resend, please try after 37 seconds'), 'email')).toBe(
      'To prevent frequent resend, please try after 37 seconds',
    );
  });

  it('counts the seconds until a resend is allowed', () => {
    expect(resendWait(null, 60, 0)).toBe(0);
    expect(resendWait(0, 60, 1000)).toBe(59);
    expect(resendWait(0, 60, 59_001)).toBe(1);
    expect(resendWait(0, 60, 60_000)).toBe(0);
  });

  it("shows 'Code is expired. Resend to verify' for an expired code", () => {
    expect(verifyErrorMessage(new ApiError(410, 'verification/code-expired', 'gone'))).toBe('Code is expired. Resend to verify');
    expect(verifyErrorMessage(new ApiError(400, 'verification/code-mismatch', 'x', { code: 'The verification code does not match.' }))).toBe('The verification code does not match.');
  });
});

const filled = (): IndividualSignupValues => ({
  ...emptyIndividualSignup(),
  email: 'ana@example.ph',
  password: 'secret123',
  passwordConfirm: 'secret123',
  emailToken: 'e'.repeat(20),
  agreeTerms: true,
  agreePrivacy: true,
  fullName: 'Ana Santos',
  phoneNumber: '0917 123 4567',
  phoneToken: 'p'.repeat(20),
  isNewcomer: true,
  industry: 'SP01',
  position: 'Agent',
  province: '1339000000',
  education: '004F',
  empType: ['011A'],
});

describe('individual sign-up steps', () => {
  it('step 1 needs a verified e-mail, a strong password typed twice and the required policies', () => {
    expect(validateStep(1, emptyIndividualSignup())).toEqual({
      email: MESSAGES.emailRequired,
      password: 'Password is a required input.',
      agreeTerms: 'Please agree to the required terms.',
    });
    expect(validateStep(1, { ...filled(), email: 'nope' }).email).toBe('It does not match the email format.');
    expect(validateStep(1, { ...filled(), emailToken: null }).emailToken).toBe('Please verify your e-mail.');
    expect(validateStep(1, { ...filled(), password: 'short', passwordConfirm: 'short' }).password).toBe(PASSWORD_POLICY);
    expect(validateStep(1, { ...filled(), passwordConfirm: 'other1234' }).passwordConfirm).toBe('The passwords do not match.');
    expect(validateStep(1, filled())).toEqual({});
  });

  it('step 2 needs the name, a verified +63 mobile, experience, industry, position and location', () => {
    expect(validateStep(2, { ...filled(), phoneNumber: '12345' }).phoneNumber).toBe('It does not match the phone number format.');
    expect(validateStep(2, { ...filled(), phoneToken: null }).phoneToken).toBe('Please verify your phone number.');
    expect(validateStep(2, { ...filled(), fullName: ' ', isNewcomer: null, industry: '', position: '', province: '' })).toEqual({
      fullName: 'Full name is a required input.',
      isNewcomer: 'Please choose newcomer or experienced.',
      industry: 'Please select an industry.',
      position: 'Please enter a position.',
      province: 'Please select a province.',
    });
    expect(validateStep(2, filled())).toEqual({});
  });

  it('step 3 needs education and an employment type; the salary is a number', () => {
    expect(validateStep(3, { ...filled(), education: '', empType: [], salary: 'lots' })).toEqual({
      education: 'Please select your education.',
      empType: 'Please select an employment type.',
      salary: 'Please enter the amount in numbers.',
    });
    expect(validateStep(3, { ...filled(), salary: '18,000' })).toEqual({});
  });

  it('sends the phone with +63, the salary unit 010D by default, inflow path A and gender 003A', () => {
    const body = individualSignupBody({ ...filled(), salary: '18,000' });
    expect(body).toMatchObject({
      email: 'ana@example.ph',
      phoneNumber: '+639171234567',
      salary: { salaryType: '010D', salary: 18000 },
      inflowPathCode: 'A',
      genderCode: '003A',
      signInProvider: 'password',
      region: { province: '1339000000' },
      emailVerificationToken: 'e'.repeat(20),
      phoneVerificationToken: 'p'.repeat(20),
    });
    expect(emptyIndividualSignup().salaryType).toBe('010D');
  });
});

describe('business sign-up', () => {
  it('checks the form, then the details and policy', () => {
    expect(validateBusinessStep(0, emptyBusiness())).toEqual({
      email: 'Email is a required input.',
      password: 'Password is a required input.',
      companyName: 'Company name is a required input.',
      managerName: 'Manager name is a required input.',
      phoneNumber: 'Phone number is a required input.',
    });
    expect(validateBusinessStep(1, { ...emptyBusiness(), businessRegistrationNumber: 'ab-12' })).toEqual({
      businessRegistrationNumber: BRN_FORMAT,
      agreeTerms: 'Please agree to the required terms.',
    });
  });
});

const resume = (): ResumeFormValues => ({
  ...emptyResume(),
  title: 'Customer service agent',
  education: '004F',
  specialization: ['SP0101'],
  region: [{ province: '1339000000', city: null }],
  employeeType: ['011A'],
  selection: 'direct',
  selfIntroduction: 'x'.repeat(60),
});

describe('resume validation', () => {
  it("limits the title to 70 characters: 'Title can be up to 70 characters.' with a counter", () => {
    expect(validateTitle('')).toBe('Please enter a title.');
    expect(validateTitle('t'.repeat(70))).toBeNull();
    expect(validateTitle('t'.repeat(71))).toBe('Title can be up to 70 characters.');
    expect(titleCounter('t'.repeat(12))).toBe('12 / 70');
  });

  it('needs a self introduction between the minimum and the maximum on create, only present on edit', () => {
    const message = 'Please fill self introduction with length between 50 and 2000 include spaces.';
    expect(validateSelfIntroduction('short', 'create')).toBe(message);
    expect(validateSelfIntroduction('x'.repeat(50), 'create')).toBeNull();
    expect(validateSelfIntroduction('x'.repeat(2001), 'create')).toBe(message);
    expect(validateSelfIntroduction('short', 'edit')).toBeNull();
    expect(validateSelfIntroduction('  ', 'edit')).toBe('Please fill self introduction.');
  });

  it('needs education, working conditions, selection and complete career entries', () => {
    expect(validateResume(resume(), 'create')).toEqual({});
    const errors = validateResume(
      { ...emptyResume(), isNewcomer: false, career: [{ ...emptyCareer(), periodFrom: '2024-05', periodTo: '2023-01' }], selfIntroduction: '' },
      'create',
    );
    expect(errors).toMatchObject({
      title: 'Please enter a title.',
      education: 'Please select your education.',
      'career.0.companyName': 'Please enter the company name.',
      'career.0.periodTo': 'The end month cannot be before the start month.',
      'career.0.position': 'Please enter the position.',
      'workingConditions.specialization': 'Please select a specialization.',
      'workingConditions.region': 'Please select a region.',
      'workingConditions.employeeType': 'Please select an employment type.',
      selection: "Please choose 'direct' or 'sample'.",
    });
  });

  it('takes a career entry in office without an end month', () => {
    const v = { ...resume(), isNewcomer: false, career: [{ companyName: 'Acme', periodFrom: '2022-03', periodTo: '', position: 'Agent', isInOffice: true }] };
    expect(validateResume(v, 'create')).toEqual({});
    const body = resumeBody(v);
    expect((body.career as unknown[] | undefined)?.[0]).toEqual({ companyName: 'Acme', periodFrom: '2022-03', periodTo: undefined, position: 'Agent', isInOffice: true });
  });

  it('sends abilities with 005A for languages and 005B for the rest', () => {
    const body = resumeBody({ ...resume(), ability: [{ skill: '005A', field: ' English ', level: 'Fluent' }, { skill: '005B', field: 'MS Excel', level: 'Advanced' }] });
    expect(body.ability).toEqual([
      { skill: '005A', field: 'English', level: 'Fluent' },
      { skill: '005B', field: 'MS Excel', level: 'Advanced' },
    ]);
  });
});

describe('offer answers', () => {
  it('need answerCode and answerIndex', () => {
    expect(validateAnswer(null, '')).toEqual({ answerCode: 'Please choose an answer.', answerIndex: 'Please write your answer.' });
    expect(validateAnswer('033X', 'ok')).toEqual({ answerCode: 'Please choose an answer.' });
    expect(validateAnswer('033A', 'x'.repeat(1001))).toEqual({ answerIndex: 'The answer can be up to 1000 characters.' });
    expect(validateAnswer('033C', 'Thank you, I already got a job.')).toEqual({});
  });
});
