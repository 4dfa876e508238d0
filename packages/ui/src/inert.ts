/**
 * `inert` on everything of the page but an open modal: every child of <body> that does not hold
 * `panel` (the page, other portals, an outer modal under a nested one) is out of reach of pointer,
 * focus, find-in-page and assistive technology until the returned release is called.
 *
 * Counted per element, so nested modals may release in any order: an element stays inert while one
 * open modal still wants it so. The count is this module's own. aria-hidden's `suppressOthers`
 * shares one counter between `inert` and the `aria-hidden` that Radix's Dialog sets with the same
 * library, so one of the two attributes outlived a closed nested modal (an outer sheet stayed inert
 * after its picker closed). Elements that were inert before a modal opened are left as they were.
 */
const holds = new WeakMap<Element, number>();

export function inertOthers(panel: Element): () => void {
  const marked: Element[] = [];
  for (const node of Array.from(panel.ownerDocument.body.children)) {
    if (node.contains(panel) || node.tagName === 'SCRIPT') continue;
    const count = holds.get(node) ?? 0;
    if (count === 0 && node.hasAttribute('inert')) continue;
    holds.set(node, count + 1);
    node.setAttribute('inert', '');
    marked.push(node);
  }
  return () => {
    for (const node of marked) {
      const count = (holds.get(node) ?? 1) - 1;
      if (count > 0) holds.set(node, count);
      else {
        holds.delete(node);
        node.removeAttribute('inert');
      }
    }
  };
}
