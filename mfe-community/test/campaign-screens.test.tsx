import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import App from '../src/routes';

const open = (path: string) => render(<MemoryRouter initialEntries={[path]}><App /></MemoryRouter>);

describe('the campaign pages', () => {
  // 'today' (Manila) fixed, so the wage order in force is NCR-26 whatever orders the table gains later
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T04:00:00Z'));
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('/campaign shows the four cards linking to their pages', async () => {
    open('/campaign');
    expect(await screen.findByRole('heading', { level: 1, name: 'Know your rights at work' })).toBeTruthy();
    const links = screen.getAllByRole('link').filter((a) => a.getAttribute('href')?.startsWith('/campaign/'));
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/campaign/wage', '/campaign/benefit', '/campaign/tax', '/campaign/laborCode']);
    expect(screen.getByRole('heading', { level: 2, name: 'Minimum wage' })).toBeTruthy();
    expect(screen.getByText(/a day in Metro Manila since/)).toBeTruthy();
  });

  it('/campaign/wage shows the NCR rate in force with its order and date, and the earlier figures as history', async () => {
    open('/campaign/wage');
    expect(await screen.findByRole('heading', { level: 1, name: 'Minimum wage' })).toBeTruthy();
    expect(screen.getByText(/Non-agriculture, Wage Order NCR-26, in force since/)).toBeTruthy();
    expect(screen.getByText(/in force since/).querySelector('time')?.textContent).toBe('07-18-2025');
    const history = screen.getByRole('table', { name: /^NCR daily minimum wages by wage order/ });
    expect(within(history).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Wage order', 'In force from', 'Non-agri\u00ADculture', 'Agri\u00ADculture']);
    expect(within(history).getByRole('rowheader', { name: /NCR-23/ })).toBeTruthy();
    const earlier = screen.getByRole('table', { name: 'Figures of the earlier page (out of date)' });
    expect(within(earlier).getByText('₱577')).toBeTruthy();
    expect(within(earlier).getByText('₱15,074')).toBeTruthy();
  });

  it('the pay calculator announces an hour, a week and a month, and refuses a negative wage', async () => {
    open('/campaign/wage');
    const wage = await screen.findByLabelText('Daily wage (PHP)');
    fireEvent.change(wage, { target: { value: '695' } });
    fireEvent.click(screen.getByRole('button', { name: 'Calculate pay' }));
    const result = screen.getByRole('heading', { name: 'At ₱695 a day' }).closest('[aria-live]')!;
    expect(result.getAttribute('aria-live')).toBe('polite');
    expect(within(result as HTMLElement).getByText('₱18,127.92')).toBeTruthy();
    expect(within(result as HTMLElement).getByText('₱4,170')).toBeTruthy();

    fireEvent.click(screen.getByLabelText('5 days a week (factor 261)'));
    fireEvent.click(screen.getByRole('button', { name: 'Calculate pay' }));
    expect(within(result as HTMLElement).getByText('₱15,116.25')).toBeTruthy();

    fireEvent.change(wage, { target: { value: '-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Calculate pay' }));
    expect(screen.getByRole('alert').textContent).toBe('The amount cannot be negative.');
    expect(wage.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('heading', { name: /^At / })).toBeNull();
  });

  it('the tax calculator gives the table’s tax for an income in a bracket and marks the bracket', async () => {
    open('/campaign/tax');
    fireEvent.change(await screen.findByLabelText('Taxable income a year (PHP)'), { target: { value: '500,000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Calculate tax' }));
    expect(screen.getByRole('heading', { name: 'Income tax a year: ₱42,500' })).toBeTruthy();
    expect(screen.getByText('Bracket (2023 onwards): Over ₱400,000 to ₱800,000: ₱22,500 + 20% of the excess over ₱400,000')).toBeTruthy();
    const table = screen.getByRole('table', { name: /from 1 January 2023/ });
    expect(within(table).getByRole('rowheader', { name: 'Over ₱400,000 to ₱800,000' }).closest('tr')?.className).toContain('campaign-table__row--on');

    fireEvent.change(screen.getByLabelText('Tax year'), { target: { value: '2018' } });
    fireEvent.click(screen.getByRole('button', { name: 'Calculate tax' }));
    expect(screen.getByRole('heading', { name: 'Income tax a year: ₱55,000' })).toBeTruthy();
  });

  it('/campaign/benefit and /campaign/laborCode name their figures’ years and sources', async () => {
    open('/campaign/benefit');
    expect(await screen.findByRole('heading', { level: 2, name: 'SSS (Social Security System)' })).toBeTruthy();
    expect(screen.getByRole('table', { name: /SSS \(Social Security System\): figures from January 2025/ })).toBeTruthy();
    expect(screen.getAllByText(/Republic Act No. 11199/).length).toBeGreaterThan(0);
    cleanup();
    open('/campaign/laborCode');
    expect(await screen.findByRole('heading', { level: 2, name: 'Night shift differential' })).toBeTruthy();
    const day = screen.getByRole('table', { name: /Pay for the first 8 hours/ });
    expect(within(day).getByRole('rowheader', { name: /Regular holiday, worked/ }).closest('tr')?.textContent).toContain('₱1,390');
    expect(screen.getByText('₱108.59')).toBeTruthy(); // 695 / 8 x 1.25
  });
});
