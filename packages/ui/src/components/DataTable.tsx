import type { ReactNode } from 'react';
import { useIsDesktop } from '@phjobs/ui/useIsDesktop';

/** One column of a table: its header and how a row fills its cell. */
export type TableColumn<T> = {
  key: string;
  header: ReactNode;
  cell: (row: T, index: number) => ReactNode;
  /** The header is read by screen readers only (e.g. a column of buttons). */
  headerHidden?: boolean;
  align?: 'start' | 'end' | 'center';
  /** A CSS width (e.g. '7.5rem'); the other columns share what is left. */
  width?: string;
  /** Keep the cell on one line. */
  nowrap?: boolean;
  /** A class on the column's header and cells (e.g. to hide it in a narrow container). */
  className?: string;
};

/** What a list needs to show its rows as a table on desktop. */
export type TableSpec<T> = {
  /** Names the table for screen readers. */
  caption: string;
  columns: readonly TableColumn<T>[];
  /**
   * 'fixed': the columns keep the widths given (`width` of each column but one, which takes the
   * rest), whatever the cells hold; 'auto' (default): the browser sizes them by their content.
   */
  layout?: 'auto' | 'fixed';
};

/** A plain table: a (visually hidden) caption, a header row and one row per item. */
export function DataTable<T>({ caption, columns, rows, keyOf, layout = 'auto' }: TableSpec<T> & { rows: readonly T[]; keyOf: (row: T, index: number) => string | number }) {
  const cellClass = (c: TableColumn<T>) =>
    ['ph-table__cell', c.align && c.align !== 'start' ? `ph-table__cell--${c.align}` : '', c.nowrap ? 'ph-table__cell--nowrap' : '', c.className ?? ''].filter(Boolean).join(' ');
  return (
    <div className="ph-table-wrap">
      <table className={layout === 'fixed' ? 'ph-table ph-table--fixed' : 'ph-table'}>
        <caption className="ph-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className={cellClass(c)} style={c.width ? { width: c.width } : undefined}>
                {c.headerHidden ? <span className="ph-visually-hidden">{c.header}</span> : c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={keyOf(row, i)}>
              {columns.map((c) => (
                <td key={c.key} className={cellClass(c)}>
                  {c.cell(row, i)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Items as cards on a phone and, when `table` is given, as a table from 1024 px (rows with many
 * fields: applications, applicants, ads). The phone markup is the list's as it always was.
 */
export function ResponsiveItems<T>({
  items,
  keyOf,
  renderItem,
  table,
}: {
  items: readonly T[];
  keyOf: (item: T, index: number) => string | number;
  renderItem: (item: T, index: number) => ReactNode;
  table?: TableSpec<T> | undefined;
}) {
  const desktop = useIsDesktop();
  if (table && desktop) return <DataTable {...table} rows={items} keyOf={keyOf} />;
  return (
    <ul className="ph-endless__items">
      {items.map((item, i) => (
        <li key={keyOf(item, i)}>{renderItem(item, i)}</li>
      ))}
    </ul>
  );
}
