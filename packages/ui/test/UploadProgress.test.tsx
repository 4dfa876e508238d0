import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UploadProgress } from '../src/components/UploadProgress';

describe('upload progress', () => {
  afterEach(cleanup);

  it('is a progress bar with its value in percent, named by the file, beside the line that says it', () => {
    render(<UploadProgress name="permit.pdf" sizeText="1.23 MB" fraction={0.426} />);
    const bar = screen.getByRole('progressbar', { name: 'Upload of permit.pdf' });
    expect(bar.getAttribute('aria-valuenow')).toBe('43');
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect(screen.getByText('Uploading permit.pdf (1.23 MB) 43%')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Uploading permit.pdf');
  });

  it('keeps its value between 0 and 100', () => {
    render(<UploadProgress name="a.png" sizeText="0.01 MB" fraction={1.2} />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
  });
});
