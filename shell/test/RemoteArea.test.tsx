import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RemoteArea } from '../src/RemoteArea';
import { createFallbackApp } from '../src/RemoteFallback';
import type { RemoteModule } from '../src/remoteApp';

afterEach(cleanup);

const app = (text: string): RemoteModule => ({ default: () => <p>{text}</p> });

describe('a remote area', () => {
  it('shows a spinner, then the remote App', async () => {
    const load = vi.fn(() => Promise.resolve(app('jobs screen')));
    render(<RemoteArea name="jobs" pathKey="/ad/all" load={load} />);
    expect(screen.getByRole('status')).toBeTruthy();
    expect(await screen.findByText('jobs screen')).toBeTruthy();
    expect(load).toHaveBeenCalledWith('jobs', false);
  });

  it("shows 'error', the cause and 'retry' when the remote fails to load, and retry loads it afresh", async () => {
    // what the errorLoadRemote hook answers for a remote that cannot be loaded
    const load = vi.fn().mockResolvedValueOnce({ default: createFallbackApp('jobs', 'Failed to get manifest.') }).mockResolvedValueOnce(app('jobs screen'));
    render(<RemoteArea name="jobs" pathKey="/ad/all" load={load} />);
    expect(await screen.findByText('error')).toBeTruthy();
    expect(screen.getByText(/Failed to get manifest\./)).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'retry' }));
    });
    expect(await screen.findByText('jobs screen')).toBeTruthy();
    expect(load).toHaveBeenLastCalledWith('jobs', true);
  });

  it('catches a remote App that crashes while rendering, and retry renders it again', async () => {
    let crash = true;
    const Crashy = () => {
      if (crash) throw new Error('boom');
      return <p>recovered</p>;
    };
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<RemoteArea name="account" pathKey="/enter" load={() => Promise.resolve({ default: Crashy })} />);
    expect(await screen.findByText('error')).toBeTruthy();
    expect(screen.getByText(/The account area stopped working: boom/)).toBeTruthy();
    crash = false;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'retry' }));
    });
    expect(await screen.findByText('recovered')).toBeTruthy();
    spy.mockRestore();
  });

  it('shows the error screen when loading rejects outright', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<RemoteArea name="talent" pathKey="/talent" load={() => Promise.reject(new Error('The talent remote exposes no App component'))} />);
    expect(await screen.findByText(/exposes no App component/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'retry' })).toBeTruthy();
    spy.mockRestore();
  });
});
