/** What the gateway needs of a logger; a pino logger (service-kit's createLogger) fits. */
type LogFn = (object: Record<string, unknown>, message?: string) => void;
export type GatewayLogger = { debug: LogFn; info: LogFn; warn: LogFn; error: LogFn };
