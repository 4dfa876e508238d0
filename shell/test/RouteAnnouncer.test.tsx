import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { documentTitle, pageTitleOf } from '../src/pageTitle';
import { RouteAnnouncer } from '../src/RouteAnnouncer';

function SlowAd() {
  const [loaded, setLoaded] = useState(false);
  return loaded ? (
    <h1 data-page-title="Barista - Kape Co.">Barista</h1>
  ) : (
    <div className="ph-page-spinner">
      <button type="button" onClick={() => setLoaded(true)}>
        load
      </button>
    </div>
  );
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <main id="main">
        <Routes>
          <Route
            path="/ad/all"
            element={
              <>
                <h1>All jobs</h1>
                <Link to="/ad/all/7">open</Link>
              </>
            }
          />
          <Route path="/ad/all/7" element={<SlowAd />} />
        </Routes>
      </main>
      <RouteAnnouncer />
    </MemoryRouter>,
  );
}

const announcer = () => screen.getByTestId('route-announcer');

describe('route changes', () => {
  afterEach(cleanup);

  it("set the document title from the screen's h1 on the first load, without saying it", async () => {
    renderAt('/ad/all');
    await waitFor(() => expect(document.title).toBe('All jobs | PH Jobs'));
    await new Promise((r) => setTimeout(r, 600));
    expect(announcer().textContent).toBe('');
    expect(announcer().getAttribute('aria-live')).toBe('polite');
  });

  it("say the new page's title in the polite live region once it has loaded, and title the document with its data-page-title", async () => {
    renderAt('/ad/all');
    fireEvent.click(screen.getByRole('link', { name: 'open' }));
    // still loading: nothing said yet
    await new Promise((r) => setTimeout(r, 600));
    expect(announcer().textContent).toBe('');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'load' }));
    });
    await waitFor(() => expect(announcer().textContent).toBe('Barista - Kape Co.'));
    expect(document.title).toBe('Barista - Kape Co. | PH Jobs');
  });
});

describe('the page title', () => {
  it("is the h1's text with its spaces tidied, or null while there is none", () => {
    const root = document.createElement('div');
    expect(pageTitleOf(root)).toBeNull();
    root.innerHTML = '<h1>  Jobs by\n region </h1>';
    expect(pageTitleOf(root)).toBe('Jobs by region');
    expect(documentTitle('Jobs by region')).toBe('Jobs by region | PH Jobs');
    expect(documentTitle('PH Jobs')).toBe('PH Jobs');
  });
});
