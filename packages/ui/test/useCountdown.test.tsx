import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from '../src/useCountdown';

function Left({ deadline }: { deadline: number | null }) {
  return <p>{useCountdown(deadline)}</p>;
}

describe('useCountdown', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('counts the whole seconds left down to 0 and stops there', () => {
    render(<Left deadline={1_000_000 + 3_000} />);
    expect(screen.getByText('3')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByText('2')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1_250));
    expect(screen.getByText('1')).toBeTruthy();
    act(() => vi.advanceTimersByTime(5_000));
    expect(screen.getByText('0')).toBeTruthy();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('is 0 without a deadline, and a new deadline counts from the current time at once', () => {
    const { rerender } = render(<Left deadline={null} />);
    expect(screen.getByText('0')).toBeTruthy();
    expect(vi.getTimerCount()).toBe(0);
    act(() => vi.advanceTimersByTime(60_000));
    rerender(<Left deadline={Date.now() + 300_000} />);
    expect(screen.getByText('300')).toBeTruthy();
  });
});
