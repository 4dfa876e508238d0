import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Modal } from '../src/components/Modal';
import { inertOthers } from '../src/inert';

/** A sheet with a picker inside it, as the resume form's Working conditions sheet and its Region picker. */
function SheetWithPicker() {
  const [sheet, setSheet] = useState(false);
  const [picker, setPicker] = useState(false);
  return (
    <main>
      <button type="button" onClick={() => setSheet(true)}>
        open sheet
      </button>
      <Modal open={sheet} title="Working conditions" onClose={() => setSheet(false)}>
        <button type="button" onClick={() => setPicker(true)}>
          Choose
        </button>
        <Modal open={picker} title="Region" onClose={() => setPicker(false)}>
          <button type="button" onClick={() => setPicker(false)}>
            Apply
          </button>
        </Modal>
      </Modal>
    </main>
  );
}

const inertRoots = () => Array.from(document.body.children).filter((node) => node.hasAttribute('inert'));

describe('the page behind a modal is inert', () => {
  afterEach(cleanup);

  it('while a sheet is open, and the sheet again once the picker opened over it closes', async () => {
    render(<SheetWithPicker />);
    const page = screen.getByRole('main').parentElement!;
    fireEvent.click(screen.getByRole('button', { name: 'open sheet' }));
    const sheet = await screen.findByRole('dialog', { name: 'Working conditions' });
    await waitFor(() => expect(page.hasAttribute('inert')).toBe(true));
    expect(sheet.closest('[inert]')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Choose' }));
    const picker = await screen.findByRole('dialog', { name: 'Region' });
    await waitFor(() => expect(sheet.closest('[inert]')).not.toBeNull());
    expect(picker.closest('[inert]')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Region' })).toBeNull());
    await waitFor(() => expect(sheet.closest('[inert]')).toBeNull());
    expect(page.hasAttribute('inert')).toBe(true);

    fireEvent.keyDown(sheet, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(inertRoots()).toEqual([]));
  });

  it('counts nested holds released in either order, and leaves alone what was inert before', () => {
    const page = document.createElement('div');
    const before = document.createElement('div');
    before.setAttribute('inert', '');
    const outer = document.createElement('div');
    const inner = document.createElement('div');
    document.body.append(page, before, outer);
    try {
      const releaseOuter = inertOthers(outer);
      document.body.append(inner); // a nested modal's portal comes later
      const releaseInner = inertOthers(inner);
      expect([page.hasAttribute('inert'), outer.hasAttribute('inert'), inner.hasAttribute('inert')]).toEqual([true, true, false]);
      releaseOuter();
      expect([page.hasAttribute('inert'), outer.hasAttribute('inert'), inner.hasAttribute('inert')]).toEqual([true, true, false]);
      releaseInner();
      expect([page.hasAttribute('inert'), outer.hasAttribute('inert'), inner.hasAttribute('inert')]).toEqual([false, false, false]);
      expect(before.hasAttribute('inert')).toBe(true);
    } finally {
      for (const node of [page, before, outer, inner]) node.remove();
    }
  });
});
