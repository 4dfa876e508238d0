import type { Locator } from '@playwright/test';

/**
 * Layout facts a person sees, measured in the page: whether a placeholder fits its input, on how
 * many lines a piece of text sits, and whether an element lies inside the visible part of another.
 */

/** The width a text input's placeholder needs and the width its content box gives it (px). */
export function placeholderFit(input: Locator): Promise<{ text: string; needs: number; has: number }> {
  return input.evaluate((el) => {
    const field = el as HTMLInputElement;
    const style = getComputedStyle(field, '::placeholder');
    const context = document.createElement('canvas').getContext('2d');
    if (!context) throw new Error('no canvas');
    context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const box = getComputedStyle(field);
    return {
      text: field.placeholder,
      needs: Math.ceil(context.measureText(field.placeholder).width),
      has: Math.floor(field.clientWidth - parseFloat(box.paddingLeft) - parseFloat(box.paddingRight)),
    };
  });
}

/** On how many lines `text` (found whole inside one text node of `container`) is laid out. */
export function linesOf(container: Locator, text: string): Promise<number> {
  return container.evaluate((root, wanted) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf(wanted) ?? -1;
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + wanted.length);
      const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
      return tops.size;
    }
    throw new Error(`'${wanted}' is not in one text node`);
  }, text);
}

/** The element's box against the visible box of `frame` (a scrolling row): how far it sticks out on each side (0 when inside). */
export async function overflowIn(element: Locator, frame: Locator): Promise<{ left: number; right: number }> {
  const [box, visible] = await Promise.all([element.boundingBox(), frame.boundingBox()]);
  if (!box || !visible) throw new Error('not laid out');
  return { left: Math.max(0, Math.round(visible.x - box.x)), right: Math.max(0, Math.round(box.x + box.width - (visible.x + visible.width))) };
}
