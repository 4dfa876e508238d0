import type { COMMUNITY_API } from '@phjobs/contracts/api/community';
import { notFound } from '@phjobs/service-kit/errors';
import type { Logger } from '@phjobs/service-kit/logger';
import type { Handlers } from '@phjobs/service-kit/routes';
import type { TargetsClient } from '../clients/targets.ts';
import type { CommunityDb } from '../data/db.ts';
import { getQna, listQna, qnaStore } from '../data/qna.ts';
import { communityItemSnapshot, reportStore } from '../data/reports.ts';
import { createInquiry } from '../domain/create-inquiry.ts';
import { reportItem } from '../domain/report-item.ts';

/** Inquiries (each member their own: another's is a 404) and reports; signed-in members only (the kit answers 401 to visitors). */
export function helpHandlers({ db, targets, logger }: { db: CommunityDb; targets: TargetsClient; logger: Logger }): Handlers<typeof COMMUNITY_API, 'qnaList' | 'qna' | 'createQna' | 'report'> {
  const qna = qnaStore(db);
  const reports = reportStore(db);
  return {
    qnaList: ({ query, principal }) => listQna(db, Number(principal.userId), query),
    qna: async ({ params, principal }) => {
      const found = await getQna(db, Number(principal.userId), params.id);
      if (!found) throw notFound('No such inquiry.');
      return found;
    },
    createQna: ({ body, principal }) => createInquiry(qna, principal.userId, body),
    report: ({ body, principal }) => reportItem({ store: reports, targets, communityItems: (detail, id) => communityItemSnapshot(db, detail, id), logger }, principal.userId, body),
  };
}
