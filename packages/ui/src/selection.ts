/**
 * The selected item of a split view, kept in the URL's query (e.g. `/ad/all?jobId=42`), so that
 * reload, back and forward and a shared link show the same selection.
 */

/** The positive whole number in `params[name]`, else null. */
export function selectedIdOf(params: URLSearchParams, name: string): number | null {
  const raw = params.get(name);
  if (raw === null || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/** A copy of `params` with `name` set to `id`, or removed when `id` is null; the other parameters kept in their order. */
export function withSelectedId(params: URLSearchParams, name: string, id: number | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (id === null) next.delete(name);
  else next.set(name, String(id));
  return next;
}
