import { Children, useEffect, useRef, useState, type ReactNode } from 'react';
import { ChevronRightIcon } from '@phjobs/ui/components/Icons';

/**
 * Slides side by side in a scroll-snapping track (swipe on a phone), with previous/next buttons
 * and one dot a slide. `autoPlayMs` moves on by itself unless the user prefers reduced motion or
 * the pointer or focus is inside. Each slide is a group named 'n of m'.
 */
export function Carousel({ label, children, autoPlayMs, className }: { label: string; children: ReactNode; autoPlayMs?: number; className?: string }) {
  const slides = Children.toArray(children);
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);

  const go = (index: number) => {
    const el = track.current;
    if (!el || slides.length === 0) return;
    const next = (index + slides.length) % slides.length;
    el.scrollTo({ left: next * el.clientWidth, behavior: 'smooth' });
    setCurrent(next);
  };

  useEffect(() => {
    const el = track.current;
    if (!el) return;
    const onScroll = () => {
      const w = el.clientWidth || 1;
      setCurrent(Math.round(el.scrollLeft / w));
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => el.removeEventListener('scroll', onScroll);
  }, []);

  useEffect(() => {
    if (!autoPlayMs || paused || slides.length < 2) return;
    if (typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const t = window.setTimeout(() => go(current + 1), autoPlayMs);
    return () => window.clearTimeout(t);
  });

  return (
    <section
      className={['home-carousel', className].filter(Boolean).join(' ')}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="home-carousel__track" ref={track}>
        {slides.map((slide, i) => (
          <div key={i} className="home-carousel__slide" role="group" aria-roledescription="slide" aria-label={`${i + 1} of ${slides.length}`}>
            {slide}
          </div>
        ))}
      </div>
      {slides.length > 1 ? (
        <div className="home-carousel__controls">
          <button type="button" className="home-carousel__arrow home-carousel__arrow--prev" aria-label={`Previous slide of ${label}`} onClick={() => go(current - 1)}>
            <ChevronRightIcon width={18} height={18} />
          </button>
          <span className="home-carousel__dots" aria-hidden="true">
            {slides.map((_, i) => (
              <span key={i} className={`home-carousel__dot${i === current ? ' home-carousel__dot--on' : ''}`} />
            ))}
          </span>
          <span className="home-carousel__count">
            {current + 1} / {slides.length}
          </span>
          <button type="button" className="home-carousel__arrow" aria-label={`Next slide of ${label}`} onClick={() => go(current + 1)}>
            <ChevronRightIcon width={18} height={18} />
          </button>
        </div>
      ) : null}
    </section>
  );
}
