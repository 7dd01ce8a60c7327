import { useEffect, useState, type RefObject } from 'react';

/** The width before the first measurement (and where there is no layout, as in unit tests). */
const DEFAULT_SIZE = 480;

/**
 * The rendered width of a chart in CSS pixels, and the chosen text size (A / A+ / A++), so a
 * chart can keep its units equal to pixels and place its labels again when either changes.
 */
export function useChartSize(ref: RefObject<Element | null>): { size: number; textSize: string } {
  const [size, setSize] = useState(DEFAULT_SIZE);
  const [textSize, setTextSize] = useState(() => document.documentElement.dataset.textSize ?? '');

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => {
      const width = Math.round(element.getBoundingClientRect().width);
      if (width > 0) setSize(width);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);

  useEffect(() => {
    const root = document.documentElement;
    const observer = new MutationObserver(() => setTextSize(root.dataset.textSize ?? ''));
    observer.observe(root, { attributes: true, attributeFilter: ['data-text-size'] });
    return () => observer.disconnect();
  }, []);

  return { size, textSize };
}
