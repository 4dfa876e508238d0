// What vitest.config.ts provides to the tests (inject).
declare module 'vitest' {
  export interface ProvidedContext {
    natsUrl: string;
  }
}
export {};
