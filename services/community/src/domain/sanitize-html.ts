/**
 * Event and notice bodies are HTML written by operators (and the seed). They are sanitised here,
 * when written, with sanitize-html (Apostrophe's allow-list sanitiser on htmlparser2; chosen over
 * DOMPurify because it needs no DOM: DOMPurify on the server means jsdom, a far larger dependency
 * for the same allow-list): what is stored is what is served, and the screens render it as is.
 *
 * Kept: text structure (paragraphs, headings, lists, tables, quotes, line breaks, emphasis), links
 * (http, https, mailto, or a path of the product; they open with rel="noopener noreferrer
 * nofollow") and images (https or /files/<key>). Dropped: script, style, iframe, object, forms,
 * every event handler (onclick, onerror, ...), style attributes, javascript: and data: URLs.
 */
import sanitize from 'sanitize-html';

const OPTIONS: sanitize.IOptions = {
  allowedTags: ['p', 'br', 'hr', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'span', 'div', 'blockquote', 'ul', 'ol', 'li', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'caption'],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Their content is code, not text: dropped with the tag.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href ? { href: attribs.href } : {}),
        ...(attribs.target === '_blank' ? { target: '_blank' } : {}),
        rel: 'noopener noreferrer nofollow',
      },
    }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** The body as it is stored and served: only the allowed tags, attributes and URLs remain. */
export function sanitizeBodyHtml(html: string): string {
  return sanitize(html, OPTIONS).trim();
}

/** The body's text (no tags, entities decoded, spaces collapsed): what the keyword search reads. */
export function bodyText(html: string): string {
  // A space before each tag: the words of two blocks do not run together.
  const text = sanitize(html.replace(/</g, ' <'), { allowedTags: [], allowedAttributes: {}, nonTextTags: OPTIONS.nonTextTags });
  return text
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}
