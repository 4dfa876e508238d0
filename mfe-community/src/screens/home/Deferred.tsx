import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Mounts its children only when the reserved box comes near the viewport (IntersectionObserver,
 * 300 px ahead): the home's sections below the fold cost nothing on the first screen. The box keeps
 * `minHeight` until then so nothing shifts (CLS).
 */
export function Deferred({ children, minHeight, rootMargin = '300px' }: { children: ReactNode; minHeight: number; rootMargin?: string }) {
  const box = useRef<HTMLDivElement>(null);
  // without IntersectionObserver (old browsers, tests) everything shows at once
  const [shown, setShown] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = box.current;
    if (!el || shown) return;
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setShown(true);
    }, { rootMargin });
    io.observe(el);
    return () => io.disconnect();
  }, [shown, rootMargin]);
  return (
    <div ref={box} className="home-deferred" style={shown ? undefined : { minHeight }} aria-busy={shown ? undefined : true}>
      {shown ? children : null}
    </div>
  );
}
