import { describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS, prefixTable, rateLimitGroupFor, serviceFor } from '../src/routes.ts';

describe('the prefix table', () => {
  it.each([
    ['/api/auth/login', 'account'],
    ['/api/auth/refresh', 'account'],
    ['/api/individual/signup', 'account'],
    ['/api/individual/myPage', 'account'],
    ['/api/individual/myNews/12', 'account'],
    ['/api/individual/verifySms', 'account'],
    ['/api/employer/signup', 'account'],
    ['/api/employer/signup/master', 'account'],
    ['/api/employer/myNews', 'account'],
    ['/api/employer/myNews/7', 'account'],
    ['/api/employer/sendVerifySms', 'account'],
    ['/api/dev/outbox', 'account'],
    ['/api/employer/myPage', 'employer'],
    ['/api/employer/myPage/updateLogoImage', 'employer'],
    ['/api/employer/memberInfo', 'employer'],
    ['/api/employer/updateInfo', 'employer'],
    ['/api/employer/permit', 'employer'],
    ['/api/master/branches', 'employer'],
    ['/api/master/branch/9', 'employer'],
    ['/api/master/invitationCode', 'employer'],
    // a branch's ads and applicants are jobs' tables: jobs answers them (packages/contracts/src/branches.ts)
    ['/api/master/applicant/9/job', 'jobs'],
    ['/api/master/applicant/9/application', 'jobs'],
    ['/api/master/job/9', 'jobs'],
    ['/api/payment/jobStyle/order', 'employer'],
    ['/api/jobAds', 'jobs'],
    ['/api/jobAds/allJobs', 'jobs'],
    ['/api/application/myApplications', 'jobs'],
    ['/api/employer/myPage/myJobs', 'jobs'],
    ['/api/employer/myPage/applicant/changeStatus/4', 'jobs'],
    ['/api/resume/myResumes', 'talent'],
    ['/api/talent/allTalents', 'talent'],
    ['/api/offer/applicantOffers', 'talent'],
    ['/api/employer/myPage/talent/scrap', 'talent'],
    ['/api/community/jobTalks', 'community'],
    ['/api/event', 'community'],
    ['/api/event/banner', 'community'],
    ['/api/event/12', 'community'],
    ['/api/faq', 'community'],
    ['/api/popups', 'community'],
    ['/api/qna', 'community'],
    ['/api/qna/3', 'community'],
    ['/api/report', 'community'],
    ['/api/banner', 'community'],
    ['/api/common/uploadUrl', 'media'],
    ['/files/individual/abc.png', 'media'],
    ['/chats/memo', 'chat'],
    ['/chats', 'chat'],
  ])('sends %s to the %s service', (path, service) => {
    expect(serviceFor(path)).toBe(service);
  });

  it("sends My talk to community although the rest of the individual my-page is account's", () => {
    expect(serviceFor('/api/individual/myPage')).toBe('account');
    expect(serviceFor('/api/individual/myPage/myTalks/jobTalk')).toBe('community');
    expect(serviceFor('/api/individual/myPage/myTalks/interviewTip')).toBe('community');
    expect(serviceFor('/api/community/jobReview/companyList')).toBe('community');
    expect(serviceFor('/api/community/interviewTip/12')).toBe('community');
  });

  it('lets the longest prefix win under the employer my-page', () => {
    expect(serviceFor('/api/employer/myPage')).toBe('employer');
    expect(serviceFor('/api/employer/myPage/myJobs')).toBe('jobs');
    expect(serviceFor('/api/employer/myPage/talent/scrap')).toBe('talent');
  });

  it('matches plain prefixes on a segment boundary only', () => {
    expect(serviceFor('/api/reports')).toBeNull();
    expect(serviceFor('/api/jobAdsX')).toBeNull();
    expect(serviceFor('/api/employer/myPageX')).toBeNull();
    expect(serviceFor('/chatsX')).toBeNull();
  });

  it('knows no owner for unlisted api paths', () => {
    expect(serviceFor('/api/nothing')).toBeNull();
    expect(serviceFor('/api/employer')).toBeNull();
    expect(serviceFor('/api')).toBeNull();
    expect(serviceFor('/internal/users/1')).toBeNull();
  });
});

describe('the derived table', () => {
  it('refuses one prefix claimed by two services', () => {
    const route = (service: 'jobs' | 'talent', name: string) => ({ method: 'GET', path: '/api/x/:id', summary: name, access: 'anyone', rateLimit: null, service, name }) as const;
    expect(() => prefixTable([route('jobs', 'a'), route('talent', 'b')], {})).toThrow(/\/api\/x/);
  });

  it('routes no internal path', () => {
    expect(Object.keys(prefixTable()).some((prefix) => prefix.startsWith('/internal'))).toBe(false);
  });
});

describe('the rate-limit groups', () => {
  it.each([
    ['/api/auth/login', 'login'],
    ['/api/auth/social/google/start', 'login'],
    ['/api/auth/social/apple/callback', 'login'],
    ['/api/auth/refresh', 'refresh'],
    ['/api/individual/signup', 'signup'],
    ['/api/employer/signup', 'signup'],
    ['/api/employer/signup/master', 'signup'],
    ['/api/auth/findEmail', 'recovery'],
    ['/api/auth/forgotPassword/reset', 'recovery'],
    ['/api/auth/email/verifyCode', 'verification'],
    ['/api/auth/email/sendCode', 'verification'],
    ['/api/auth/verifyIdentity', 'verification'],
    ['/api/individual/verifySms', 'verification'],
    ['/api/employer/sendVerifySms', 'verification'],
  ])('limits %s as %s, the group its route declares', (path, group) => {
    expect(rateLimitGroupFor(path)).toBe(group);
  });

  it('limits a path written in other letter case or with a trailing slash, as the service still answers it', () => {
    expect(rateLimitGroupFor('/api/auth/LOGIN')).toBe('login');
    expect(rateLimitGroupFor('/api/auth/login/')).toBe('login');
  });

  it('gives no group to paths no route declares (nothing is guessed from words in the path)', () => {
    expect(rateLimitGroupFor('/api/auth/login/google')).toBeNull();
    expect(rateLimitGroupFor('/api/auth/sendCode')).toBeNull();
  });

  it.each(['/api/auth/logout', '/api/auth/me', '/api/jobAds/allJobs', '/api/individual/myPage', '/api/employer/myPage'])('does not limit %s', (path) => {
    expect(rateLimitGroupFor(path)).toBeNull();
  });
});

describe('the default rate limits', () => {
  it('let about a thousand people on one address (an office, a carrier NAT) use login, refresh and sign-up normally', () => {
    // see the reasons beside DEFAULT_RATE_LIMITS: failed logins, refreshes with a cookie, sign-ups per minute
    expect(DEFAULT_RATE_LIMITS.login).toBeGreaterThanOrEqual(100);
    expect(DEFAULT_RATE_LIMITS.refresh).toBeGreaterThanOrEqual(400);
    expect(DEFAULT_RATE_LIMITS.signup).toBeGreaterThanOrEqual(60);
    expect(DEFAULT_RATE_LIMITS.verification).toBeGreaterThanOrEqual(5 * DEFAULT_RATE_LIMITS.signup);
  });
});
