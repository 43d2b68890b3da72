import { type RefObject, useLayoutEffect, useState } from 'react';

/** Toolbar (56) + header row (40) + pagination (56). */
const CHROME = 152;

/**
 * The table body's height: the window less `calcHeight` below the table's top (Avue's calcHeight), measured while the
 * table is visible and again when the window is resized. Undefined (natural height) without calcHeight.
 */
export function useTableHeight(wrapRef: RefObject<HTMLElement | null>, calcHeight: number | undefined) {
  const [scrollY, setScrollY] = useState<number | undefined>(undefined);
  useLayoutEffect(() => {
    if (calcHeight === undefined) return;
    const measure = () => {
      const el = wrapRef.current;
      if (!el?.offsetParent) return;
      const top = el.getBoundingClientRect().top;
      setScrollY(Math.max(160, Math.round(window.innerHeight - top - calcHeight - CHROME)));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [calcHeight, wrapRef]);
  return scrollY;
}
