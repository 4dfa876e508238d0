import { describe, expect, it } from 'vitest';
import { JOB_AD_FORM_MESSAGES } from '@phjobs/contracts/job-ad-form-text';
import { ZJobAdPayload } from '@phjobs/contracts/job-ad-form';
import { CITY_GEO } from '@phjobs/contracts/regions';
import { emptyAdForm, fromLoadedAd, fullPhone, localPhone, serverErrors, toPayload, validateStep } from '../src/screens/ad-form/values';
import { loadedAd, validValues } from './ad-fixtures';

const CITY = Object.keys(CITY_GEO)[0]!;

describe('the job ad wizard values', () => {
  it('maps the loaded groups into the steps, with the province of the city and the phone without +63', () => {
    const v = fromLoadedAd(loadedAd());
    expect(v.title).toBe('Barista');
    expect(v.specialization).toEqual(['SP0101']);
    expect(v.province).not.toBe('');
    expect(v.city).toBe(CITY);
    expect(v.workingHourMode).toBe('list');
    expect(v.selectedDay).toEqual(['MON', 'TUE']);
    expect(v.salaryMoreThan).toBe('700');
    expect(v.language).toEqual(['english']);
    expect(v.contactMainPhoneNumber).toBe('9171234567');
    expect(v.nationality).toBe(1);
  });

  it('makes a payload the contract accepts, with language and workType reduced to ids', () => {
    const body = toPayload(validValues());
    const parsed = ZJobAdPayload.safeParse(body);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(body.language).toEqual(['english']);
    expect(body.workType).toEqual(['inOffice']);
    expect(body.contactMainPhoneNumber).toBe('+639171234567');
  });

  it('sends no amount for a negotiable salary and the city centre when no pin was set', () => {
    const body = toPayload(validValues({ salaryType: '010F', salaryMoreThan: '500', lat: null, lng: null }));
    expect(body.salary).toEqual({ isSameDayPayment: false, salaryMoreThan: null, salaryType: '010F' });
    expect(body.lat).toBe(CITY_GEO[CITY]!.lat);
    expect(body.lng).toBe(CITY_GEO[CITY]!.lng);
    expect(ZJobAdPayload.safeParse(body).success).toBe(true);
  });

  it("checks each step with the contract's messages", () => {
    const empty = emptyAdForm();
    expect(validateStep(0, empty)).toEqual({ title: JOB_AD_FORM_MESSAGES.title, specialization: JOB_AD_FORM_MESSAGES.specialization });
    expect(validateStep(1, empty)).toEqual({});
    expect(validateStep(2, empty)).toEqual({ employeeType: JOB_AD_FORM_MESSAGES.employeeType, salaryType: JOB_AD_FORM_MESSAGES.salaryType });
    expect(validateStep(2, validValues({ salaryType: '010B', salaryMoreThan: '' })).salaryMoreThan).toBe(JOB_AD_FORM_MESSAGES.salaryMoreThan);
    expect(validateStep(2, validValues({ salaryType: '010F', salaryMoreThan: '' }))).toEqual({});
    expect(validateStep(3, empty)).toEqual({ region: JOB_AD_FORM_MESSAGES.region, detailAddress: JOB_AD_FORM_MESSAGES.detailAddress });
    expect(validateStep(4, empty)).toEqual({ noOfVacancy: JOB_AD_FORM_MESSAGES.vacancy, howToApply: JOB_AD_FORM_MESSAGES.howToApply });
    expect(validateStep(4, validValues({ howToApply: ['018E'], websiteUrl: 'example' })).websiteUrl).toBe(JOB_AD_FORM_MESSAGES.websiteUrl);
    expect(validateStep(4, validValues({ isUseOwnResume: true })).ownResumeKey).toBe(JOB_AD_FORM_MESSAGES.ownResumeKey);
    expect(validateStep(5, empty)).toEqual({ contactInfoName: JOB_AD_FORM_MESSAGES.contactInfoName, contactMainPhoneNumber: JOB_AD_FORM_MESSAGES.contactMainPhoneNumber, jobDescription: JOB_AD_FORM_MESSAGES.jobDescription });
    for (let step = 0; step <= 5; step += 1) expect(validateStep(step, validValues())).toEqual({});
  });

  it('agrees with the contract on what a step refuses', () => {
    const bad = validValues({ title: '', detailAddress: '', howToApply: [] });
    const parsed = ZJobAdPayload.safeParse(toPayload(bad));
    const paths = parsed.error?.issues.map((i) => i.path.join('.')).sort();
    expect(paths).toEqual(['detailAddress', 'howToApply', 'title']);
  });

  it("places the server's 400 fields under the wizard's fields and names the first step with one", () => {
    const placed = serverErrors({ 'salary.salaryMoreThan': 'Too low.', 'region': 'No city.', 'specialization.1': 'Unknown.', 'other': 'Something.' });
    expect(placed.errors).toEqual({ salaryMoreThan: 'Too low.', region: 'No city.', specialization: 'Unknown.' });
    expect(placed.step).toBe(0);
    expect(placed.unplaced).toEqual(['Something.']);
  });

  it('writes phones with +63 and reads them back without it', () => {
    expect(fullPhone('0917 123 4567')).toBe('+639171234567');
    expect(fullPhone('')).toBe('');
    expect(localPhone('+63 917 123 4567')).toBe('917 123 4567');
  });
});
