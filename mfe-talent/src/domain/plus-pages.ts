/** Plus talents 2 a page (employer.md section 9); the last page's empty slot (or a page of its own) holds Register. */
export const PLUS_PAGE_SIZE = 2;

export function plusPages<T>(list: readonly T[]): (T | 'register')[][] {
  const slots: (T | 'register')[] = [...list, 'register'];
  const pages: (T | 'register')[][] = [];
  for (let i = 0; i < slots.length; i += PLUS_PAGE_SIZE) pages.push(slots.slice(i, i + PLUS_PAGE_SIZE));
  return pages;
}
