/** The schemas of services/employer's routes (../routes/employer.ts), under the same names. */
import {
  ZHasPromotionQuery,
  ZHasPromotionResponse,
  ZOrderWithPromotionBody,
  ZOrderWithPromotionResponse,
  ZPaidOrderBody,
  ZPaidOrderParams,
  ZPaidOrderResponse,
  ZPaidOrderStatus,
  ZSandboxAnswerBody,
} from '../payments.ts';
import { ZEmployerMyPageQuery, ZEmployerMyPageResponse, ZLogoImageResponse, ZUpdateLogoImageRequest } from '../employer.ts';
import { ZEmployerMemberInfo, ZUpdateEmployerInfoRequest, ZUpdatePermitRequest, ZBusinessPermit } from '../company-info.ts';
import { ZBranchDetail, ZBranchIdParam, ZBranchesQuery, ZBranchesResponse, ZInvitationCode, ZInvitationCodeOwner, ZUpdateBranchRequest } from '../branches.ts';
import { z } from 'zod';
import { withSchemas } from '../route-schemas.ts';
import { EMPLOYER_ROUTES } from '../routes/employer.ts';

const NOT_MY_BRANCH = { 404: 'Not one of your branches.' } as const;

export const EMPLOYER_API = withSchemas(EMPLOYER_ROUTES, {
  employerMyPage: { query: ZEmployerMyPageQuery, response: ZEmployerMyPageResponse },
  paidOrder: { body: ZPaidOrderBody, response: ZPaidOrderResponse, errors: { 404: 'invalid ad id: not your ad, deleted or unknown', 503: 'the payment provider did not answer' } },
  paidOrderStatus: { params: ZPaidOrderParams, response: ZPaidOrderStatus, errors: { 404: 'not your order' } },
  hasPromotion: { query: ZHasPromotionQuery, response: ZHasPromotionResponse, errors: { 403: 'uid is not the signed-in user' } },
  orderWithPromotion: {
    body: ZOrderWithPromotionBody,
    response: ZOrderWithPromotionResponse,
    errors: { 403: 'uid is not the signed-in user', 404: 'invalid ad id', 409: 'no promotion left' },
  },
  paymentWebhook: { response: null, errors: { 401: 'the Paymongo-Signature does not verify' } },
  sandboxCheckout: { response: null, errors: { 404: 'no such checkout' } },
  sandboxCheckoutAnswer: { body: ZSandboxAnswerBody, bodyContentType: 'application/x-www-form-urlencoded', response: null, errors: { 404: 'no such checkout' } },
  updateLogoImage: { query: ZEmployerMyPageQuery, body: ZUpdateLogoImageRequest, response: ZLogoImageResponse, errors: { 400: 'photoKey is not an upload of this company.' } },
  deleteLogoImage: { query: ZEmployerMyPageQuery, response: ZLogoImageResponse },
  memberInfo: { query: ZEmployerMyPageQuery, response: ZEmployerMemberInfo },
  updateInfo: {
    query: ZEmployerMyPageQuery,
    body: ZUpdateEmployerInfoRequest,
    response: ZEmployerMemberInfo,
    errors: { 400: 'fields.certifyToken, fields.phoneVerificationToken or fields.companyCode' },
  },
  updatePermit: { query: ZEmployerMyPageQuery, body: ZUpdatePermitRequest, response: ZBusinessPermit, errors: { 400: 'documentKey is not an upload of this company.' } },
  invitationCode: { response: ZInvitationCode },
  regenerateInvitationCode: { response: ZInvitationCode },
  branches: { query: ZBranchesQuery, response: ZBranchesResponse },
  branch: { params: ZBranchIdParam, response: ZBranchDetail, errors: NOT_MY_BRANCH },
  updateBranch: { params: ZBranchIdParam, body: ZUpdateBranchRequest, response: ZBranchDetail, errors: { ...NOT_MY_BRANCH, 400: 'fields.phoneVerify when a new phone is not verified' } },
  invitationCodeOwner: { params: z.object({ code: z.string().max(50) }), response: ZInvitationCodeOwner, errors: { 404: 'No such code.' } },
});
