import { beforeAll, describe, expect, it } from 'vitest';
import { checkUploads, fileSizeText, OWN_FORM_BUNDLE_NAME, ownFormUpload } from '@phjobs/web-core/own-form';
import { ageInYears, blocksEnter, emptyApplyForm, etcBody, genderText, onlineBody, validateApply } from '../src/domain/apply';
import { websiteHref } from '../src/domain/texts';
import { blobBytes, giveBlobsArrayBuffer } from '@phjobs/web-core/testing/jsdom-blob';
import { HAS_PYTHON, readWithPython } from '@phjobs/web-core/testing/zip-reader';

const form = (patch: Partial<ReturnType<typeof emptyApplyForm>> = {}) => ({ ...emptyApplyForm(), ...patch });

describe('apply validation (spec section 5)', () => {
  it("needs a resume for Online: 'Resume is not selected'", () => {
    expect(validateApply('online', form(), false)).toEqual({ resumeId: 'Resume is not selected' });
    expect(validateApply('online', form({ resumeId: '12' }), false)).toEqual({});
  });

  it("needs a message for Direct, Telephone, Onsite and Email without an own form, with the same message", () => {
    for (const type of ['direct', 'telephone', 'onsite', 'email'] as const) {
      expect(validateApply(type, form({ selfIntroduction: '   ' }), false)).toEqual({ selfIntroduction: 'Resume is not selected' });
      expect(validateApply(type, form({ selfIntroduction: 'name : Ana' }), false)).toEqual({});
    }
  });

  it("needs an uploaded file for Email with a company's own form: 'Please upload resume file'", () => {
    expect(validateApply('email', form(), true)).toEqual({ companyOwnResumeKey: 'Please upload resume file' });
    expect(validateApply('email', form({ ownFiles: [new File(['%PDF-'], 'cv.pdf')] }), true)).toEqual({});
  });
});

describe('apply bodies', () => {
  it('sends the resume id for Online', () => {
    expect(onlineBody(form({ resumeId: '12' }))).toEqual({ resumeId: 12 });
  });

  it('sends the method code and the message, empty strings as null', () => {
    expect(etcBody('direct', form({ selfIntroduction: 'hi' }), false)).toEqual({ howToApplyCode: '018B', selfIntroduction: 'hi', companyOwnResumeKey: null, companyOwnResumeFileName: null });
    expect(etcBody('telephone', form({ selfIntroduction: '' }), false).selfIntroduction).toBeNull();
    expect(etcBody('onsite', form({ selfIntroduction: 'x' }), false).howToApplyCode).toBe('018F');
    expect(etcBody('email', form({ selfIntroduction: 'x' }), false).howToApplyCode).toBe('018C');
  });

  it("sends the own-form upload as 'files/{key}/{fileName}'", () => {
    expect(etcBody('email', form({ ownFiles: [new File(['x'], 'form.docx')] }), true, { key: 'individual/7/ab12', fileName: 'form.docx' })).toEqual({
      howToApplyCode: '018C',
      selfIntroduction: null,
      companyOwnResumeKey: 'files/individual/7/ab12/form.docx',
      companyOwnResumeFileName: 'form.docx',
    });
    expect(etcBody('email', form(), true, { key: 'individual/7/cd34', fileName: 'application-files.zip' }).companyOwnResumeKey).toBe('files/individual/7/cd34/application-files.zip');
  });
});

describe('the own-form upload (the call carries one key)', () => {
  beforeAll(giveBlobsArrayBuffer);
  const pdf = new File(['%PDF-1.4 first'], 'cv.pdf', { type: 'application/pdf', lastModified: Date.UTC(2026, 0, 5) });
  const scan = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 1, 2])], 'cv.pdf', { type: 'application/pdf' });

  it('sends one picked file as it is', async () => {
    expect(await ownFormUpload([pdf])).toBe(pdf);
  });

  it.skipIf(!HAS_PYTHON)("bundles several picked files into one ZIP, 'application-files.zip', duplicates renamed", async () => {
    const bundle = await ownFormUpload([pdf, scan]);
    expect(bundle.name).toBe(OWN_FORM_BUNDLE_NAME);
    expect(bundle.name).toBe('application-files.zip');
    expect(bundle.type).toBe('application/zip');
    const read = readWithPython(await blobBytes(bundle));
    expect(read.map((e) => e.name)).toEqual(['cv.pdf', 'cv (2).pdf']);
    expect(read[0]!.bytes.equals(await blobBytes(pdf))).toBe(true);
    expect(read[1]!.bytes.equals(await blobBytes(scan))).toBe(true);
  });

  it('refuses to bundle nothing', async () => {
    await expect(ownFormUpload([])).rejects.toThrow(RangeError);
  });
});

describe('the apply screen texts and rules', () => {
  it('reads 003A as Male and anything else as Female', () => {
    expect(genderText('003A')).toBe('Male');
    expect(genderText('003B')).toBe('Female');
    expect(genderText(null)).toBe('Female');
  });

  it('gives the age in whole years', () => {
    const now = new Date('2026-03-10T04:00:00Z');
    expect(ageInYears('2000-03-10', now)).toBe(26);
    expect(ageInYears('2000-03-11', now)).toBe(25);
    expect(ageInYears('nonsense', now)).toBeNull();
  });

  it('blocks Enter in the message box only without Shift', () => {
    expect(blocksEnter({ key: 'Enter', shiftKey: false })).toBe(true);
    expect(blocksEnter({ key: 'Enter', shiftKey: true })).toBe(false);
    expect(blocksEnter({ key: 'a', shiftKey: false })).toBe(false);
  });

  it('gives a picked file its size in B, KB or MB', () => {
    expect(fileSizeText(900)).toBe('900 B');
    expect(fileSizeText(1025)).toBe('2 KB');
    expect(fileSizeText(2.5 * 1024 * 1024)).toBe('2.5 MB');
  });

  it('takes up to 10 files and 10MB in total', () => {
    const mb = 1024 * 1024;
    expect(checkUploads([], Array.from({ length: 10 }, () => ({ size: mb }))) ).toBe('ok');
    expect(checkUploads(Array.from({ length: 10 }, () => ({ size: 1 })), [{ size: 1 }])).toBe('tooMany');
    expect(checkUploads([{ size: 6 * mb }], [{ size: 5 * mb }])).toBe('tooLarge');
  });
});

describe('website apply', () => {
  it('opens the site with https:// added when the URL lacks an http prefix', () => {
    expect(websiteHref('jobs.example.ph/apply')).toBe('https://jobs.example.ph/apply');
    expect(websiteHref('http://jobs.example.ph')).toBe('http://jobs.example.ph');
    expect(websiteHref('HTTPS://Jobs.example.ph')).toBe('HTTPS://Jobs.example.ph');
    expect(websiteHref('  ')).toBeNull();
  });
});
