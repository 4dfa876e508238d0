import { describe, expect, it } from 'vitest';
import { remoteFor } from '../src/routeTable';

describe('the route table of the shell', () => {
  it('sends / and the community areas to the community remote', () => {
    expect(remoteFor('/', null)).toBe('community');
    expect(remoteFor('/jobTalk/12', 'individual')).toBe('community');
    expect(remoteFor('/event', null)).toBe('community');
    for (const path of ['/jobStory', '/jobStory/12', '/hrMagazine/3', '/seniorInterview', '/seniorInterview/7', '/employmentNews/45']) expect(remoteFor(path, 'company')).toBe('community');
  });

  it('sends the member-written areas to the community remote, for every user type', () => {
    for (const userType of [null, 'individual', 'company', 'master.company'] as const) {
      for (const path of ['/jobTalk', '/jobTalk/register', '/counseling/4/edit', '/interview/3', '/interview/register', '/review', '/review/Jollibee%20Foods', '/review/12/edit']) expect(remoteFor(path, userType)).toBe('community');
    }
  });

  it("sends My talk's detail views to the community remote and its list to account", () => {
    expect(remoteFor('/myPage/myTalk/jobTalk/12', 'individual')).toBe('community');
    expect(remoteFor('/myPage/myTalk/interview/5', 'individual')).toBe('community');
    expect(remoteFor('/myPage/myTalk/counseling/7', 'individual')).toBe('community');
    expect(remoteFor('/myPage/myTalk', 'individual')).toBe('account');
  });

  it('sends /ad/*, /search and /multilingual to the jobs remote', () => {
    expect(remoteFor('/ad/all', null)).toBe('jobs');
    expect(remoteFor('/ad/all/1003', null)).toBe('jobs');
    expect(remoteFor('/ad/detail', 'company')).toBe('jobs');
    expect(remoteFor('/search', null)).toBe('jobs');
    expect(remoteFor('/multilingual', null)).toBe('jobs');
  });

  it('sends /enter* and /register* to the account remote', () => {
    expect(remoteFor('/enter', null)).toBe('account');
    expect(remoteFor('/enter/findPw', null)).toBe('account');
    expect(remoteFor('/register/business', null)).toBe('account');
  });

  it('sends /dev/* (the dev outbox of the embedded stack) to the account remote', () => {
    expect(remoteFor('/dev/outbox', null)).toBe('account');
    expect(remoteFor('/developer', null)).toBe('community');
  });

  it('sends /talent/* and /offer/* to the talent remote', () => {
    expect(remoteFor('/talent', 'company')).toBe('talent');
    expect(remoteFor('/talent/all', 'company')).toBe('talent');
    expect(remoteFor('/offer/5', 'company')).toBe('talent');
  });

  it('sends /myPage/talent/* to talent for company and master users, to account for individuals and visitors', () => {
    expect(remoteFor('/myPage/talent', 'company')).toBe('talent');
    expect(remoteFor('/myPage/talent/12', 'master.company')).toBe('talent');
    expect(remoteFor('/myPage/talent', 'individual')).toBe('account');
    expect(remoteFor('/myPage/talent', null)).toBe('account');
    expect(remoteFor('/myPage/talents', 'company')).toBe('employer');
  });

  it('sends /myPage/* to account for individuals and visitors, to employer for company and master users', () => {
    expect(remoteFor('/myPage', 'individual')).toBe('account');
    expect(remoteFor('/myPage/resume', null)).toBe('account');
    expect(remoteFor('/myPage', 'company')).toBe('employer');
    expect(remoteFor('/myPage/ad', 'master.company')).toBe('employer');
  });

  it('sends /myPage/chats (and below) to the jobs remote for everyone, above the /myPage row', () => {
    expect(remoteFor('/myPage/chats', 'individual')).toBe('jobs');
    expect(remoteFor('/myPage/chats', 'company')).toBe('jobs');
    expect(remoteFor('/myPage/chats/', 'master.company')).toBe('jobs');
    expect(remoteFor('/myPage/chats', null)).toBe('jobs');
    expect(remoteFor('/myPage/chatsOld', 'company')).toBe('employer');
    expect(remoteFor('/chats/apply/apply_1_2', 'individual')).toBe('jobs');
  });

  it('matches whole path segments only, and ignores a trailing slash', () => {
    expect(remoteFor('/enterprise', null)).toBe('community');
    expect(remoteFor('/advice', null)).toBe('community');
    expect(remoteFor('/ad/all/', null)).toBe('jobs');
  });
});
