import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TwoLevelPicker } from '../src/components/TwoLevelPicker';
import type { CodeItemLike } from '../src/picks';

const items: CodeItemLike[] = [
  { id: 'A', name: 'Food', depth: 1, parent_id: null },
  ...['Cook', 'Barista', 'Baker', 'Waiter', 'Dishwasher', 'Butcher'].map((name, i) => ({ id: `A${i}`, name, depth: 2, parent_id: 'A' })),
  { id: 'B', name: 'Office', depth: 1, parent_id: null },
  { id: 'B1', name: 'Clerk', depth: 2, parent_id: 'B' },
];

function Harness() {
  const [open, setOpen] = useState(false);
  const [applied, setApplied] = useState<CodeItemLike[]>([]);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <output data-testid="applied">{applied.map((a) => a.name).join(',')}</output>
      <TwoLevelPicker
        open={open}
        title="Select specialization"
        items={items}
        value={applied}
        max={5}
        onClose={() => setOpen(false)}
        onApply={(next) => {
          setApplied(next);
          setOpen(false);
        }}
      />
    </>
  );
}

const second = () => within(screen.getByRole('listbox', { name: /second level/ }));
const pick = (name: string) => fireEvent.click(second().getByRole('option', { name: new RegExp(`^${name}`) }));
const picked = () => screen.getByText(/\/5$/).parentElement?.textContent ?? '';

describe('two-level picker modal', () => {
  afterEach(cleanup);

  it('picks a parent, then children; choosing a chosen child again removes it', () => {
    render(<Harness />);
    fireEvent.click(screen.getByText('open'));
    pick('Cook');
    pick('Barista');
    expect(picked()).toContain('2/5');
    pick('Cook');
    expect(picked()).toContain('1/5');
    fireEvent.click(within(screen.getByRole('listbox', { name: /first level/ })).getByRole('option', { name: 'Office' }));
    pick('Clerk');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByTestId('applied').textContent).toBe('Barista,Clerk');
  });

  it('says which parent is shown and which children are picked (aria-selected), with no control inside an option', () => {
    render(<Harness />);
    fireEvent.click(screen.getByText('open'));
    const first = within(screen.getByRole('listbox', { name: /first level/ }));
    expect(first.getByRole('option', { name: 'Food' }).getAttribute('aria-selected')).toBe('true');
    expect(first.getByRole('option', { name: 'Office' }).getAttribute('aria-selected')).toBe('false');
    pick('Cook');
    expect(screen.getByRole('listbox', { name: /second level/ }).getAttribute('aria-multiselectable')).toBe('true');
    expect(second().getByRole('option', { name: /^Cook/ }).getAttribute('aria-selected')).toBe('true');
    expect(second().getByRole('option', { name: /^Barista/ }).getAttribute('aria-selected')).toBe('false');
    expect(document.querySelectorAll('[role="option"] button, [role="option"] input')).toHaveLength(0);
  });

  it('gives each list one Tab stop: the list itself until an option had the focus, then that option alone', async () => {
    render(<Harness />);
    fireEvent.click(screen.getByText('open'));
    const list = screen.getByRole('listbox', { name: /second level/ });
    const options = within(list).getAllByRole('option');
    expect(options).toHaveLength(6);
    expect(options.every((o) => o.tabIndex === -1)).toBe(true);
    expect(list.tabIndex).toBe(0);
    options[2]?.focus();
    await waitFor(() => expect(options.filter((o) => o.tabIndex === 0).map((o) => o.textContent)).toEqual(['Baker']));
  });

  it('moves through a list with the arrows and Home/End, shows the children of the parent the arrows reach, and picks a child with Space or Enter', async () => {
    render(<Harness />);
    fireEvent.click(screen.getByText('open'));
    const first = within(screen.getByRole('listbox', { name: /first level/ }));
    const food = first.getByRole('option', { name: 'Food' });
    food.focus();
    fireEvent.keyDown(food, { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Office'));
    expect(first.getByRole('option', { name: 'Office' }).getAttribute('aria-selected')).toBe('true');
    expect(second().getAllByRole('option').map((o) => o.textContent)).toEqual(['Clerk']);
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Home' });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Food'));
    const cook = second().getByRole('option', { name: /^Cook/ });
    cook.focus();
    fireEvent.keyDown(cook, { key: ' ' });
    expect(picked()).toContain('1/5');
    fireEvent.keyDown(cook, { key: 'End' });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Butcher'));
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Enter' });
    expect(picked()).toContain('2/5');
  });

  it('moves to the option whose name starts with the letters typed (typeahead), cycling on a repeated letter', async () => {
    render(<Harness />);
    fireEvent.click(screen.getByText('open'));
    const cook = second().getByRole('option', { name: /^Cook/ });
    cook.focus();
    const type = (key: string) => fireEvent.keyDown(document.activeElement ?? document.body, { key });
    type('d');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Dishwasher'));
    type('i');
    expect(document.activeElement?.textContent).toBe('Dishwasher');
    cook.focus();
    await new Promise((r) => setTimeout(r, 700));
    type('b');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Barista'));
    type('b');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Baker'));
    type('b');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Butcher'));
    expect(picked()).toContain('0/5');
  });

  it('puts both search boxes above the two lists, each with its own placeholder', () => {
    render(
      <TwoLevelPicker open title="Select region" items={items} value={[]} max={5} onApply={() => undefined} onClose={() => undefined} parentPlaceholder="Only cities are searchable" childPlaceholder="Only provinces are searchable" />,
    );
    const filters = screen.getByPlaceholderText('Only cities are searchable').parentElement;
    expect(filters).toBe(screen.getByPlaceholderText('Only provinces are searchable').parentElement);
    expect(filters?.querySelector('ul')).toBeNull();
    fireEvent.change(screen.getByPlaceholderText('Only cities are searchable'), { target: { value: 'off' } });
    expect(within(screen.getByRole('listbox', { name: /first level/ })).getAllByRole('option').map((b) => b.textContent)).toEqual(['Office']);
  });

  it('ignores picks beyond the limit of 5', () => {
    render(<Harness />);
    fireEvent.click(screen.getByText('open'));
    for (const name of ['Cook', 'Barista', 'Baker', 'Waiter', 'Dishwasher', 'Butcher']) pick(name);
    expect(picked()).toContain('5/5');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByTestId('applied').textContent).toBe('Cook,Barista,Baker,Waiter,Dishwasher');
  });

  it("clears every pick with 'Reset'", () => {
    render(<Harness />);
    fireEvent.click(screen.getByText('open'));
    pick('Cook');
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(picked()).toContain('0/5');
  });

  it('discards unapplied picks on close and shows the applied ones again', () => {
    render(<Harness />);
    fireEvent.click(screen.getByText('open'));
    pick('Cook');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    fireEvent.click(screen.getByText('open'));
    pick('Baker');
    pick('Cook');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByTestId('applied').textContent).toBe('Cook');
    fireEvent.click(screen.getByText('open'));
    expect(picked()).toContain('1/5');
    expect(second().getByRole('option', { name: /^Cook/ }).getAttribute('aria-selected')).toBe('true');
  });
});
