import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfirmDialog } from '../src/components/ConfirmDialog';
import { Modal } from '../src/components/Modal';
import { Tabs } from '../src/components/Tabs';

function ModalHarness({ confirm = false }: { confirm?: boolean }) {
  const [open, setOpen] = useState(false);
  const [answer, setAnswer] = useState('');
  return (
    <>
      <main>
        <button type="button" onClick={() => setOpen(true)}>
          open
        </button>
        <a href="#behind">a link behind</a>
        <output data-testid="answer">{answer}</output>
      </main>
      {confirm ? (
        <ConfirmDialog open={open} title="Cancel this application?" confirmLabel="Cancel application" cancelLabel="Keep application" onConfirm={() => { setAnswer('confirmed'); setOpen(false); }} onCancel={() => { setAnswer('kept'); setOpen(false); }}>
          The company no longer sees it.
        </ConfirmDialog>
      ) : (
        <Modal open={open} title="How to apply" onClose={() => setOpen(false)} footer={<button type="button">Apply</button>}>
          <input aria-label="Note" />
        </Modal>
      )}
    </>
  );
}

const opener = () => screen.getByRole('button', { name: 'open' });

describe('the modal', () => {
  afterEach(cleanup);

  // (inert too in a browser: jsdom has no `inert`, so there the page is only hidden; the e2e journeys check inert)
  it('takes the focus into its panel, named by its title, and hides the page behind from assistive technology', async () => {
    render(<ModalHarness />);
    opener().focus();
    fireEvent.click(opener());
    const dialog = await screen.findByRole('dialog', { name: 'How to apply' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    const main = document.querySelector('main')?.parentElement;
    expect(main?.getAttribute('aria-hidden')).toBe('true');
  });

  it('closes on Escape and gives the focus back to the control that opened it', async () => {
    render(<ModalHarness />);
    opener().focus();
    fireEvent.click(opener());
    const dialog = await screen.findByRole('dialog', { name: 'How to apply' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener());
    const main = document.querySelector('main')?.parentElement;
    expect(main?.hasAttribute('inert')).toBe(false);
    expect(main?.hasAttribute('aria-hidden')).toBe(false);
  });

  it('closes with its Close button', async () => {
    render(<ModalHarness />);
    fireEvent.click(opener());
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks a destructive question as an alertdialog described by its text, the focus on the way out', async () => {
    render(<ModalHarness confirm />);
    opener().focus();
    fireEvent.click(opener());
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this application?' });
    expect(dialog.getAttribute('aria-describedby') && document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toContain('The company no longer sees it.');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep application' })));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.getByTestId('answer').textContent).toBe('kept'));
    await waitFor(() => expect(document.activeElement).toBe(opener()));
  });
});

function TabsHarness() {
  const [tab, setTab] = useState<'all' | 'online' | 'offline'>('all');
  return (
    <Tabs
      label="Application type"
      items={[
        { value: 'all', label: 'All' },
        { value: 'online', label: 'Online' },
        { value: 'offline', label: 'Offline' },
      ]}
      value={tab}
      onChange={setTab}
    >
      <p>showing {tab}</p>
    </Tabs>
  );
}

describe('the tabs', () => {
  afterEach(cleanup);

  it('follow the ARIA tabs pattern: a named tablist, the selected tab controls the panel that is labelled by it', () => {
    render(<TabsHarness />);
    expect(screen.getByRole('tablist', { name: 'Application type' })).toBeTruthy();
    const all = screen.getByRole('tab', { name: 'All' });
    expect(all.getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel');
    expect(all.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.getAttribute('aria-labelledby')).toBe(all.id);
    expect(panel.textContent).toBe('showing all');
    // every tab's aria-controls names an element that exists
    for (const tab of screen.getAllByRole('tab')) expect(document.getElementById(tab.getAttribute('aria-controls') ?? '')).not.toBeNull();
  });

  it('are one Tab stop, and the arrow keys move along them and select (with Home and End)', async () => {
    render(<TabsHarness />);
    const tabs = screen.getAllByRole('tab');
    // the list is the one stop until a tab had the focus (it hands the focus to the selected tab)
    expect(screen.getByRole('tablist').tabIndex).toBe(0);
    expect(tabs.map((t) => t.tabIndex)).toEqual([-1, -1, -1]);
    tabs[0]?.focus();
    await waitFor(() => expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1]));
    fireEvent.keyDown(tabs[0] ?? document.body, { key: 'ArrowRight' });
    await waitFor(() => expect(screen.getByRole('tabpanel').textContent).toBe('showing online'));
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Online' }));
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'End' });
    await waitFor(() => expect(screen.getByRole('tabpanel').textContent).toBe('showing offline'));
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([-1, -1, 0]);
  });

  it('select on a click', async () => {
    render(<TabsHarness />);
    fireEvent.click(screen.getByRole('tab', { name: 'Offline' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Offline' }).getAttribute('aria-selected')).toBe('true'));
    expect(screen.getByRole('tabpanel').textContent).toBe('showing offline');
  });
});
