import { describe, expect, it } from 'vitest';
import { ZApplicantsQuery, ZApplicationIdParam, ZCancelApplicationBody, ZChangeApplicationStatusBody, ZMyApplicationsQuery } from '../src/applications.ts';

describe('ZMyApplicationsQuery', () => {
  it('defaults to every method, every status, no period, 10 a page', () => {
    expect(ZMyApplicationsQuery.parse({})).toEqual({ howToApplyCode: 'all', howToApply: 'all', statusCode: 'all', pageUnit: 10, pageNo: 1 });
  });

  it("reads the screen's query: tab, company name, status, one week back", () => {
    expect(ZMyApplicationsQuery.parse({ howToApplyCode: 'all', howToApply: 'chat', companyName: ' Jolli ', statusCode: '021A', periodValue: '1', periodUnit: 'w', pageNo: '2' })).toEqual({
      howToApplyCode: 'all',
      howToApply: 'chat',
      companyName: 'Jolli',
      statusCode: '021A',
      periodValue: 1,
      periodUnit: 'w',
      pageUnit: 10,
      pageNo: 2,
    });
    expect(ZMyApplicationsQuery.parse({ howToApply: 'General', periodUnit: 'month', statusCode: '' })).toMatchObject({ howToApply: 'online', periodUnit: 'm', statusCode: 'all' });
  });

  it('refuses unknown codes, tabs and periods', () => {
    const result = ZMyApplicationsQuery.safeParse({ howToApply: 'fax', statusCode: '099A', periodUnit: 'decade', periodValue: '0' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['howToApply', 'periodUnit', 'periodValue', 'statusCode']);
  });
});

describe('employer calls', () => {
  it('a status change takes Pass, Non pass or Under review only', () => {
    expect(ZChangeApplicationStatusBody.parse({ howToApply: '018B', statusCode: '021A' })).toEqual({ howToApply: '018B', statusCode: '021A' });
    expect(ZChangeApplicationStatusBody.safeParse({ statusCode: '021D' }).success).toBe(false);
    expect(ZChangeApplicationStatusBody.safeParse({}).success).toBe(false);
  });

  it('the applicants list filters by one method when asked (018B for chat)', () => {
    expect(ZApplicantsQuery.parse({ howToApplyCode: '018B' }).howToApplyCode).toBe('018B');
    expect(ZApplicantsQuery.parse({}).howToApplyCode).toBe('all');
  });
});

describe('ids and the cancel body', () => {
  it('application ids are positive integers', () => {
    expect(ZApplicationIdParam.parse({ id: '12' })).toEqual({ id: 12 });
    for (const id of ['x', '0', '-3', '1e3']) expect(ZApplicationIdParam.safeParse({ id }).success).toBe(false);
  });

  it('a cancel needs no body, and takes the method code the client sends', () => {
    expect(ZCancelApplicationBody.parse(undefined)).toEqual({});
    expect(ZCancelApplicationBody.parse({ howToApplyCode: '' })).toEqual({ howToApplyCode: '' });
    expect(ZCancelApplicationBody.safeParse([1]).success).toBe(false);
  });
});

describe('the employer applicant calls', () => {
  it('maskEmail keeps two characters and the domain: juan@gmail.com -> ju***@gmail.com', async () => {
    const { maskEmail } = await import('../src/applications.ts');
    expect(maskEmail('juan@gmail.com')).toBe('ju***@gmail.com');
    expect(maskEmail('j@x.ph')).toBe('j***@x.ph');
    expect(maskEmail('no-at-sign')).toBe('no***');
  });

  it("ZJobApplicantsQuery: type all or unread, the spec's byJob taken as all, others 400", async () => {
    const { ZJobApplicantsQuery } = await import('../src/applications.ts');
    expect(ZJobApplicantsQuery.parse({ type: 'byJob', email: 'hr@acme.ph' })).toMatchObject({ type: 'all', pageUnit: 10, pageNo: 1 });
    expect(ZJobApplicantsQuery.parse({ type: 'unread' }).type).toBe('unread');
    expect(ZJobApplicantsQuery.parse({}).type).toBe('all');
    expect(ZJobApplicantsQuery.safeParse({ type: 'read' }).success).toBe(false);
  });

  it('ZApplicantJobsQuery: pageUnit=10, pageNo, email, isOnlyOngoing', async () => {
    const { ZApplicantJobsQuery } = await import('../src/applications.ts');
    expect(ZApplicantJobsQuery.parse({ pageUnit: '10', pageNo: '2', email: 'hr@acme.ph', isOnlyOngoing: 'true' })).toEqual({ pageUnit: 10, pageNo: 2, email: 'hr@acme.ph', isOnlyOngoing: true });
    expect(ZApplicantJobsQuery.parse({}).isOnlyOngoing).toBe(false);
  });
});
