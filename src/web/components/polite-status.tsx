import type { ReactNode } from 'react';

interface PoliteStatusProps {
  /** The element: a paragraph for a sentence, a div for anything else. */
  as?: 'div' | 'p';
  id?: string;
  className?: string;
  /** What is said; nothing (null, false, '') while there is nothing to say. */
  children?: ReactNode;
}

/**
 * A polite live region on the voter pages: what appears or changes in it is read out when the
 * screen reader is free (a count, a refused pick). It is `aria-live="polite"` and atomic, like
 * role=status, but without that role: Orca read every role=status it passed when reading the
 * page as "statusbar", an empty one as nothing else (docs/screen-reader.md). It is in the page
 * from the start, also while empty, so that screen readers notice what appears in it.
 */
export function PoliteStatus({ as: Tag = 'div', id, className, children }: PoliteStatusProps) {
  return (
    <Tag id={id} className={className} aria-live="polite" aria-atomic="true">
      {children}
    </Tag>
  );
}
