import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useSearchParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EndlessList } from '@phjobs/ui/components/EndlessList';
import { useEndlessQuery } from '../src/query';

type Item = { id: number };

class FakeObserver {
  observe() {}
  disconnect() {}
}

const fetchPage = vi.fn((pageNo: number) => Promise.resolve({ items: Array.from({ length: 3 }, (_, i) => ({ id: pageNo * 100 + i })), total: 3 }));

function List() {
  const [params] = useSearchParams();
  const sort = params.get('sort') ?? 'new';
  const list = useEndlessQuery<Item>(['test', 'back', sort], (pageNo) => fetchPage(pageNo), 10);
  return <EndlessList list={list} keyOf={(i) => i.id} renderItem={(i) => <span>item {sort} {i.id}</span>} />;
}

function setup() {
  const router = createMemoryRouter([
    { path: '/', element: <List /> },
    { path: '/detail', element: <p>detail</p> },
  ]);
  render(<RouterProvider router={router} />);
  return router;
}

describe('useEndlessQuery and navigation', () => {
  const scrollTo = vi.fn();
  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    vi.stubGlobal('scrollTo', scrollTo);
    fetchPage.mockClear();
    scrollTo.mockClear();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('the way back shows the list from the cache, without a request, where the window was', async () => {
    const router = setup();
    expect(await screen.findByText('item new 102')).toBeTruthy();
    expect(fetchPage).toHaveBeenCalledTimes(1);
    Object.defineProperty(window, 'scrollY', { value: 640, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    await act(() => router.navigate('/detail'));
    expect(screen.getByText('detail')).toBeTruthy();
    await act(() => router.navigate(-1));
    expect(screen.getByText('item new 102')).toBeTruthy();
    expect(fetchPage).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(0, 640);
  });

  it('arriving anew, or with another key, loads the list again from page 1 and does not scroll', async () => {
    const router = setup();
    expect(await screen.findByText('item new 102')).toBeTruthy();
    await act(() => router.navigate('/detail'));
    await act(() => router.navigate('/'));
    expect(await screen.findByText('item new 102')).toBeTruthy();
    expect(fetchPage).toHaveBeenCalledTimes(2);
    await act(() => router.navigate('/?sort=old'));
    expect(await screen.findByText('item old 102')).toBeTruthy();
    expect(fetchPage).toHaveBeenCalledTimes(3);
    // back to the first sort in the same screen: a changed key, not the way back to the screen
    await act(() => router.navigate(-1));
    expect(await screen.findByText('item new 102')).toBeTruthy();
    expect(fetchPage).toHaveBeenCalledTimes(4);
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
