import type { ReactNode } from 'react';
import { Hyphenated } from '#web/components/hyphenated';

interface LegalSectionProps {
  /** The heading's id; the section is named by its heading. */
  id: string;
  heading: string;
  children: ReactNode;
}

/** A section of the privacy policy or the accessibility statement, under its own h2. */
export function LegalSection({ id, heading, children }: LegalSectionProps) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>
        <Hyphenated text={heading} />
      </h2>
      {children}
    </section>
  );
}
