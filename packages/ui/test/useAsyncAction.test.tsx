import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAsyncAction } from '../src/useAsyncAction';

describe('useAsyncAction', () => {
  it('is busy while the action runs and runs the ending step after it', async () => {
    let finish = () => {};
    const { result } = renderHook(() => useAsyncAction());
    const then = vi.fn();
    let running: Promise<void> = Promise.resolve();
    act(() => {
      running = result.current.run(() => new Promise<void>((resolve) => (finish = resolve)), then);
    });
    expect(result.current.busy).toBe(true);
    await act(async () => {
      finish();
      await running;
    });
    expect(result.current.busy).toBe(false);
    expect(result.current.error).toBeNull();
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('keeps the cause of a failure and clears it when the next run starts', async () => {
    const { result } = renderHook(() => useAsyncAction());
    const then = vi.fn();
    await act(() => result.current.run(() => Promise.reject(new Error('Server error')), then));
    expect(result.current.error).toBe('Server error');
    expect(then).toHaveBeenCalledTimes(1);
    await act(() => result.current.run(() => Promise.resolve()));
    expect(result.current.error).toBeNull();
  });
});
