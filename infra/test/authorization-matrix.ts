/**
 * The authorization matrix: for every declared route, what each caller gets when it asks about the
 * owners' things (authorization-matrix.integration.test.ts runs it on the seeded product).
 *
 * Callers (columns, in this order): a visitor; the demo seeker (the individual owner); another
 * individual; the demo employer (the company owner, a branch of the demo master); another company
 * (no branch of the master); the demo master. An expectation is `ok` (any 2xx, or the 3xx of a
 * redirecting route when written so) or the exact status.
 *
 * Besides the status, the test checks for every call:
 * - the body holds no marker of a member the caller may not see (fixture markers: the seeker's
 *   private resume and inquiry, the employer's hidden ads, the master's invitation code, e-mails);
 * - `missing`: every caller that gets 404 for the owners' ids gets the very same answer (status
 *   and body) for an id that never existed: hidden and missing cannot be told apart;
 * - `hidden`: the same again for the owners' hidden things (an ad under review, ended or deleted;
 *   a private resume; another master's branch), for every caller but those of `seenBy`.
 *
 * A route without an entry fails the test: say what it must answer before it ships.
 */
import type { Route } from '@phjobs/contracts/route';
import { jobAdBody } from '@phjobs/test-utils/job-ad-body';

export const CALLERS = ['visitor', 'individual', 'otherIndividual', 'company', 'otherCompany', 'master'] as const;
export type Caller = (typeof CALLERS)[number];
export type Expected = 'ok' | 301 | 302 | 303 | 400 | 401 | 403 | 404 | 405 | 409 | 410 | 413 | 415 | 429;

/** The ids the fixture holds (found or made through the API before the matrix runs). */
export type Fixture = {
  /** A seed member who logs in (the login call). */
  loginEmail: string;
  /** The branch's values as they are (updateBranch saves them unchanged). */
  branchBody: Record<string, unknown>;
  ad: { ongoing: number; underReview: number; ended: number; deleted: number; toEnd: number; toReRegister: number; toUpdate: number; toDelete: number; forOffer: number };
  resume: { published: number; private: number; toDelete: number };
  application: { live: number; toCancel: number };
  offer: { answered: number; pending: number };
  qna: number;
  news: { individual: number; company: number };
  chat: { room: string; toFreezeJobId: number; messageOfCompany: number };
  order: number;
  branch: number;
  otherCompanyId: number;
  otherIndividualId: number;
  event: number;
  /** Community posts: the seeker's own (some to update or delete), a comment of theirs, an interview review of theirs under review, a released one. */
  post: { jobTalk: number; jobTalkToDelete: number; counseling: number; counselingToDelete: number; comment: number; commentToDelete: number; interviewUnderReview: number; interviewReleased: number; jobReview: number; jobReviewToDelete: number };
  /** One editorial item of each area. */
  article: { jobStory: number; hrMagazine: number; employmentNews: number; seniorInterview: number };
  /** A private resume body (its title is a marker) for updateResume and setResume. */
  resumeBody: Record<string, unknown>;
  /** A valid job ad body for createJobAd and updateJobAd. */
  adBody: Record<string, unknown>;
  /** The seeker's inquiry marker text (no other member may read it). */
  inquiryText: string;
};

/** An id that never existed, of any kind. */
export const MISSING = 99_999_999;
export const MISSING_ROOM = `apply_${MISSING}_1`;

export type Call = { params?: Record<string, string | number>; query?: Record<string, string>; body?: unknown; form?: Record<string, string> };

/** Calls about the owners' hidden things: each caller but `seenBy` must get the answer of `missing` (default: the entry's). */
export type HiddenProbe = { calls: (f: Fixture) => Call[]; seenBy: readonly Caller[]; missing?: (f: Fixture) => Call };

export type MatrixEntry = {
  expect: Record<Caller, Expected>;
  /** The call about the owners' things (default: no params, no query, no body). */
  call?: (f: Fixture) => Call;
  /** The same call about a thing that never existed: every caller answered 404 above (and those of `likeMissing`) must get this very answer. */
  missing?: (f: Fixture) => Call;
  /** Callers refused otherwise than by 404 (a 400 on the id's field) who must get the answer of `missing` too. */
  likeMissing?: readonly Caller[];
  hidden?: readonly HiddenProbe[];
  /** Why the markers do not apply (the embedded mode's outbox of sent codes shows every e-mail to this machine). */
  markersExempt?: string;
  /** Why the entry is as it is, when the table alone does not say. */
  note?: string;
};

/** `who('401 ok 404 403 403 403')`: expectations in the order of CALLERS. */
export function who(line: string): Record<Caller, Expected> {
  const parts = line.trim().split(/\s+/);
  if (parts.length !== CALLERS.length) throw new Error(`'${line}': one expectation per caller (${CALLERS.join(', ')})`);
  return Object.fromEntries(CALLERS.map((caller, i) => [caller, parts[i] === 'ok' ? 'ok' : (Number(parts[i]) as Expected)])) as Record<Caller, Expected>;
}

const ALL_OK = who('ok ok ok ok ok ok');
const MEMBERS = who('401 ok ok ok ok ok');
/** An individual's own things, from the token (no id to try another's). */
const INDIVIDUAL_SELF = who('401 ok ok 403 403 403');
/** A company's own things, from the token (a master is a company of its own here). */
const BUSINESS_SELF = who('401 403 403 ok ok ok');
/** One of the seeker's things by id: another individual cannot tell it from a missing one. */
const SEEKERS = who('401 ok 404 403 403 403');
/** One of the employer's things by id: another company cannot tell it from a missing one; the master (its branch's) neither, unless said. */
const EMPLOYERS = who('401 403 403 ok 404 404');
/** One of the employer's things by id that its master reads too. */
const EMPLOYERS_AND_MASTERS = who('401 403 403 ok 404 ok');
const MASTER_SELF = who('401 403 403 403 403 ok');
/** Internal routes asked without the service token (at the service's own port): nobody gets in. */
const INTERNAL = who('403 403 403 403 403 403');

const ad = (id: number): Call => ({ params: { id } });
const hiddenAds = (call: (id: number) => Call, seenBy: readonly Caller[] = ['company', 'master']): HiddenProbe[] => [{ calls: (f) => [call(f.ad.underReview), call(f.ad.ended), call(f.ad.deleted)], seenBy }];
const deletedAd = (call: (id: number) => Call): HiddenProbe[] => [{ calls: (f) => [call(f.ad.deleted)], seenBy: [] }];
const notABranch = (call: (employerId: number) => Call): HiddenProbe[] => [{ calls: (f) => [call(f.otherCompanyId)], seenBy: [] }];
/** A call about nothing any member owns: its 404 is the same for everyone. */
const SAME = (call: Call) => () => call;
const memo = (text: string) => Buffer.from(encodeURIComponent(text)).toString('base64');
const room = (chatUrl: string, extra: Omit<Call, 'params'> = {}): Call => ({ params: { chatUrl }, ...extra });
const postBody = { title: 'Matrix post', index: 'Is a 13th-month pay owed after six months?', articleAttachment: [] };
const id = (value: number): Call => ({ params: { id: value } });
/** A valid company job review (the writer's first for this company this year). */
export const jobReviewBodyOf = (companyName: string) => ({
  companyName,
  periodFrom: '2024-01',
  periodTo: '2025-06',
  jobRating: ['034A', '034B', '034C'].map((ratingCode) => ({ ratingCode, score: 4, jobRatingKeyword: [] })),
  salaryPaidCode: '036A',
  satisfiedSalaryCode: '037A',
  recommandCode: '038A',
  title: 'Fair pay, long hours',
  index: 'The team lead was kind and the pay came on time.',
});
/** Members write; only individuals: companies and masters 403, visitors 401. */
const INDIVIDUALS_WRITE = who('401 ok ok 403 403 403');
/** The seeker's own post or comment: another individual 403 (not the writer), companies 403 (individuals only). */
const WRITERS_OWN = who('401 ok 403 403 403 403');

export const MATRIX: Readonly<Record<string, MatrixEntry>> = {
  // ---- account: sessions, sign-up, codes, recovery: open to anyone, about the caller alone ----
  'account.login': { expect: ALL_OK, call: (f) => ({ body: { email: f.loginEmail, password: 'Demo!2345' } }), note: 'a third member logs in; a bearer token changes nothing' },
  'account.refresh': { expect: who('401 401 401 401 401 401'), note: 'no refresh cookie' },
  'account.logout': { expect: ALL_OK, note: 'no refresh cookie: nothing to end' },
  'account.me': { expect: MEMBERS },
  'account.individualSignup': { expect: who('400 400 400 400 400 400') },
  'account.employerSignup': { expect: who('400 400 400 400 400 400') },
  'account.masterSignup': { expect: who('400 400 400 400 400 400') },
  'account.sendEmailCode': { expect: who('400 400 400 400 400 400') },
  'account.verifyEmailCode': { expect: who('400 400 400 400 400 400') },
  'account.sendVerifySms': { expect: who('400 400 400 400 400 400') },
  'account.individualVerifySms': { expect: who('400 400 400 400 400 400') },
  'account.individualVerifySmsByBody': { expect: who('400 400 400 400 400 400') },
  'account.employerVerifySms': { expect: who('400 400 400 400 400 400') },
  'account.employerVerifySmsByBody': { expect: who('400 400 400 400 400 400') },
  'account.captcha': { expect: ALL_OK },
  'account.captchaVerify': { expect: who('400 400 400 400 400 400') },
  'account.findId': { expect: who('400 400 400 400 400 400') },
  'account.findEmail': { expect: who('400 400 400 400 400 400') },
  'account.forgotPassword': { expect: who('400 400 400 400 400 400') },
  'account.resetPassword': { expect: who('400 400 400 400 400 400') },
  'account.verifyIdentity': { expect: who('401 401 401 401 401 401'), call: () => ({ body: { password: 'not the password 1' } }), note: 'a wrong password: 401 for every member' },
  'account.changePassword': { expect: who('401 400 400 400 400 400'), call: () => ({ body: { certifyToken: 'x'.repeat(20), password: 'newpassword1' } }), note: 'a certify token nobody was given' },
  'account.withdraw': { expect: who('401 400 400 400 400 400'), call: () => ({ body: { certifyToken: 'x'.repeat(20) } }), note: 'a certify token nobody was given' },
  'account.providers': { expect: ALL_OK },
  'account.socialStart': { expect: who('404 404 404 404 404 404'), call: () => ({ params: { provider: 'google' } }), missing: SAME({ params: { provider: 'nosuch' } }), note: 'no provider is configured in the embedded mode: a known one answers as an unknown one' },
  'account.socialCallback': { expect: who('404 404 404 404 404 404'), call: () => ({ params: { provider: 'google' } }), missing: SAME({ params: { provider: 'nosuch' } }) },
  'account.socialCallbackByForm': { expect: who('404 404 404 404 404 404'), call: () => ({ params: { provider: 'apple' } }), missing: SAME({ params: { provider: 'nosuch' } }) },
  'account.socialTicket': { expect: who('404 404 404 404 404 404'), missing: SAME({}), note: 'no ticket' },

  // ---- account: the member's own pages (identity from the token) ----
  'account.individualMyPage': { expect: INDIVIDUAL_SELF },
  'account.updateProfileImage': { expect: who('401 ok 400 403 403 403'), call: () => ({ body: { photoKey: 'individual/1/photo.png' } }), note: "another member's upload is refused" },
  'account.deleteProfileImage': { expect: INDIVIDUAL_SELF },
  'account.individualUserInfo': { expect: INDIVIDUAL_SELF },
  'account.updateIndividualUserInfo': { expect: who('401 400 400 403 403 403'), note: 'an empty change' },
  'account.individualNews': { expect: INDIVIDUAL_SELF },
  'account.readIndividualNews': { expect: SEEKERS, call: (f) => ({ params: { newsId: f.news.individual } }), missing: () => ({ params: { newsId: MISSING } }) },
  'account.employerNews': { expect: BUSINESS_SELF },
  'account.readEmployerNews': { expect: EMPLOYERS, call: (f) => ({ params: { newsId: f.news.company } }), missing: () => ({ params: { newsId: MISSING } }) },
  'account.devOutbox': { expect: ALL_OK, markersExempt: 'the embedded mode shows what it "sent" to this machine only (loopback), e-mail addresses included' },
  'account.businessSignup': { expect: INTERNAL, call: () => ({ params: { id: 2 } }) },
  'account.memberProfile': { expect: INTERNAL, call: () => ({ params: { id: 1 } }) },
  'account.endedSessions': { expect: INTERNAL, call: () => ({ query: { since: '2026-01-01T00:00:00.000Z' } }) },
  'account.contactChange': { expect: INTERNAL, call: () => ({ params: { id: 2 }, body: {} }) },

  // ---- employer ----
  'employer.employerMyPage': { expect: BUSINESS_SELF },
  'employer.paidOrder': {
    expect: who('401 403 403 ok 404 404'),
    call: (f) => ({ body: { jobId: f.ad.ongoing, serviceIds: [1], days: 7 } }),
    missing: () => ({ body: { jobId: MISSING, serviceIds: [1], days: 7 } }),
    hidden: deletedAd((jobId) => ({ body: { jobId, serviceIds: [1], days: 7 } })),
    note: "a master orders for its own ads, not its branches'",
  },
  'employer.paidOrderStatus': { expect: EMPLOYERS, call: (f) => ({ params: { orderId: f.order } }), missing: () => ({ params: { orderId: MISSING } }) },
  'employer.hasPromotion': { expect: who('401 403 403 ok 403 403'), call: () => ({ query: { uid: '2' } }), note: "uid must be the caller's" },
  'employer.orderWithPromotion': {
    expect: who('401 403 403 ok 403 403'),
    call: (f) => ({ body: { uid: 2, jobId: f.ad.ongoing, serviceIds: [1], days: 7 } }),
    note: "the employer spends its seeded promotion credit; uid must be the caller's",
  },
  'employer.paymentWebhook': { expect: who('401 401 401 401 401 401'), call: () => ({ body: { data: {} } }), note: 'no Paymongo-Signature' },
  'employer.sandboxCheckout': { expect: who('404 404 404 404 404 404'), call: () => ({ params: { sessionId: 'sandbox_nothing' } }), missing: SAME({ params: { sessionId: 'sandbox_nothing' } }) },
  'employer.sandboxCheckoutAnswer': { expect: who('404 404 404 404 404 404'), call: () => ({ params: { sessionId: 'sandbox_nothing' }, form: { outcome: 'pay' } }), missing: SAME({ params: { sessionId: 'sandbox_nothing' }, form: { outcome: 'pay' } }) },
  'employer.updateLogoImage': { expect: who('401 403 403 400 400 400'), call: () => ({ body: { photoKey: 'employer/2/not-an-upload.png' } }), note: 'a key that is not an upload of the caller' },
  'employer.deleteLogoImage': { expect: BUSINESS_SELF },
  'employer.memberInfo': { expect: BUSINESS_SELF },
  'employer.updateInfo': { expect: who('401 403 403 400 400 400'), note: 'an empty change' },
  'employer.updatePermit': { expect: who('401 403 403 400 400 400'), note: 'an empty permit' },
  'employer.invitationCode': { expect: MASTER_SELF },
  'employer.regenerateInvitationCode': { expect: MASTER_SELF },
  'employer.branches': { expect: MASTER_SELF },
  'employer.branch': {
    expect: MASTER_SELF,
    call: (f) => ({ params: { employerId: f.branch } }),
    missing: () => ({ params: { employerId: MISSING } }),
    hidden: notABranch((employerId) => ({ params: { employerId } })),
    note: 'a company that is not its branch answers as a missing one',
  },
  'employer.updateBranch': {
    expect: MASTER_SELF,
    call: (f) => ({ params: { employerId: f.branch }, body: f.branchBody }),
    missing: (f) => ({ params: { employerId: MISSING }, body: f.branchBody }),
    hidden: [{ calls: (f) => [{ params: { employerId: f.otherCompanyId }, body: f.branchBody }], seenBy: [] }],
  },

  'employer.invitationCodeOwner': { expect: INTERNAL, call: () => ({ params: { code: 'MASTER23' } }) },

  // ---- jobs: lists (public; isScrapped for the caller) ----
  ...Object.fromEntries(
    ['allJobs', 'beginner', 'preference', 'welfare', 'regular', 'withFriend', 'today', 'safe', 'salary'].map((name) => [`jobs.${name}`, { expect: ALL_OK, call: () => ({ query: { pageNo: '1', pageUnit: '10', orderKey: 'createdAt' }, body: {} }) }]),
  ),
  'jobs.jobMap': { expect: ALL_OK, call: () => ({ query: { pageNo: '1', pageUnit: '10' }, body: { leftTopLat: 15, leftTopLng: 120, rightBottomLat: 14, rightBottomLng: 122 } }) },
  'jobs.regionJobs': { expect: ALL_OK, call: () => ({ query: { province: '1300000000' } }) },
  'jobs.scrapList': { expect: INDIVIDUAL_SELF },
  'jobs.scrap': { expect: who('401 ok ok 403 403 403'), call: (f) => ad(f.ad.ongoing), missing: () => ad(MISSING), hidden: hiddenAds(ad) },
  'jobs.unscrap': { expect: who('401 ok ok 403 403 403'), call: (f) => ad(f.ad.ongoing), missing: () => ad(MISSING), hidden: hiddenAds(ad) },

  // ---- jobs: the company's ads ----
  'jobs.createJobAd': { expect: who('401 403 403 ok ok ok'), call: (f) => ({ body: f.adBody }) },
  'jobs.jobAdForEdit': { expect: EMPLOYERS, call: (f) => ad(f.ad.underReview), missing: () => ad(MISSING), hidden: deletedAd(ad), note: "the wizard is the company's: its master reads the ad, it does not edit it" },
  'jobs.endJobAd': { expect: EMPLOYERS, call: (f) => ad(f.ad.toEnd), missing: () => ad(MISSING), hidden: deletedAd(ad) },
  'jobs.reRegisterJobAd': { expect: EMPLOYERS, call: (f) => ad(f.ad.toReRegister), missing: () => ad(MISSING), hidden: deletedAd(ad) },
  'jobs.updateJobAd': {
    expect: EMPLOYERS,
    call: (f) => ({ params: { id: f.ad.toUpdate }, body: f.adBody }),
    missing: (f) => ({ params: { id: MISSING }, body: f.adBody }),
    hidden: [{ calls: (f) => [{ params: { id: f.ad.deleted }, body: f.adBody }], seenBy: [] }],
  },
  'jobs.deleteJobAd': { expect: EMPLOYERS, call: (f) => ad(f.ad.toDelete), missing: () => ad(MISSING), hidden: deletedAd(ad) },
  'jobs.myJobs': { expect: BUSINESS_SELF, call: () => ({ query: { statusCode: '012C' } }) },
  'jobs.jobAd': { expect: ALL_OK, call: (f) => ad(f.ad.ongoing), missing: () => ad(MISSING), hidden: hiddenAds(ad) },

  // ---- jobs: applications ----
  'jobs.myApplications': { expect: INDIVIDUAL_SELF },
  'jobs.applicationData': { expect: who('401 ok ok 403 403 403'), call: (f) => ({ ...ad(f.ad.ongoing), query: { applyType: 'direct' } }), missing: () => ({ ...ad(MISSING), query: { applyType: 'direct' } }), hidden: hiddenAds((id) => ({ ...ad(id), query: { applyType: 'direct' } })) },
  'jobs.applyOnline': {
    expect: who('401 409 400 403 403 403'),
    call: (f) => ({ params: { id: f.ad.ongoing }, body: { resumeId: f.resume.published } }),
    missing: (f) => ({ params: { id: f.ad.ongoing }, body: { resumeId: MISSING } }),
    likeMissing: ['otherIndividual'],
    hidden: [
      {
        calls: (f) => [f.ad.underReview, f.ad.ended, f.ad.deleted].map((id) => ({ params: { id }, body: { resumeId: f.resume.published } })),
        seenBy: [],
        missing: (f) => ({ params: { id: MISSING }, body: { resumeId: f.resume.published } }),
      },
    ],
    note: "the seeker has applied already (409); another individual's try with the seeker's resume is refused as with a missing resume",
  },
  'jobs.applyEtc': {
    expect: who('401 409 ok 403 403 403'),
    call: (f) => ({ params: { id: f.ad.ongoing }, body: { howToApplyCode: '018B', selfIntroduction: 'I would like to apply.' } }),
    missing: () => ({ params: { id: MISSING }, body: { howToApplyCode: '018B', selfIntroduction: 'I would like to apply.' } }),
    hidden: hiddenAds((id) => ({ params: { id }, body: { howToApplyCode: '018B', selfIntroduction: 'I would like to apply.' } }), []),
  },
  'jobs.cancelApplication': { expect: SEEKERS, call: (f) => ({ params: { id: f.application.toCancel }, body: {} }), missing: () => ({ params: { id: MISSING }, body: {} }) },
  'jobs.applicants': { expect: BUSINESS_SELF },
  'jobs.applicantJobs': { expect: BUSINESS_SELF },
  'jobs.jobApplicantCounts': { expect: EMPLOYERS_AND_MASTERS, call: (f) => ad(f.ad.ongoing), missing: () => ad(MISSING), hidden: deletedAd(ad) },
  'jobs.changeApplicantStatus': {
    expect: who('401 403 403 ok 404 403'),
    call: (f) => ({ params: { id: f.application.live }, body: { statusCode: '021A' } }),
    missing: () => ({ params: { id: MISSING }, body: { statusCode: '021A' } }),
    note: "its master reads a branch's applicants but may not decide (403)",
  },
  'jobs.applicantDetail': { expect: EMPLOYERS_AND_MASTERS, call: (f) => ({ params: { id: f.application.live } }), missing: () => ({ params: { id: MISSING } }) },
  'jobs.jobApplicants': { expect: EMPLOYERS_AND_MASTERS, call: (f) => ad(f.ad.ongoing), missing: () => ad(MISSING), hidden: deletedAd(ad) },
  'jobs.masterJobs': {
    expect: MASTER_SELF,
    call: (f) => ({ params: { employerId: f.branch }, query: { statusCode: '012C' } }),
    missing: () => ({ params: { employerId: MISSING }, query: { statusCode: '012C' } }),
    hidden: notABranch((employerId) => ({ params: { employerId }, query: { statusCode: '012C' } })),
  },
  'jobs.masterApplications': {
    expect: MASTER_SELF,
    call: (f) => ({ params: { employerId: f.branch } }),
    missing: () => ({ params: { employerId: MISSING } }),
    hidden: notABranch((employerId) => ({ params: { employerId } })),
  },
  'jobs.masterApplicantJobs': {
    expect: MASTER_SELF,
    call: (f) => ({ params: { employerId: f.branch } }),
    missing: () => ({ params: { employerId: MISSING } }),
    hidden: notABranch((employerId) => ({ params: { employerId } })),
  },
  'jobs.branchCounts': { expect: INTERNAL, call: (f) => ({ params: { id: f.branch } }) },
  'jobs.companyAdCounts': { expect: INTERNAL, call: (f) => ({ params: { id: f.branch } }) },
  'jobs.seekerCounts': { expect: INTERNAL, call: () => ({ params: { id: 1 } }) },
  'jobs.chatAd': { expect: INTERNAL, call: (f) => ad(f.ad.underReview) },
  'jobs.internalApplication': { expect: INTERNAL, call: (f) => ({ params: { id: f.application.live } }) },
  'jobs.jobAdSummary': { expect: INTERNAL, call: (f) => ad(f.ad.underReview) },

  // ---- talent ----
  'talent.talentCount': { expect: ALL_OK },
  'talent.specialTalents': { expect: MEMBERS },
  'talent.plusTalents': { expect: MEMBERS },
  'talent.recentTalents': { expect: MEMBERS },
  ...Object.fromEntries(['allTalents', 'todayTalents'].map((name) => [`talent.${name}`, { expect: MEMBERS, call: () => ({ query: { pageNo: '1', pageUnit: '10' }, body: {} }) }])),
  'talent.specialistTalents': { expect: MEMBERS, call: () => ({ query: { pageNo: '1', pageUnit: '10', specialization: 'Barista' }, body: {} }) },
  'talent.freelancerTalents': { expect: MEMBERS, call: () => ({ query: { pageNo: '1', pageUnit: '10', freelancer: 'computer' }, body: {} }) },
  'talent.scrapTalent': {
    expect: who('401 403 403 ok ok ok'),
    call: (f) => ({ params: { resumeId: f.resume.published } }),
    missing: () => ({ params: { resumeId: MISSING } }),
    hidden: [{ calls: (f) => [{ params: { resumeId: f.resume.private } }], seenBy: [] }],
  },
  'talent.unscrapTalent': {
    expect: who('401 403 403 ok ok ok'),
    call: (f) => ({ params: { resumeId: f.resume.published } }),
    missing: () => ({ params: { resumeId: MISSING } }),
    hidden: [{ calls: (f) => [{ params: { resumeId: f.resume.private } }], seenBy: [] }],
  },
  'talent.talentScrapList': { expect: BUSINESS_SELF },
  'talent.talentResume': {
    expect: ALL_OK,
    call: (f) => ({ params: { id: f.resume.published } }),
    missing: () => ({ params: { id: MISSING } }),
    hidden: [{ calls: (f) => [{ params: { id: f.resume.private } }], seenBy: ['individual'] }],
    note: 'a private resume is a talent to its owner only',
  },
  'talent.myResumes': { expect: INDIVIDUAL_SELF },
  'talent.individualInfo': { expect: INDIVIDUAL_SELF },
  'talent.viewedResumes': { expect: INDIVIDUAL_SELF },
  'talent.scrappedResumes': { expect: INDIVIDUAL_SELF },
  'talent.setResume': { expect: who('401 ok ok 403 403 403'), call: (f) => ({ body: f.resumeBody }) },
  'talent.changeResumeStatus': {
    expect: SEEKERS,
    call: (f) => ({ params: { id: f.resume.private }, body: { statusCode: '020B' } }),
    missing: () => ({ params: { id: MISSING }, body: { statusCode: '020B' } }),
  },
  'talent.resume': { expect: SEEKERS, call: (f) => ({ params: { id: f.resume.private } }), missing: () => ({ params: { id: MISSING } }), hidden: [{ calls: (f) => [{ params: { id: f.resume.published } }], seenBy: ['individual'] }] },
  'talent.updateResume': { expect: SEEKERS, call: (f) => ({ params: { id: f.resume.private }, body: f.resumeBody }), missing: (f) => ({ params: { id: MISSING }, body: f.resumeBody }) },
  'talent.deleteResume': { expect: SEEKERS, call: (f) => ({ params: { id: f.resume.toDelete } }), missing: () => ({ params: { id: MISSING } }) },
  'talent.createOffer': {
    expect: who('401 403 403 ok 400 400'),
    call: (f) => ({ body: { resumeId: f.resume.published, jobId: f.ad.forOffer, offerIndex: 'We would like to meet you.' } }),
    missing: (f) => ({ body: { resumeId: f.resume.published, jobId: MISSING, offerIndex: 'We would like to meet you.' } }),
    likeMissing: ['otherCompany', 'master'],
    hidden: [
      { calls: (f) => [f.ad.underReview, f.ad.ended, f.ad.deleted].map((jobId) => ({ body: { resumeId: f.resume.published, jobId, offerIndex: 'We would like to meet you.' } })), seenBy: ['company'] },
      {
        calls: (f) => [{ body: { resumeId: f.resume.private, jobId: f.ad.forOffer, offerIndex: 'We would like to meet you.' } }],
        seenBy: [],
        missing: (f) => ({ body: { resumeId: MISSING, jobId: f.ad.forOffer, offerIndex: 'We would like to meet you.' } }),
      },
    ],
    note: "an offer needs one of the caller's own ongoing ads (a branch's is not the master's own) and a published resume",
  },
  'talent.applicationOffers': { expect: INDIVIDUAL_SELF },
  'talent.applicantOffers': { expect: BUSINESS_SELF },
  'talent.offerDetail': { expect: EMPLOYERS, call: (f) => ({ params: { offerId: f.offer.answered } }), missing: () => ({ params: { offerId: MISSING } }) },
  'talent.companyResumeOffers': { expect: BUSINESS_SELF, call: (f) => ({ params: { resumeId: f.resume.published } }), note: "each company sees its own offers to the resume only (others' lists are empty)" },
  'talent.offerAnswered': { expect: SEEKERS, call: (f) => ({ params: { offerId: f.offer.answered } }), missing: () => ({ params: { offerId: MISSING } }) },
  'talent.offer': { expect: SEEKERS, call: (f) => ({ params: { offerId: f.offer.answered } }), missing: () => ({ params: { offerId: MISSING } }) },
  'talent.answerOffer': {
    expect: SEEKERS,
    call: (f) => ({ params: { offerId: f.offer.pending }, body: { answerCode: '033B', answerIndex: 'Thank you, not now.' } }),
    missing: () => ({ params: { offerId: MISSING }, body: { answerCode: '033B', answerIndex: 'Thank you, not now.' } }),
  },
  'talent.memberResumes': { expect: INTERNAL, call: () => ({ params: { userId: 1 } }) },
  'talent.memberResumeCount': { expect: INTERNAL, call: () => ({ params: { userId: 1 } }) },
  'talent.internalResume': { expect: INTERNAL, call: (f) => ({ params: { id: f.resume.private } }) },
  'talent.memberCounts': { expect: INTERNAL, call: () => ({ params: { userId: 1 } }) },

  // ---- community: editorial areas (anyone reads) ----
  'community.jobStoryTop': { expect: ALL_OK },
  'community.jobStoryList': { expect: ALL_OK },
  'community.jobStory': { expect: ALL_OK, call: (f) => id(f.article.jobStory), missing: SAME(id(MISSING)) },
  'community.hrMagazineTop': { expect: ALL_OK },
  'community.hrMagazineList': { expect: ALL_OK },
  'community.hrMagazine': { expect: ALL_OK, call: (f) => id(f.article.hrMagazine), missing: SAME(id(MISSING)) },
  'community.seniorInterviewList': { expect: ALL_OK },
  'community.seniorInterview': { expect: ALL_OK, call: (f) => id(f.article.seniorInterview), missing: SAME(id(MISSING)) },
  'community.employmentNewsList': { expect: ALL_OK },
  'community.employmentNews': { expect: ALL_OK, call: (f) => id(f.article.employmentNews), missing: SAME(id(MISSING)) },

  // ---- community: member-written areas (anyone reads; individuals write; writers change their own) ----
  'community.jobTalk': { expect: ALL_OK, call: (f) => id(f.post.jobTalk), missing: SAME(id(MISSING)) },
  'community.createJobTalk': { expect: INDIVIDUALS_WRITE, call: () => ({ body: postBody }) },
  'community.updateJobTalk': { expect: WRITERS_OWN, call: (f) => ({ ...id(f.post.jobTalk), body: postBody }) },
  'community.deleteJobTalk': { expect: WRITERS_OWN, call: (f) => id(f.post.jobTalkToDelete) },
  'community.createReply': { expect: INDIVIDUALS_WRITE, call: (f) => ({ body: { articleId: f.post.jobTalk, index: 'Yes, prorated.' } }) },
  'community.updateReply': { expect: WRITERS_OWN, call: (f) => ({ params: { commentId: f.post.comment }, body: { articleId: f.post.jobTalk, index: 'Yes, prorated (edited).' } }) },
  'community.deleteReply': { expect: WRITERS_OWN, call: (f) => ({ params: { commentId: f.post.commentToDelete } }) },
  'community.jobCounselings': { expect: ALL_OK },
  'community.jobCounseling': { expect: ALL_OK, call: (f) => id(f.post.counseling), missing: SAME(id(MISSING)) },
  'community.createJobCounseling': { expect: INDIVIDUALS_WRITE, call: () => ({ body: postBody }) },
  'community.updateJobCounseling': { expect: WRITERS_OWN, call: (f) => ({ ...id(f.post.counseling), body: postBody }) },
  'community.deleteJobCounseling': { expect: WRITERS_OWN, call: (f) => id(f.post.counselingToDelete) },
  'community.interviewTips': { expect: ALL_OK },
  'community.interviewTip': {
    expect: ALL_OK,
    call: (f) => id(f.post.interviewReleased),
    missing: SAME(id(MISSING)),
    hidden: [{ calls: (f) => [id(f.post.interviewUnderReview)], seenBy: ['individual'] }],
    note: 'a review under review is its writer\'s alone: anyone else gets the 404 of a missing one',
  },
  'community.createInterviewTip': { expect: who('401 400 400 400 400 400'), call: () => ({ body: {} }), note: 'an empty review: the body is checked before who writes (a valid one needs proof images uploaded by the caller; the 403 of companies is in services/community tests)' },
  'community.interviewTipsUnderReview': { expect: INTERNAL },
  'community.releaseInterviewTip': { expect: INTERNAL, call: (f) => id(f.post.interviewUnderReview) },
  'community.rejectInterviewTip': { expect: INTERNAL, call: (f) => ({ ...id(f.post.interviewUnderReview), body: { reason: 'Matrix' } }) },
  'community.jobReviewCompanies': { expect: ALL_OK },
  'community.jobReviewCompany': { expect: ALL_OK, call: () => ({ query: { companyName: 'Jollibee Foods Corporation' } }) },
  'community.jobReview': { expect: ALL_OK, call: (f) => id(f.post.jobReview), missing: SAME(id(MISSING)) },
  'community.createJobReview': { expect: INDIVIDUALS_WRITE, call: () => ({ body: jobReviewBodyOf(`Matrix Foods ${Date.now()}`) }) },
  'community.updateJobReview': { expect: WRITERS_OWN, call: (f) => ({ ...id(f.post.jobReview), body: jobReviewBodyOf('Matrix Updated Corp') }) },
  'community.deleteJobReview': { expect: WRITERS_OWN, call: (f) => id(f.post.jobReviewToDelete) },
  'community.myTalks': { expect: INDIVIDUAL_SELF, call: () => ({ params: { kind: 'jobTalk' } }) },

  // ---- jobs: what the gateway's page renderer asks (internal) ----
  'jobs.jobAdPage': { expect: INTERNAL, call: (f) => ad(f.ad.ongoing) },
  'jobs.sitemapIndex': { expect: INTERNAL },
  'jobs.sitemapPage': { expect: INTERNAL, call: () => ({ params: { page: 1 } }) },

  // ---- community ----
  'community.banners': { expect: ALL_OK, call: () => ({ query: { location: '025B' } }) },
  'community.popups': { expect: ALL_OK },
  'community.jobTalks': { expect: ALL_OK },
  'community.eventBanners': { expect: ALL_OK },
  'community.events': { expect: ALL_OK },
  'community.event': { expect: ALL_OK, call: (f) => ({ params: { id: f.event } }), missing: () => ({ params: { id: MISSING } }) },
  'community.faq': { expect: ALL_OK, call: () => ({ query: { type: 'individual' } }) },
  'community.qnaList': { expect: MEMBERS },
  'community.qna': { expect: who('401 ok 404 404 404 404'), call: (f) => ({ params: { id: f.qna } }), missing: () => ({ params: { id: MISSING } }) },
  'community.createQna': {
    expect: who('401 ok 404 404 404 404'),
    call: (f) => ({ body: { index: 'One more question about my inquiry.', email: 'someone@demo.ph', parentQnaId: f.qna } }),
    missing: () => ({ body: { index: 'One more question about my inquiry.', email: 'someone@demo.ph', parentQnaId: MISSING } }),
    note: "an additional inquiry on another member's inquiry",
  },
  'community.report': {
    expect: who('401 ok ok ok ok ok'),
    call: (f) => ({ body: { majorCategoryCode: 'job', detailCategoryCode: '023G01', content: 'This ad asks for a fee.', email: 'someone@demo.ph', targetId: f.ad.ongoing } }),
    missing: () => ({ body: { majorCategoryCode: 'job', detailCategoryCode: '023G01', content: 'This ad asks for a fee.', email: 'someone@demo.ph', targetId: MISSING } }),
    hidden: [
      ...hiddenAds((targetId) => ({ body: { majorCategoryCode: 'job', detailCategoryCode: '023G01', content: 'This ad asks for a fee.', email: 'someone@demo.ph', targetId } }), []),
      {
        calls: (f) => [{ body: { majorCategoryCode: 'resume', detailCategoryCode: '023G03', content: 'Invented career.', email: 'someone@demo.ph', targetId: f.resume.private } }],
        seenBy: [],
        missing: () => ({ body: { majorCategoryCode: 'resume', detailCategoryCode: '023G03', content: 'Invented career.', email: 'someone@demo.ph', targetId: MISSING } }),
      },
    ],
    note: 'only what others may see can be reported (an ongoing ad, a published resume)',
  },

  // ---- chat ----
  'chat.saveMemo': {
    expect: SEEKERS,
    call: (f) => ({ body: { applicationId: f.application.live, memo: memo('Bring my certificate.') } }),
    missing: () => ({ body: { applicationId: MISSING, memo: memo('Bring my certificate.') } }),
  },
  'chat.freezeChat': {
    expect: who('401 ok 403 403 403 403'),
    call: (f) => ({ body: { job_id: f.chat.toFreezeJobId, user_id: 1 } }),
    note: "user_id must be the caller's own (the spec's body names it)",
  },
  'chat.businessIdByJobId': { expect: MEMBERS, call: (f) => ({ query: { job_id: String(f.ad.ongoing) } }), missing: () => ({ query: { job_id: String(MISSING) } }), hidden: hiddenAds((id) => ({ query: { job_id: String(id) } })) },
  'chat.chatRooms': { expect: MEMBERS },
  'chat.openChatRoom': { expect: who('401 ok ok 403 403 403'), call: (f) => ({ body: { jobId: f.ad.ongoing } }), missing: () => ({ body: { jobId: MISSING } }), hidden: hiddenAds((jobId) => ({ body: { jobId } }), []) },
  'chat.chatUnread': { expect: MEMBERS },
  'chat.chatRoom': { expect: who('401 ok 404 ok 404 ok'), call: (f) => room(f.chat.room), missing: () => room(MISSING_ROOM) },
  'chat.chatMessages': { expect: who('401 ok 404 ok 404 ok'), call: (f) => room(f.chat.room), missing: () => room(MISSING_ROOM) },
  'chat.sendChatMessage': {
    expect: who('401 ok 404 ok 404 403'),
    call: (f) => room(f.chat.room, { body: { clientId: '0190a0b0-0000-7000-8000-000000000001', text: 'Hello from the matrix.' } }),
    missing: () => room(MISSING_ROOM, { body: { clientId: '0190a0b0-0000-7000-8000-000000000001', text: 'Hello from the matrix.' } }),
  },
  'chat.markChatRead': { expect: who('401 ok 404 ok 404 403'), call: (f) => room(f.chat.room, { body: { upToId: 1 } }), missing: () => room(MISSING_ROOM, { body: { upToId: 1 } }) },
  'chat.blockChat': { expect: who('401 ok 404 ok 404 403'), call: (f) => room(f.chat.room, { body: { blocked: false } }), missing: () => room(MISSING_ROOM, { body: { blocked: false } }) },
  'chat.reportChatMessage': {
    expect: who('401 ok 404 400 404 403'),
    call: (f) => ({ params: { id: f.chat.messageOfCompany }, body: { reason: 'spam' } }),
    missing: () => ({ params: { id: MISSING }, body: { reason: 'spam' } }),
    note: "only the other side of the room reports a message: the company cannot report its own",
  },
  'chat.chatFreeze': { expect: INTERNAL, call: (f) => room(f.chat.room) },

  // ---- media ----
  'media.uploadUrl': { expect: who('401 400 400 400 400 400'), note: 'no project named' },
  'media.upload': { expect: who('400 400 400 400 400 400'), call: () => ({ form: {} }), note: 'the policy is the permission: none given' },
  'media.file': { expect: who('404 404 404 404 404 404'), call: () => ({ params: { key: 'resume/1/nothing.pdf' } }), missing: SAME({ params: { key: 'resume/1/nothing-either.pdf' } }) },
};


/** A valid new ad (the ad wizard's body), dated from today. */
export const adBodyOf = (title: string): Record<string, unknown> => jobAdBody({ title });

/** A complete private resume body (the resume form), titled with a marker. */
export function resumeBodyOf(title: string): Record<string, unknown> {
  return {
    title,
    resumeProfileImageKey: '',
    photoKey: '',
    resumePhoto: [],
    education: '004D',
    career: [{ companyName: 'Mabuhay Cafe', periodFrom: '2023-03', periodTo: '2023-03', position: 'Barista', isInOffice: true }],
    isNewcomer: false,
    workingConditions: {
      specialization: ['SP0601'],
      region: [{ province: '1300000000', city: '1381300000' }],
      employeeType: ['011A'],
      workingDay: { workingDay: '007C', selectedDay: [], isNegotiable: true, detailCondition: null },
      workPeriod: { workPeriod: '008G', isNegotiable: false },
      workingHour: { isListSelect: true, workingHour: '009G', workingHourFrom: null, workingHourTo: null, isNegotiable: false },
      salary: { salaryType: '010D', salaryMoreThan: 18000 },
    },
    selection: 'direct',
    selfIntroduction: 'I am a hardworking barista from Quezon City with two years of experience in busy coffee shops.',
    ability: [],
    portfolio: [],
    isPublish: false,
  };
}

/** The entry's key of a route: `<service>.<name>`. */
export const keyOf = (route: Route) => `${route.service}.${route.name}`;
