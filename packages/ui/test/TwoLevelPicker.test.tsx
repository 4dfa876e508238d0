import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
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

const second = () => within(screen.getByRole('list', { name: /second level/ }));
const pick = (name: string) => fireEvent.click(second().getByRole('button', { name: new RegExp(`^${name}`) }));
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
    fireEvent.click(within(screen.getByRole('list', { name: /first level/ })).getByRole('button', { name: 'Office' }));
    pick('Clerk');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByTestId('applied').textContent).toBe('Barista,Clerk');
  });

  it('says which parent is shown (aria-current) and which children are picked (aria-pressed), with no control inside another', () => {
    render(<Harness />);
    fireEvent.click(screen.getByText('open'));
    const first = within(screen.getByRole('list', { name: /first level/ }));
    expect(first.getByRole('button', { name: 'Food' }).getAttribute('aria-current')).toBe('true');
    expect(first.getByRole('button', { name: 'Office' }).getAttribute('aria-current')).toBeNull();
    pick('Cook');
    expect(second().getByRole('button', { name: /^Cook/ }).getAttribute('aria-pressed')).toBe('true');
    expect(second().getByRole('button', { name: /^Barista/ }).getAttribute('aria-pressed')).toBe('false');
    expect(document.querySelectorAll('[role="option"] button, button button')).toHaveLength(0);
  });

  it('puts both search boxes above the two lists, each with its own placeholder', () => {
    render(
      <TwoLevelPicker open title="Select region" items={items} value={[]} max={5} onApply={() => undefined} onClose={() => undefined} parentPlaceholder="Only cities are searchable" childPlaceholder="Only provinces are searchable" />,
    );
    const filters = screen.getByPlaceholderText('Only cities are searchable').parentElement;
    expect(filters).toBe(screen.getByPlaceholderText('Only provinces are searchable').parentElement);
    expect(filters?.querySelector('ul')).toBeNull();
    fireEvent.change(screen.getByPlaceholderText('Only cities are searchable'), { target: { value: 'off' } });
    expect(within(screen.getByRole('list', { name: /first level/ })).getAllByRole('button').map((b) => b.textContent)).toEqual(['Office']);
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
    expect(second().getByRole('button', { name: /^Cook/ }).className).toContain('picked');
  });
});
