import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@phjobs/ui/session';
import { Register } from '../src/screens/Register';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const fetchMock = vi.fn<typeof fetch>();
const login = vi.fn();
const accept = vi.fn();

const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
  });
};

describe('sign-up', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    useSession.setState({ login, accept, accessToken: null, user: null, status: 'ready' });
  });
  afterEach(() => {
    cleanup();
    fetchMock.mockReset();
    login.mockReset();
    accept.mockReset();
    vi.unstubAllGlobals();
  });

  it('posts the individual sign-up and logs in with the answer', async () => {
    const answer = { accessToken: 't', user: { userId: 1, userType: 'individual', email: 'ana@example.ph' } };
    fetchMock.mockResolvedValueOnce(json(201, answer));
    render(<Register kind="individual" />, { wrapper: MemoryRouter });
    fill(/E-mail/, 'ana@example.ph');
    fill(/Password/, 'secret123');
    fill(/Full name/, 'Ana Santos');
    await submit();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/individual/signup');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'ana@example.ph', password: 'secret123', fullName: 'Ana Santos' });
    expect(accept).toHaveBeenCalledWith(answer);
    expect(screen.getByRole('link', { name: 'View All Matching Jobs' }).getAttribute('href')).toBe('/ad/all');
  });

  it('posts the business sign-up and logs in as company when the answer carries no token', async () => {
    fetchMock.mockResolvedValueOnce(json(201, { userId: 9 }));
    login.mockResolvedValue({});
    render(<Register kind="business" />, { wrapper: MemoryRouter });
    fill(/E-mail/, 'hr@acme.ph');
    fill(/Password/, 'secret123');
    fill(/Company name/, 'Acme Foods');
    fill(/Manager name/, 'Maria');
    fill(/Phone number/, '0917 123 4567');
    await submit();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/employer/signup');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ email: 'hr@acme.ph', password: 'secret123', companyName: 'Acme Foods', managerName: 'Maria', phoneNumber: '0917 123 4567' });
    expect(login).toHaveBeenCalledWith('hr@acme.ph', 'secret123', 'company');
  });

  it("alerts 'alraedy used ID, Please another email' on auth/email-already-exists and clears the email", async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    fetchMock.mockResolvedValueOnce(json(409, { code: 'auth/email-already-exists', message: 'taken' }));
    render(<Register kind="individual" />, { wrapper: MemoryRouter });
    fill(/E-mail/, 'taken@example.ph');
    fill(/Password/, 'secret123');
    fill(/Full name/, 'Ana');
    await submit();
    expect(alert).toHaveBeenCalledWith('alraedy used ID, Please another email');
    expect((screen.getByLabelText(/E-mail/) as HTMLInputElement).value).toBe('');
    expect(accept).not.toHaveBeenCalled();
  });

  it('checks the fields before posting', async () => {
    render(<Register kind="business" />, { wrapper: MemoryRouter });
    fill(/E-mail/, 'nope');
    fill(/Password/, 'short');
    await submit();
    expect(screen.getByText('It does not match the email format.')).toBeTruthy();
    expect(screen.getByText(/8 or more characters/)).toBeTruthy();
    expect(screen.getByText('Company name is a required input.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
