/**
 * POST /api/qna ('Submit an inquiry', and the additional inquiry of /qna/{id}/register): any
 * signed-in member. Attachments are images the member uploaded with project=inquiry (media held
 * them to gif/jpeg/png within 6 MB and checked their bytes); a key of anyone else or another project
 * is a 400. An additional inquiry joins the thread of one of the member's inquiries (another's:
 * 404) and takes its categories when the body leaves them out.
 */
import type { QnaCreateBody, QnaDetail } from '@phjobs/contracts/community';
import { QNA_UPLOAD_PROJECT } from '@phjobs/contracts/community';
import { fileKeyOwner } from '@phjobs/contracts/media';
import { COMMUNITY_MESSAGES as M } from '@phjobs/contracts/messages';
import type { QnaDetailCode, QnaMajorCode } from '@phjobs/contracts/codes';
import { badRequest, notFound } from '@phjobs/service-kit/errors';
import type { QnaStore } from '../data/qna.ts';

export async function createInquiry(store: Pick<QnaStore, 'findOwn' | 'insert' | 'get'>, userId: string, body: QnaCreateBody): Promise<QnaDetail> {
  for (const attachment of body.attachmentList) {
    if (attachment.key.split('/')[0] !== QNA_UPLOAD_PROJECT || fileKeyOwner(attachment.key) !== userId) throw badRequest(M.attachmentNotOwn, { attachmentList: M.attachmentNotOwn });
  }
  const member = Number(userId);
  let parentId: number | null = null;
  let major = body.majorCategoryCode as QnaMajorCode | undefined;
  let detail = body.detailCategoryCode as QnaDetailCode | undefined;
  if (body.parentQnaId !== undefined) {
    const parent = await store.findOwn(member, body.parentQnaId);
    if (!parent) throw notFound('No such inquiry.');
    // A thread is one level deep: adding to an additional inquiry adds to its first inquiry.
    parentId = Number(parent.parentId ?? parent.id);
    major ??= parent.majorCategoryCode as QnaMajorCode;
    detail ??= parent.detailCategoryCode as QnaDetailCode;
  }
  // The schema asks for both categories unless there is a parent, which gives them.
  if (!major || !detail) throw badRequest(M.detailRequired, { detailCategoryCode: M.detailRequired });
  const id = await store.insert({ userId: member, majorCategoryCode: major, detailCategoryCode: detail, content: body.index, email: body.email, attachments: body.attachmentList, parentId });
  const created = await store.get(member, id);
  if (!created) throw new Error(`inquiry ${id} vanished after its insert`);
  return created;
}
