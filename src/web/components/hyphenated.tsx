import type { ReactNode } from 'react';

const SOFT_HYPHEN = /\u00AD/g;

/** The text without its soft hyphens (U+00AD): what a screen reader, a title or a label gets. */
export function withoutSoftHyphens(text: string): string {
  return text.replace(SOFT_HYPHEN, '');
}

/**
 * A text with soft hyphens, drawn so that it still breaks at them on a narrow screen while screen
 * readers, copying and finding get whole words: the page holds the plain text (visually hidden)
 * and CSS draws the hyphenated one from `data-hyphenated` with empty alternative text (base.css),
 * so it stays out of the accessibility tree. Text without soft hyphens is returned as it is.
 * docs/decisions/0032-whole-words-for-screen-readers.md
 */
export function Hyphenated({ text }: { text: string }): ReactNode {
  const plain = withoutSoftHyphens(text);
  if (plain === text) return text;
  return (
    <span className="hyphenated" data-hyphenated={text}>
      <span className="visually-hidden">{plain}</span>
    </span>
  );
}
