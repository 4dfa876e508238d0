import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EndlessList } from '@phjobs/ui/components/EndlessList';
import { useEndlessQuery } from '../src/query';

type Item = { id: number };

let visible: ((entries: { isIntersecting: boolean }[]) => void) | null = null;
class FakeObserver {
  constructor(cb: (entries: { isIntersecting: boolean }[]) => void) {
    visible = cb;
  }
  observe() {}
  disconnect() {}
}

function List({ pages }: { pages: number[] }) {
  const list = useEndlessQuery<Item>(
    ['test', 'endless', pages],
    (pageNo) => Promise.resolve({ items: Array.from({ length: pages[pageNo - 1] ?? 0 }, (_, i) => ({ id: pageNo * 100 + i })), total: 99 }),
    10,
  );
  return <EndlessList list={list} keyOf={(i) => i.id} renderItem={(i) => <span>item {i.id}</span>} />;
}

describe('the endless list', () => {
  beforeEach(() => vi.stubGlobal('IntersectionObserver', FakeObserver));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows 'No data.' when the first page is empty", async () => {
    render(<List pages={[0]} />);
    expect(await screen.findByText('No data.')).toBeTruthy();
  });

  it("loads the next page when the end comes into view and stops after a short page with 'No more data.'", async () => {
    render(<List pages={[10, 3]} />);
    expect(await screen.findByText('item 109')).toBeTruthy();
    expect(screen.queryByText('No more data.')).toBeNull();
    await act(async () => visible?.([{ isIntersecting: true }]));
    expect(await screen.findByText('item 202')).toBeTruthy();
    expect(screen.getByText('No more data.')).toBeTruthy();
    expect(screen.getAllByText(/^item /)).toHaveLength(13);
  });
});
