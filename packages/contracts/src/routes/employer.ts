/**
 * The routes services/employer serves (zod-free: remotes import it). Their schemas are in
 * ../api/employer.ts under the same names.
 */
import { defineRoutes } from '../route.ts';

const BUSINESS = ['company', 'master.company'] as const;
const MASTER = ['master.company'] as const;

export const EMPLOYER_ROUTES = defineRoutes('employer', {
  employerMyPage: {
    method: 'GET',
    path: '/api/employer/myPage',
    summary: 'The company my-page: profile and ad counts',
    access: ['company', 'master.company'],
    rateLimit: null,
    email: true,
  },

  // Paid ad service (employer.md 'Paid ad service', section 7; the shapes are in ../payments.ts)
  paidOrder: {
    method: 'POST',
    path: '/api/payment/jobStyle/order',
    summary: "Order paid styling for one of the company's ads: answers the checkout to send the browser to",
    access: BUSINESS,
    rateLimit: null,
    status: 201,
  },
  paidOrderStatus: {
    method: 'GET',
    path: '/api/payment/jobStyle/order/:orderId',
    summary: "One of the company's orders: its state once the browser is back from the checkout",
    access: BUSINESS,
    rateLimit: null,
    match: { orderId: /^[0-9]{1,18}$/ },
  },
  hasPromotion: {
    method: 'GET',
    path: '/api/employer/has-promotion',
    summary: 'Whether the company holds an unused promotion credit (uid must be the signed-in user)',
    access: BUSINESS,
    rateLimit: null,
  },
  orderWithPromotion: {
    method: 'POST',
    path: '/api/employer/order-with-promotion',
    summary: 'Order paid styling with a promotion credit instead of a payment (the credit is spent once)',
    access: BUSINESS,
    rateLimit: null,
    status: 201,
  },
  paymentWebhook: {
    method: 'POST',
    path: '/api/payment/webhook',
    summary: "The payment provider's signed notice (Paymongo-Signature): a checkout paid or failed",
    access: 'anyone',
    rateLimit: null,
    raw: 'the signature is checked over the raw body; the answer is a bare acknowledgement',
  },
  sandboxCheckout: {
    method: 'GET',
    path: '/api/payment/sandbox/:sessionId',
    summary: 'The sandbox checkout page (embedded default): Pay, Fail and Cancel buttons',
    access: 'anyone',
    rateLimit: null,
    raw: 'an HTML page',
    optional: 'served only when the sandbox provider is chosen (PAYMENT_PROVIDER=sandbox)',
  },
  sandboxCheckoutAnswer: {
    method: 'POST',
    path: '/api/payment/sandbox/:sessionId',
    summary: "The sandbox checkout's button: signs the provider's notice, posts it to the webhook, then redirects back",
    access: 'anyone',
    rateLimit: null,
    raw: 'a form post answered by a redirect to the return address',
    optional: 'served only when the sandbox provider is chosen (PAYMENT_PROVIDER=sandbox)',
  },
  updateLogoImage: { method: 'PUT', path: '/api/employer/myPage/updateLogoImage', summary: "Set the company's logo (a key of a media upload of the company)", access: ['company', 'master.company'], rateLimit: null, email: true },
  deleteLogoImage: { method: 'DELETE', path: '/api/employer/myPage/deleteLogoImage', summary: "Remove the company's logo", access: ['company', 'master.company'], rateLimit: null, email: true },

  // Member information and business permit (employer.md 'Member information', 'Business permit'; ../company-info.ts)
  memberInfo: { method: 'GET', path: '/api/employer/memberInfo', summary: "The company's member information, sign-in provider and permit", access: BUSINESS, rateLimit: null, email: true },
  updateInfo: { method: 'PUT', path: '/api/employer/updateInfo', summary: 'Change member information (identity check; a new phone verified by code; a company code joins a master)', access: BUSINESS, rateLimit: null, email: true },
  updatePermit: { method: 'PUT', path: '/api/employer/permit', summary: 'Submit the business permit document and its validity (reviewed automatically)', access: BUSINESS, rateLimit: null, email: true },

  // Master companies and their branches (employer.md 'Master account'; ../branches.ts)
  invitationCode: { method: 'GET', path: '/api/master/invitationCode', summary: "The master's invitation code for branches", access: MASTER, rateLimit: null },
  regenerateInvitationCode: { method: 'POST', path: '/api/master/invitationCode', summary: 'A new invitation code (the old one stops working; branches stay)', access: MASTER, rateLimit: null },
  branches: { method: 'GET', path: '/api/master/branches', summary: "The master's branches, newest join first", access: MASTER, rateLimit: null },
  branch: { method: 'GET', path: '/api/master/branch/:employerId', summary: "One of the master's branches with its counts (others: 404)", access: MASTER, rateLimit: null },
  updateBranch: { method: 'PUT', path: '/api/master/branch/:employerId', summary: "Change a branch's information (a new phone verified by code)", access: MASTER, rateLimit: null },

  // Internal: other services (x-service-token)
  invitationCodeOwner: { method: 'GET', path: '/internal/invitation-codes/:code', summary: 'The master an invitation code belongs to (services/account, at sign-up)', access: 'internal', rateLimit: null },
});
