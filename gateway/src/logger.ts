/** What the gateway needs of a logger (service-kit's request-log shape); a pino logger (service-kit's createLogger) fits. */
export type { RequestLogger as GatewayLogger } from '@phjobs/service-kit/http';
