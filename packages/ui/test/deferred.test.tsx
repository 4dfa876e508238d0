import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { deferred } from '../src/deferred';

afterEach(cleanup);

/** A load the test finishes by hand, counting how often it was asked. */
function manualLoad() {
  const calls: { resolve: () => void; reject: (e: Error) => void }[] = [];
  const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;
  const load = () =>
    new Promise<typeof Greeting>((resolve, reject) => {
      calls.push({ resolve: () => resolve(Greeting), reject });
    });
  return { load, calls };
}

describe('deferred', () => {
  it('loads nothing until it is first drawn, draws nothing while loading, then the component with its props', async () => {
    const { load, calls } = manualLoad();
    const Later = deferred(load);
    expect(calls).toHaveLength(0);

    const { container } = render(<Later name="Ana" />);
    expect(calls).toHaveLength(1);
    expect(container.textContent).toBe('');

    await act(async () => calls[0]?.resolve());
    expect(screen.getByText('Hello Ana')).toBeTruthy();
  });

  it('draws at once once the code has arrived, without loading it again', async () => {
    const { load, calls } = manualLoad();
    const Later = deferred(load);
    const first = render(<Later name="Ana" />);
    await act(async () => calls[0]?.resolve());
    first.unmount();

    render(<Later name="Ben" />);
    // synchronously, in the first render
    expect(screen.getByText('Hello Ben')).toBeTruthy();
    expect(calls).toHaveLength(1);
  });

  it('preload fetches the code ahead, so the first draw is immediate', async () => {
    const { load, calls } = manualLoad();
    const Later = deferred(load);
    const ready = Later.preload();
    calls[0]?.resolve();
    await ready;
    render(<Later name="Cy" />);
    expect(screen.getByText('Hello Cy')).toBeTruthy();
  });

  it('a failed load draws nothing, and the next mount tries again', async () => {
    const { load, calls } = manualLoad();
    const Later = deferred(load);
    const first = render(<Later name="Ana" />);
    await act(async () => calls[0]?.reject(new Error('offline')));
    expect(first.container.textContent).toBe('');
    first.unmount();

    render(<Later name="Ana" />);
    expect(calls).toHaveLength(2);
    await act(async () => calls[1]?.resolve());
    expect(screen.getByText('Hello Ana')).toBeTruthy();
  });
});
