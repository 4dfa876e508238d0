import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DESKTOP_MEDIA, DESKTOP_MIN_WIDTH } from '../src/breakpoints';
import { DataTable, type TableColumn } from '../src/components/DataTable';
import { EndlessList } from '../src/components/EndlessList';
import type { EndlessListState } from '../src/endless';
import { DetailSearchForm } from '../src/components/ListScaffold';
import { SplitView, usePaneScroller } from '../src/components/SplitView';
import { TwoColumns } from '../src/components/TwoColumns';
import { selectedIdOf, withSelectedId } from '../src/selection';
import { useIsDesktop } from '../src/useIsDesktop';
import { resizeViewport, stubViewport } from '../testing/viewport';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the breakpoint', () => {
  it('is 1024px in script and in every width media query of ui.css from tablet size up', () => {
    expect(DESKTOP_MIN_WIDTH).toBe(1024);
    expect(DESKTOP_MEDIA).toBe('(min-width: 1024px)');
    const css = readFileSync(join(process.cwd(), 'src/styles/ui.css'), 'utf8');
    const widths = [...css.matchAll(/@media \(min-width: (\d+)px\)/g)].map((m) => Number(m[1]));
    expect(widths).toContain(DESKTOP_MIN_WIDTH);
    // 768px is the tablet step of the phone layout (a wider sheet); every desktop rule is at 1024px
    expect(widths.filter((w) => w > 768).every((w) => w === DESKTOP_MIN_WIDTH)).toBe(true);
  });

  function Probe() {
    return <p>{useIsDesktop() ? 'desktop' : 'phone'}</p>;
  }

  it('useIsDesktop says desktop from 1024px, phone below, and follows a resize', () => {
    stubViewport(1023);
    render(<Probe />);
    expect(screen.getByText('phone')).toBeTruthy();
    act(() => resizeViewport(1024));
    expect(screen.getByText('desktop')).toBeTruthy();
    act(() => resizeViewport(390));
    expect(screen.getByText('phone')).toBeTruthy();
  });

  it('useIsDesktop says phone where the browser has no matchMedia', () => {
    vi.stubGlobal('matchMedia', undefined);
    render(<Probe />);
    expect(screen.getByText('phone')).toBeTruthy();
  });
});

describe('the selection in the URL', () => {
  it('reads a positive whole number and nothing else', () => {
    expect(selectedIdOf(new URLSearchParams('jobId=42'), 'jobId')).toBe(42);
    for (const bad of ['', 'jobId=', 'jobId=0', 'jobId=-3', 'jobId=4.5', 'jobId=abc', 'jobId=1e3', 'other=4']) {
      expect(selectedIdOf(new URLSearchParams(bad), 'jobId')).toBeNull();
    }
  });

  it('sets and clears its parameter and keeps the others in their order', () => {
    const params = new URLSearchParams('query=Cook&searchType=title');
    expect(withSelectedId(params, 'jobId', 7).toString()).toBe('query=Cook&searchType=title&jobId=7');
    expect(withSelectedId(new URLSearchParams('query=Cook&jobId=7&searchType=title'), 'jobId', 9).toString()).toBe('query=Cook&jobId=9&searchType=title');
    expect(withSelectedId(new URLSearchParams('query=Cook&jobId=7'), 'jobId', null).toString()).toBe('query=Cook');
    expect(params.toString()).toBe('query=Cook&searchType=title');
  });
});

function PaneProbe() {
  const el = usePaneScroller();
  return <p>{el ? `pane: ${el.getAttribute('aria-label')}` : 'no pane'}</p>;
}

describe('the split view', () => {
  it('on a phone renders only the list, as it was', () => {
    stubViewport(390);
    const { container } = render(
      <SplitView side={<p>filters</p>} sideLabel="Filters" pane={<p>detail</p>} paneLabel="Selected">
        <ul>
          <li>one</li>
        </ul>
      </SplitView>,
    );
    expect(container.innerHTML).toBe('<ul><li>one</li></ul>');
  });

  it('on desktop puts the sidebar, the list and the pane side by side, and the pane tells its content where it scrolls', async () => {
    stubViewport(1366);
    const { container } = render(
      <SplitView side={<p>filters</p>} sideLabel="Filters" pane={<PaneProbe />} paneLabel="Selected" paneKey={1}>
        <p>list</p>
      </SplitView>,
    );
    const root = container.firstElementChild as HTMLElement;
    expect(root.className).toBe('ph-split ph-wide ph-split--side');
    expect(within(screen.getByRole('region', { name: 'Filters' })).getByText('filters')).toBeTruthy();
    expect(await screen.findByText('pane: Selected')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Selected' }).contains(screen.getByText('pane: Selected'))).toBe(true);
  });

  it('scrolls the pane back to its top when the selection changes', () => {
    stubViewport(1366);
    const view = (key: number) => (
      <SplitView pane={<p>ad {key}</p>} paneLabel="Selected" paneKey={key}>
        <p>list</p>
      </SplitView>
    );
    const { rerender } = render(view(1));
    const pane = screen.getByRole('region', { name: 'Selected' });
    pane.scrollTop = 300;
    rerender(view(2));
    expect(pane.scrollTop).toBe(0);
  });

  it('two columns: the navigation beside the content on desktop, only the content on a phone', () => {
    stubViewport(1366);
    const { container, rerender } = render(
      <TwoColumns nav={<a href="/x">Link</a>} navLabel="My page navigation">
        <p>content</p>
      </TwoColumns>,
    );
    expect(screen.getByRole('complementary', { name: 'My page navigation' })).toBeTruthy();
    expect((container.firstElementChild as HTMLElement).className).toBe('ph-columns ph-wide');
    act(() => resizeViewport(390));
    rerender(
      <TwoColumns nav={<a href="/x">Link</a>} navLabel="My page navigation">
        <p>content</p>
      </TwoColumns>,
    );
    expect(container.innerHTML).toBe('<p>content</p>');
  });
});

type Row = { id: number; name: string; status: string };
const COLUMNS: TableColumn<Row>[] = [
  { key: 'name', header: 'Name', cell: (r) => r.name },
  { key: 'status', header: 'Status', cell: (r) => r.status, nowrap: true },
  { key: 'act', header: 'Actions', headerHidden: true, align: 'end', cell: (r) => <button type="button">Open {r.name}</button> },
];

class NoObserver {
  observe() {}
  disconnect() {}
}

function Rows() {
  // the last page of a list, as web-core's useEndlessQuery gives it
  const list: EndlessListState<Row> = {
    items: [{ id: 1, name: 'Ana', status: 'Pass' }, { id: 2, name: 'Ben', status: 'Under review' }],
    pageNo: 1,
    status: 'done',
    total: 2,
    error: null,
    loadMore: () => undefined,
    retry: () => undefined,
  };
  return <EndlessList list={list} keyOf={(r) => r.id} renderItem={(r) => <article>card {r.name}</article>} table={{ caption: 'Applicants', columns: COLUMNS }} />;
}

describe('the responsive table', () => {
  it('shows the rows as a table with a caption, column headers and a cell per field on desktop', async () => {
    stubViewport(1366);
    vi.stubGlobal('IntersectionObserver', NoObserver);
    render(<Rows />);
    const table = await screen.findByRole('table', { name: 'Applicants' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Status', 'Actions']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['Ana', 'Pass', 'Open Ana'],
      ['Ben', 'Under review', 'Open Ben'],
    ]);
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.getByText('No more data.')).toBeTruthy();
  });

  it('shows the same rows as the list of cards on a phone', async () => {
    stubViewport(390);
    vi.stubGlobal('IntersectionObserver', NoObserver);
    render(<Rows />);
    expect(await screen.findByText('card Ana')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('a plain DataTable keeps the column widths it is given, and with a fixed layout whatever the cells hold', () => {
    render(<DataTable caption="People" layout="fixed" columns={[{ key: 'n', header: 'Name', width: '30%', cell: (r: Row) => r.name }]} rows={[{ id: 1, name: 'Ana', status: '' }]} keyOf={(r) => r.id} />);
    expect(screen.getByRole('columnheader', { name: 'Name' }).style.width).toBe('30%');
    expect(screen.getByRole('table', { name: 'People' }).className).toBe('ph-table ph-table--fixed');
  });
});

describe("the 'Detail search' form as a sidebar", () => {
  it('is the same form, always open, with its title and Reset on top and Search at its foot', () => {
    const onSubmit = vi.fn();
    const onReset = vi.fn();
    render(
      <DetailSearchForm open variant="sidebar" onClose={() => undefined} onReset={onReset} onSubmit={onSubmit}>
        <label>
          Keyword <input />
        </label>
      </DetailSearchForm>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    const form = screen.getByRole('form', { name: 'Detail search' });
    expect(screen.getByRole('heading', { name: 'Detail search', level: 2 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(onReset).toHaveBeenCalledTimes(1);
    fireEvent.click(within(form).getByRole('button', { name: 'Search' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('is a full-screen dialog with a close icon otherwise (phones)', () => {
    render(
      <DetailSearchForm open onClose={() => undefined} onReset={() => undefined} onSubmit={() => undefined}>
        <p>fields</p>
      </DetailSearchForm>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Detail search' });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Reset' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Search' })).toBeTruthy();
  });
});
