/**
 * Domain events: subjects, payloads and the envelope they travel in (ARCHITECTURE.md, Events).
 *
 * A subject is `<service>.<entity>.<verb>`; the service named first owns the entity and is the only
 * publisher. Payloads carry ids as strings and the codes of ./codes.ts. A payload may gain fields
 * over time; consumers ignore fields they do not know (the schemas strip them), so adding an
 * optional field is safe, and removing or renaming one is a new subject.
 */
import { z } from 'zod';
import { APPLICATION_STATUS_CODES, APPLY_METHOD_CODES, USER_TYPES } from './codes.ts';

export const EVENT_SUBJECTS = {
  APPLICATION_CREATED: 'jobs.application.created',
  APPLICATION_STATUS_CHANGED: 'jobs.application.status_changed',
  APPLICATION_CANCELLED: 'jobs.application.cancelled',
  JOB_AD_DELETED: 'jobs.job_ad.deleted',
  COMPANY_ADS_CLOSED: 'jobs.company_ads.closed',
  OFFER_CREATED: 'talent.offer.created',
  OFFER_ANSWERED: 'talent.offer.answered',
  USER_REGISTERED: 'account.user.registered',
  USER_WITHDRAWN: 'account.user.withdrawn',
  MEMO_SAVED: 'chat.memo.saved',
  CHAT_MESSAGE_UNREAD: 'chat.message.unread',
  ORDER_PAID: 'employer.order.paid',
  COMPANY_LOGO_CHANGED: 'employer.company.logo_changed',
  COMPANY_PERMIT_CHANGED: 'employer.company.permit_changed',
  COMPANY_MASTER_CHANGED: 'employer.company.master_changed',
  QNA_ANSWERED: 'community.qna.answered',
  REPORT_RESOLVED: 'community.report.resolved',
  COMMENT_CREATED: 'community.comment.created',
} as const;
export type EventSubject = (typeof EVENT_SUBJECTS)[keyof typeof EVENT_SUBJECTS];
export const EVENT_SUBJECT_LIST = Object.values(EVENT_SUBJECTS) as [EventSubject, ...EventSubject[]];

/** What the JetStream stream captures: every service's subjects. */
export const EVENT_STREAM_NAME = 'PHJOBS';
export const EVENT_STREAM_SUBJECTS = ['account.>', 'employer.>', 'jobs.>', 'talent.>', 'community.>', 'chat.>', 'media.>'] as const;

const id = z.string().min(1);
const applicationStatusCode = z.enum(APPLICATION_STATUS_CODES);
/** Offer codes are kept open: the spec names 032A/033A-C but leaves other labels out. */
const offerStatusCode = z.string().regex(/^032[A-Z]$/);
const offerAnswerCode = z.string().regex(/^033[A-Z]$/);

/** The applicant and the company member who owns the job ad: who gets told about an application. */
const applicationParties = {
  applicationId: id,
  jobId: id,
  jobTitle: z.string(),
  /** userId of the company (or branch) member that owns the ad. */
  employerUserId: id,
  applicantUserId: id,
  applicantEmail: z.string(),
  howToApplyCode: z.enum(APPLY_METHOD_CODES),
  /** The ad's company name and the applicant's name, for news texts ('Juan Dela Cruz applied to Barista'). */
  companyName: z.string().optional(),
  applicantFullName: z.string().optional(),
};

const offerParties = {
  offerId: id,
  resumeId: id,
  jobId: id,
  jobTitle: z.string(),
  employerUserId: id,
  companyName: z.string(),
  /** userId of the job seeker whose resume received the offer. */
  talentUserId: id,
  talentEmail: z.string(),
  /** The talent's name and the resume's title, for news texts ('Juan Dela Cruz answered your offer'). */
  talentFullName: z.string().optional(),
  resumeTitle: z.string().optional(),
};

export const EVENT_PAYLOAD_SCHEMAS = {
  'jobs.application.created': z.object({
    ...applicationParties,
    /** null for methods without a resume (chat, telephone, visit). */
    resumeId: id.nullable(),
    statusCode: applicationStatusCode,
  }),
  'jobs.application.status_changed': z.object({
    ...applicationParties,
    previousStatusCode: applicationStatusCode.nullable(),
    statusCode: applicationStatusCode,
  }),
  'jobs.application.cancelled': z.object({
    ...applicationParties,
    /** The apply chat to freeze, when the application was a chat application. */
    chatUrl: z.string().nullable(),
  }),
  /** A company deleted its ad: the applications stay readable by their applicants; services/chat freezes the chats. */
  'jobs.job_ad.deleted': z.object({
    jobId: id,
    /** The company member that owned the ad. */
    companyUserId: id,
    /** The ad's live (not cancelled) applications. */
    applicationIds: z.array(id),
    /** Those of them that are chat applications (018B), with their applicant: the chats to freeze. */
    chats: z.array(z.object({ applicationId: id, applicantUserId: id })).default([]),
  }),
  /**
   * A withdrawn company's ads ended at once (account.user.withdrawn of a company or master): the
   * applications stay readable by their applicants; services/chat freezes the chats.
   */
  'jobs.company_ads.closed': z.object({
    /** The company member that withdrew. */
    companyUserId: id,
    reason: z.enum(['company.withdrawn']),
    /** The ads that ended (Ongoing or Under Review before). */
    jobIds: z.array(id),
    /** The live chat applications (018B) of all the company's ads, with their applicant: the chats to freeze. */
    chats: z.array(z.object({ jobId: id, applicationId: id, applicantUserId: id })),
  }),
  'talent.offer.created': z.object({
    ...offerParties,
    statusCode: offerStatusCode,
  }),
  'talent.offer.answered': z.object({
    ...offerParties,
    statusCode: offerStatusCode,
    answerCode: offerAnswerCode,
  }),
  'account.user.registered': z.object({
    userId: id,
    email: z.string(),
    userType: z.enum(USER_TYPES),
  }),
  'account.user.withdrawn': z.object({
    userId: id,
    email: z.string(),
    userType: z.enum(USER_TYPES),
  }),
  /** A member saved the memo of one of their applications (services/chat owns memos; services/jobs copies it into the application). */
  'chat.memo.saved': z.object({
    applicationId: id,
    jobId: id,
    /** The member who wrote it: the application's owner. */
    userId: id,
    /** The URL-encoded text, base64-encoded (as the 'Application status' row carries it); '' = no memo. */
    memo: z.string(),
    /** When the chat service stored it (ISO 8601): the latest wins, whatever order the events arrive in. */
    savedAt: z.iso.datetime({ offset: true }),
  }),
  /**
   * A chat message reached a participant with no open socket, once per room until they read it
   * (services/chat; services/account makes it a My news item of type 'chat' leading to `link`).
   */
  'chat.message.unread': z.object({
    chatUrl: z.string(),
    jobId: id,
    jobTitle: z.string(),
    /** Who should hear of it: the seeker or the ad's company member. */
    recipientUserId: id,
    /** The sender's side and name ('Sampaguita Coffee', 'Juan Dela Cruz'; '' when unknown). */
    senderRole: z.enum(['seeker', 'company']),
    senderName: z.string(),
    messageId: id,
    /** The text's first characters, or '[Image]'. */
    preview: z.string(),
    /** The room's screen: /chats/apply/apply_{jobId}_{uid}?title=... */
    link: z.string(),
  }),
  /** An order of paid ad styling was paid (by the provider's notice or a promotion credit), once per order: services/jobs styles the ad until activeUntil. */
  'employer.order.paid': z.object({
    orderId: id,
    jobId: id,
    /** The company member who ordered: the ad's company. */
    companyUserId: id,
    /** 1 highlights the title background, 2 colours the title, 3 colours the company name (paid-services.ts). */
    serviceIds: z.array(z.number().int().min(1)).min(1),
    /** ISO 8601: the styling ends then. */
    activeUntil: z.iso.datetime({ offset: true }),
  }),
  /** A company set or removed its logo (services/employer owns it; services/jobs copies it into the company's ads). */
  'employer.company.logo_changed': z.object({
    /** The company id (= its company member's user id). */
    companyId: id,
    /** The new logo's file key; null: the logo was deleted. */
    logoKey: z.string().nullable(),
    /** When services/employer stored it (ISO 8601). */
    changedAt: z.iso.datetime({ offset: true }),
  }),
  /**
   * A company's business permit changed status (services/employer owns it). services/jobs puts the
   * 'Business Permit' badge on the company's ads (and counts them in Verified jobs' permit tab)
   * exactly while statusCode is 015B.
   */
  'employer.company.permit_changed': z.object({
    companyId: id,
    statusCode: z.enum(['015A', '015B', '015C']),
    /** YYYY-MM-DD or null: the permit's last valid day. */
    validTo: z.string().nullable(),
    /** When services/employer stored it (ISO 8601): the latest wins. */
    changedAt: z.iso.datetime({ offset: true }),
  }),
  /**
   * A company joined a master as its branch, or left it (masterId null). services/jobs keeps the
   * link so a master can read its branches' ads and applicants (branches.ts).
   */
  'employer.company.master_changed': z.object({
    companyId: id,
    masterId: id.nullable(),
    changedAt: z.iso.datetime({ offset: true }),
  }),
  /**
   * An inquiry was answered (services/community; operators answer, seeded answers today).
   * services/account puts it in the member's My news and sends the answer to the e-mail the
   * inquiry gave.
   */
  'community.qna.answered': z.object({
    qnaId: id,
    /** The member who asked. */
    userId: id,
    /** The e-mail the inquiry gave (the answer is sent there). */
    email: z.string(),
    majorCategoryCode: z.string(),
    detailCategoryCode: z.string(),
    /** The inquiry's text (at most 700 characters) and the answer, plain text. */
    question: z.string(),
    answer: z.string(),
    answeredAt: z.iso.datetime({ offset: true }),
  }),
  /**
   * A report was decided (services/community): services/account tells the member who reported it
   * in My news. `outcome` is 'actioned' or 'dismissed' (codes.ts REPORT_STATUS).
   */
  'community.report.resolved': z.object({
    reportId: id,
    /** The member who reported. */
    userId: id,
    /** job, community or resume. */
    majorCategoryCode: z.string(),
    targetId: id,
    /** The reported item's title when it was reported, or null. */
    targetTitle: z.string().nullable(),
    outcome: z.enum(['actioned', 'dismissed']),
    resolvedAt: z.iso.datetime({ offset: true }),
  }),
  /**
   * A member commented on someone else's job talk post, counseling post or interview review
   * (services/community; not sent for a comment on one's own post): services/account tells the
   * post's writer in My news, leading to `link` (/jobTalk/{id}, /counseling/{id}, /interview/{id}).
   */
  'community.comment.created': z.object({
    commentId: id,
    articleId: id,
    /** jobTalk, jobCounseling or interviewTip (community-posts.ts COMMUNITY_POST_KINDS). */
    articleKind: z.enum(['jobTalk', 'jobCounseling', 'interviewTip']),
    articleTitle: z.string(),
    /** The post's writer: who hears of it. */
    postOwnerUserId: id,
    commenterUserId: id,
    /** The name the comment shows (a masked nickname). */
    nickName: z.string(),
    /** The comment's first 100 characters. */
    preview: z.string(),
    link: z.string(),
    createdAt: z.iso.datetime({ offset: true }),
  }),
} as const satisfies Record<EventSubject, z.ZodType>;

export type EventPayloads = { [S in EventSubject]: z.infer<(typeof EVENT_PAYLOAD_SCHEMAS)[S]> };
export type EventPayload<S extends EventSubject> = EventPayloads[S];

/** What travels on the bus. `S` a union of subjects gives a union of envelopes, narrowed by `subject`. */
export type EventEnvelope<S extends EventSubject = EventSubject> = {
  [K in S]: { id: string; subject: K; occurredAt: string; payload: EventPayloads[K] };
}[S];

export const isEventSubject = (subject: string): subject is EventSubject =>
  Object.prototype.hasOwnProperty.call(EVENT_PAYLOAD_SCHEMAS, subject);

const envelopeBase = z.object({
  id: z.uuid(),
  subject: z.string().regex(/^[a-z][a-z0-9_-]*\.[a-z][a-z0-9_-]*\.[a-z][a-z0-9_-]*$/),
  occurredAt: z.iso.datetime({ offset: true }),
  payload: z.unknown(),
});

/** Checks an envelope as received; a known subject's payload is checked against its schema. */
export function parseEventEnvelope(value: unknown): EventEnvelope | { id: string; subject: string; occurredAt: string; payload: unknown } {
  const envelope = envelopeBase.parse(value);
  if (!isEventSubject(envelope.subject)) return envelope;
  const payload = EVENT_PAYLOAD_SCHEMAS[envelope.subject].parse(envelope.payload);
  return { ...envelope, payload } as EventEnvelope;
}

/** A typed payload check for publishers: throws a ZodError on a payload that breaks the contract. */
export function parseEventPayload<S extends EventSubject>(subject: S, payload: unknown): EventPayloads[S] {
  return EVENT_PAYLOAD_SCHEMAS[subject].parse(payload) as EventPayloads[S];
}
