import type { PaymentConfig } from '../../config.ts';
import { paymongoProvider } from './paymongo.ts';
import type { PaymentProvider } from '../../domain/paid-orders/payment-provider.ts';
import { sandboxProvider } from './sandbox.ts';

/** The provider PAYMENT_PROVIDER names (sandbox by default). */
export const paymentProviderOf = (config: PaymentConfig): PaymentProvider =>
  config.provider === 'paymongo' ? paymongoProvider({ apiUrl: config.apiUrl, secretKey: config.secretKey }) : sandboxProvider({ publicBaseUrl: config.publicBaseUrl });
