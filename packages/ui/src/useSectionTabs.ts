import { useEffect, useRef, useState } from 'react';

/**
 * An in-page tab bar over sections (the applicant detail and the talent resume view: Edu/Career,
 * Working Conditions, Cover Letter): `shown` is the section under the bar, the last whose top has
 * reached it (the first before any); `scrollTo(id)` scrolls a section up and highlights its tab at
 * once. A tab picked by a click stays highlighted until the reader scrolls (a short last section
 * may never reach the bar). `barSelector` finds the tab bar.
 */
export function useSectionTabs<Id extends string>(ids: readonly Id[], barSelector: string): { shown: Id; scrollTo: (id: Id) => void } {
  const [active, setActive] = useState<Id>(ids[0] as Id);
  const [picked, setPicked] = useState<Id | null>(null);
  const frame = useRef(0);
  const key = ids.join('|');
  useEffect(() => {
    const update = () => {
      cancelAnimationFrame(frame.current);
      frame.current = requestAnimationFrame(() => {
        const bar = document.querySelector(barSelector)?.getBoundingClientRect().bottom ?? 0;
        let current = ids[0] as Id;
        for (const id of ids) {
          const top = document.getElementById(id)?.getBoundingClientRect().top;
          if (top !== undefined && top <= bar + 24) current = id;
        }
        setActive(current);
      });
    };
    const release = () => setPicked(null);
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    window.addEventListener('wheel', release, { passive: true });
    window.addEventListener('touchmove', release, { passive: true });
    window.addEventListener('keydown', release);
    return () => {
      cancelAnimationFrame(frame.current);
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
      window.removeEventListener('wheel', release);
      window.removeEventListener('touchmove', release);
      window.removeEventListener('keydown', release);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `ids` (a new array each render)
  }, [key, barSelector]);
  const scrollTo = (id: Id) => {
    setPicked(id);
    document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  return { shown: picked ?? active, scrollTo };
}
