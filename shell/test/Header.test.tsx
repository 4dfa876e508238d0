import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@phjobs/web-core/session';
import { Header } from '../src/Header';
import { sectionOf } from '../src/sections';

const seeker = { userId: 1, userType: 'individual' as const, email: 'seeker@demo.ph' };

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Header />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

const main = () => within(screen.getByRole('navigation', { name: 'Main' }));

describe('the header', () => {
  beforeEach(() => {
    useSession.setState({ accessToken: null, expiresAt: null, user: null, status: 'ready' });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('marks no section as current on the home page', () => {
    renderAt('/');
    expect(main().getAllByRole('link').filter((a) => a.hasAttribute('aria-current'))).toEqual([]);
    expect(main().getByRole('link', { name: 'Community' }).getAttribute('href')).not.toBe('/');
  });

  it('marks Jobs on the job lists, search and a job ad, and Community in the community areas', () => {
    for (const path of ['/ad/all', '/ad/all/12', '/ad/region', '/search', '/multilingual']) {
      const view = renderAt(path);
      expect(main().getByRole('link', { name: 'Jobs' }).getAttribute('aria-current')).toBe('true');
      expect(main().getByRole('link', { name: 'Community' }).getAttribute('aria-current')).toBeNull();
      view.unmount();
    }
    renderAt('/jobTalk/3');
    expect(main().getByRole('link', { name: 'Community' }).getAttribute('aria-current')).toBe('true');
    expect(main().getByRole('link', { name: 'Jobs' }).getAttribute('aria-current')).toBeNull();
  });

  it('shows Login to visitors', () => {
    renderAt('/');
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/enter');
    expect(screen.queryByRole('button', { name: /account/ })).toBeNull();
  });

  it('gives a signed-in user one account button whose panel holds the role, My page and Logout', async () => {
    useSession.setState({ accessToken: 't', user: seeker });
    renderAt('/ad/all');
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    const button = screen.getByRole('button', { name: 'Individual account' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'My page' })).toBeNull();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(within(panel).getByText('Individual')).toBeTruthy();
    expect(within(panel).getByText('seeker@demo.ph')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('link', { name: 'My page' }));
    expect(screen.getByTestId('where').textContent).toBe('/myPage');
    // a navigation closes it
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the panel with Escape and gives the focus back to the button', () => {
    useSession.setState({ accessToken: 't', user: seeker });
    renderAt('/');
    const button = screen.getByRole('button', { name: 'Individual account' });
    fireEvent.click(button);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('logs out from the panel and goes home', async () => {
    const logout = vi.fn(async () => {
      useSession.setState({ accessToken: null, user: null });
    });
    useSession.setState({ accessToken: 't', user: { ...seeker, userType: 'company' }, logout });
    renderAt('/myPage');
    fireEvent.click(screen.getByRole('button', { name: 'Business account' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    });
    expect(logout).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('where').textContent).toBe('/');
    expect(screen.getByRole('link', { name: 'Login' })).toBeTruthy();
  });
});

describe('sectionOf', () => {
  it('knows the home page, login and sign-up belong to no section, and my-page to the account', () => {
    expect(sectionOf('/')).toBeNull();
    expect(sectionOf('/enter')).toBeNull();
    expect(sectionOf('/register/individual')).toBeNull();
    expect(sectionOf('/myPage/application')).toBe('account');
    expect(sectionOf('/adventure')).toBeNull();
    expect(sectionOf('/event/53')).toBe('community');
  });
});
