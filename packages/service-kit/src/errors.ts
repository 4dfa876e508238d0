/** The one error shape every service answers: `{ code, message, fields? }`. */
export type ErrorBody = { code: string; message: string; fields?: Record<string, string> };

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  toBody(): ErrorBody {
    return this.fields ? { code: this.code, message: this.message, fields: this.fields } : { code: this.code, message: this.message };
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) => new HttpError(400, 'validation/invalid', message, fields);
export const unauthorized = (message = 'Login is required.') => new HttpError(401, 'auth/unauthorized', message);
export const forbidden = (message = 'You are not allowed to do this.') => new HttpError(403, 'auth/forbidden', message);
export const notFound = (message = 'Not found.') => new HttpError(404, 'not-found', message);
export const conflict = (code: string, message: string) => new HttpError(409, code, message);
