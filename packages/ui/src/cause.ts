/**
 * A readable cause for the error screen: an API error's message with its HTTP status (web-core's
 * ApiError, read by its shape so that ui needs no data layer), any other error's message.
 */
export function causeOf(error: unknown): string {
  if (error instanceof Error && 'status' in error && typeof error.status === 'number') return error.status ? `${error.message} (${error.status})` : error.message;
  if (error instanceof Error) return error.message;
  return String(error);
}
