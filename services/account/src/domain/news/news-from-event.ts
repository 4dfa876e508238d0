import type { NewsType } from '@phjobs/contracts/account';
import { APPLICATION_STATUS, OFFER_ANSWER, QNA_DETAIL_LABEL, REPORT_TARGET } from '@phjobs/contracts/codes';
import type { EventEnvelope } from '@phjobs/contracts/events';

export const NEWS_SUBJECTS = [
  'jobs.application.status_changed',
  'talent.offer.created',
  'jobs.application.created',
  'talent.offer.answered',
  'community.qna.answered',
  'community.report.resolved',
  'chat.message.unread',
  'community.comment.created',
] as const;
export type NewsSubject = (typeof NEWS_SUBJECTS)[number];

export type NewsDraft = { userId: string; newsType: NewsType; title: string; content: string; link: string | null };

const label = <T extends Record<string, string>>(table: T, code: string) => (code in table ? table[code as keyof T] : code);

/**
 * Which member hears of an event, and what they read (spec section 4: offer leads to the offer view
 * or /offer, search to /myPage/application, note to /myPage/applicant):
 * - jobs.application.status_changed → the applicant, 'search'
 * - talent.offer.created → the talent, 'offer'
 * - jobs.application.created → the employer, 'note'
 * - talent.offer.answered → the employer, 'offer'
 * - chat.message.unread → the recipient (seeker or company), 'chat', leading to the room; services/chat
 *   sends it once per room until the recipient reads the room
 * - community.qna.answered → the member who asked, 'notification', to the inquiry (/qna/{id})
 * - community.report.resolved → the member who reported, 'notification' (no link: the item may be gone)
 * - community.comment.created → the post's writer, 'notification', to the post (community sends it
 *   only for someone else's comment)
 */
export function newsFromEvent(event: EventEnvelope<NewsSubject>): NewsDraft {
  switch (event.subject) {
    case 'jobs.application.status_changed': {
      const p = event.payload;
      return {
        userId: p.applicantUserId,
        newsType: 'search',
        title: 'Application status changed',
        content: `Your application for "${p.jobTitle}" is now ${label(APPLICATION_STATUS, p.statusCode)}.`,
        link: '/myPage/application',
      };
    }
    case 'talent.offer.created': {
      const p = event.payload;
      return {
        userId: p.talentUserId,
        newsType: 'offer',
        title: 'You received a position offer',
        content: `${p.companyName} offers you the position "${p.jobTitle}".`,
        link: `/myPage/view/offer/${encodeURIComponent(p.offerId)}`,
      };
    }
    case 'jobs.application.created': {
      const p = event.payload;
      return {
        userId: p.employerUserId,
        newsType: 'note',
        title: 'New applicant',
        content: `${p.applicantFullName?.trim() || 'Someone'} applied for "${p.jobTitle}".`,
        link: '/myPage/applicant',
      };
    }
    case 'talent.offer.answered': {
      const p = event.payload;
      return {
        userId: p.employerUserId,
        newsType: 'offer',
        // 032B: accepted (the contact is visible on /offer from now on); otherwise declined.
        title: p.statusCode === '032B' ? 'Your offer was accepted' : 'Your offer was answered',
        content: `${p.talentFullName?.trim() || 'The talent'} answered your offer for "${p.jobTitle}": ${label(OFFER_ANSWER, p.answerCode)}.`,
        link: '/offer',
      };
    }
    case 'chat.message.unread': {
      const p = event.payload;
      const from = p.senderName.trim() || (p.senderRole === 'company' ? 'The company' : 'An applicant');
      return {
        userId: p.recipientUserId,
        newsType: 'chat',
        title: 'New chat message',
        content: `${from} about "${p.jobTitle}": ${p.preview}`,
        link: p.link,
      };
    }
    case 'community.qna.answered': {
      const p = event.payload;
      return {
        userId: p.userId,
        newsType: 'notification',
        title: 'Your inquiry was answered',
        content: `Your inquiry about ${label(QNA_DETAIL_LABEL, p.detailCategoryCode)} has an answer. It was also sent to ${p.email}.`,
        link: `/qna/${encodeURIComponent(p.qnaId)}`,
      };
    }
    case 'community.comment.created': {
      const p = event.payload;
      return {
        userId: p.postOwnerUserId,
        newsType: 'notification',
        title: 'New comment on your post',
        content: `${p.nickName} commented on "${p.articleTitle}": ${p.preview}`,
        link: p.link,
      };
    }
    case 'community.report.resolved': {
      const p = event.payload;
      const what = p.targetTitle ? `"${p.targetTitle}"` : `the ${label(REPORT_TARGET, p.majorCategoryCode).toLowerCase()}`;
      return {
        userId: p.userId,
        newsType: 'notification',
        title: 'Your report was reviewed',
        content:
          p.outcome === 'actioned'
            ? `Thank you for your report of ${what}. We reviewed it and took action.`
            : `Thank you for your report of ${what}. We reviewed it and found no violation of our rules.`,
        link: null,
      };
    }
  }
}
