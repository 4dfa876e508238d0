import { describe, expect, it } from 'vitest';
import { bodyText, sanitizeBodyHtml } from '../src/domain/sanitize-html.ts';

describe('event and notice bodies', () => {
  it('keep text structure, links and images', () => {
    const html = '<h3>Warning signs</h3><ul><li><strong>No fees</strong></li></ul><table><tr><td colspan="2">x</td></tr></table><img src="/files/seed/events/e-1" alt="Fair" width="320">';
    expect(sanitizeBodyHtml(html)).toBe('<h3>Warning signs</h3><ul><li><strong>No fees</strong></li></ul><table><tr><td colspan="2">x</td></tr></table><img src="/files/seed/events/e-1" alt="Fair" width="320" />');
  });

  it('drop script, style, frames, forms, event handlers, style attributes and javascript:/data: URLs', () => {
    const html =
      '<script>alert(1)</script><style>p{}</style><iframe src="https://x"></iframe><form action="/x"><input name="a"></form>' +
      '<p style="color:red" onmouseover="x()">ok</p><a href="JaVaScRiPt:alert(1)">a</a><img src="data:image/png;base64,AAA"><svg onload="alert(1)"></svg>';
    const clean = sanitizeBodyHtml(html);
    expect(clean).toBe('<p>ok</p><a rel="noopener noreferrer nofollow">a</a>');
  });

  it('give the searchable text, block words apart and entities decoded', () => {
    expect(bodyText('<p>PHP 695&nbsp;a day</p><p>NCR &amp; Region III</p><script>x</script>')).toBe('PHP 695 a day NCR & Region III');
  });
});
