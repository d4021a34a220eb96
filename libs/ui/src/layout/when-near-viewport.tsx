import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` (typically a lazily loaded card) once its place comes within `margin` of the
 * viewport; until then, and while it loads, the placeholder holds the place (give it the card's
 * heading and height, so the page reads the same and nothing moves). A page's first load then
 * fetches only the code for what can be seen.
 */
export function WhenNearViewport({
  children,
  placeholder,
  margin = '200px',
}: {
  children: ReactNode;
  placeholder: ReactNode;
  margin?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const seen = new IntersectionObserver((e) => e.some((x) => x.isIntersecting) && setNear(true), {
      rootMargin: margin,
    });
    seen.observe(el);
    return () => seen.disconnect();
  }, [near, margin]);
  if (!near) return <div ref={ref}>{placeholder}</div>;
  return <Suspense fallback={placeholder}>{children}</Suspense>;
}
