import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ChevronRightIcon } from './Icons';

/**
 * A row that scrolls sideways when its content does not fit (tabs, chips), and shows it: the side
 * with more content fades out, and with a mouse a round arrow button scrolls that way. The
 * scrollbar itself stays hidden. Keyboard users reach every item with Tab (the browser scrolls
 * it into view), so the arrows are a pointer affordance only, hidden from assistive technology.
 */
export function ScrollRow({ children, className, reveal }: { children: ReactNode; className?: string; /** A selector of the item to bring clear of the fading edges when the row appears (the chosen chip or tab). */ reveal?: string }) {
  const track = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ start: false, end: false });

  useEffect(() => {
    const el = track.current;
    const item = reveal && el ? el.querySelector(reveal) : null;
    if (!el || !item) return;
    const edge = 48; // the width of the fade
    const box = el.getBoundingClientRect();
    const at = item.getBoundingClientRect();
    if (at.right > box.right - edge) el.scrollLeft += at.right - (box.right - edge);
    else if (at.left < box.left + edge && el.scrollLeft > 0) el.scrollLeft -= box.left + edge - at.left;
  }, [reveal]);

  useEffect(() => {
    const el = track.current;
    if (!el) return;
    const update = () => {
      const max = el.scrollWidth - el.clientWidth;
      const next = { start: el.scrollLeft > 1, end: el.scrollLeft < max - 1 };
      setMore((cur) => (cur.start === next.start && cur.end === next.end ? cur : next));
    };
    update();
    el.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(el);
    if (el.firstElementChild) observer?.observe(el.firstElementChild);
    return () => {
      el.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
      observer?.disconnect();
    };
  }, []);

  const scroll = (direction: 1 | -1) => {
    const el = track.current;
    if (el) el.scrollBy({ left: direction * Math.max(80, el.clientWidth * 0.7), behavior: 'smooth' });
  };

  return (
    <div className={`ph-scroll-row${className ? ` ${className}` : ''}`} data-more-start={more.start ? '' : undefined} data-more-end={more.end ? '' : undefined}>
      <div className="ph-scroll-row__track" ref={track}>
        {children}
      </div>
      {more.start ? (
        <span className="ph-scroll-row__arrow ph-scroll-row__arrow--start" aria-hidden="true" onClick={() => scroll(-1)}>
          <ChevronRightIcon width={16} height={16} />
        </span>
      ) : null}
      {more.end ? (
        <span className="ph-scroll-row__arrow ph-scroll-row__arrow--end" aria-hidden="true" onClick={() => scroll(1)}>
          <ChevronRightIcon width={16} height={16} />
        </span>
      ) : null}
    </div>
  );
}
