import { describe, expect, it } from 'vitest';
import { FILE_KEY_PATTERN, fileKeyOwner } from '@phjobs/contracts/media';

describe('file keys', () => {
  it('are three safe segments: uploads and seed keys', () => {
    for (const key of ['individual/7/3f1c7e64-5a43-4f0a-9b3e-7c1d2a9e8b10', 'seed/logos/company-2.png', 'seed/job-images/ad-5-1', 'seed/forms/company-1001'])
      expect(key).toMatch(FILE_KEY_PATTERN);
    for (const key of ['../x/y', 'a/../b', 'a/b/..', 'a/b/.env', 'A/b/c', 'a/b', 'a/b/c/d', 'a//c', 'a/b/c d', 'a/b/c\u0000'])
      expect(key).not.toMatch(FILE_KEY_PATTERN);
  });

  it('name the user an upload key was issued to, for services that store keys', () => {
    expect(fileKeyOwner('resume/7/3f1c7e64-5a43-4f0a-9b3e-7c1d2a9e8b10')).toBe('7');
    expect(fileKeyOwner('seed/logos/company-2.png')).toBeNull();
    expect(fileKeyOwner('../7/x')).toBeNull();
  });
});
