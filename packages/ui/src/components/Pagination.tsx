import { pageCount, pageWindow } from '@phjobs/ui/pages';
import { BackIcon, ChevronRightIcon } from './Icons';

/** Numbered pages with previous / next; `onChange` gets a page number from 1 to the last. */
export function Pagination({ page, total, pageSize, onChange, width = 5 }: { page: number; total: number | null; pageSize: number; onChange: (page: number) => void; width?: number }) {
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  return (
    <nav className="ph-pagination" aria-label="Pages">
      <button type="button" className="ph-pagination__step" aria-label="Previous page" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        <BackIcon width={18} height={18} />
      </button>
      {pageWindow(page, pages, width).map((n) => (
        <button key={n} type="button" className={`ph-pagination__page${n === page ? ' ph-pagination__page--current' : ''}`} aria-current={n === page ? 'page' : undefined} onClick={() => n !== page && onChange(n)}>
          {n}
        </button>
      ))}
      <button type="button" className="ph-pagination__step" aria-label="Next page" disabled={page >= pages} onClick={() => onChange(page + 1)}>
        <ChevronRightIcon width={18} height={18} />
      </button>
    </nav>
  );
}
