/**
 * What a screen renders from one request (web-core's useApiQuery gives it): loading (keeping the
 * data of a previous answer, if any), success or error, and `reload()` to ask again.
 */
export type RequestState<T> =
  | { status: 'loading'; data: T | null; error: null }
  | { status: 'success'; data: T; error: null }
  | { status: 'error'; data: T | null; error: unknown };

export type Reloadable<T> = RequestState<T> & { reload: () => void };
