import { useEffect, useState } from 'react';
import type { TermSegment } from '#core/term-explanations';
import type { Language } from '#web/i18n/language';
import { Hyphenated } from '#web/components/hyphenated';

const SOFT_HYPHEN = '\u00ad';

/**
 * The texts come with soft hyphens (the server hyphenates long words): the words are found in
 * the text without them, and each piece gets its soft hyphens back, so long words still break.
 */
function withSoftHyphens(original: string, segments: TermSegment[]): TermSegment[] {
  let at = 0;
  const pieces = segments.map((segment) => {
    const start = at;
    let taken = 0;
    while (taken < segment.text.length && at < original.length) {
      if (original[at] !== SOFT_HYPHEN) taken += 1;
      at += 1;
    }
    return { ...segment, text: original.slice(start, at) };
  });
  const last = pieces.at(-1);
  if (last && at < original.length) last.text += original.slice(at);
  return pieces;
}

/**
 * Words explained where they stand (issue #36, part 2). The explanations load after the
 * statement is drawn (their module is not on the page's first path; docs/matching.md, "Words
 * explained"); until then, and for a statement without explanations, the text is plain.
 */
export function useStatementTerms(
  id: number,
  text: string,
  language: Language,
): readonly TermSegment[] | null {
  const [segments, setSegments] = useState<{ key: string; value: TermSegment[] } | null>(null);
  const key = `${String(id)} ${language} ${text}`;
  useEffect(() => {
    let live = true;
    void import('#core/term-explanations')
      .then((module) => {
        const plain = text.replaceAll(SOFT_HYPHEN, '');
        const found = module.explainTerms(plain, module.termsForStatement(id, language));
        const value = withSoftHyphens(text, found);
        if (live) setSegments({ key, value });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [id, text, language, key]);
  if (segments?.key !== key || !segments.value.some((s) => s.term)) return null;
  return segments.value;
}

/**
 * The explained words of the statement, each a disclosure button (its state announced), in a
 * line of their own under the statement. Not inside the statement's heading: there a button split
 * the heading, and Orca read the statement in three pieces ("På heading level 1", the button,
 * the rest), so the voter did not hear the statement whole.
 */
export function TermButtons({
  segments,
  open,
  panelId,
  onToggle,
}: {
  segments: readonly TermSegment[];
  open: ReadonlySet<number>;
  panelId: (index: number) => string;
  onToggle: (index: number) => void;
}) {
  return segments.map((segment, index) =>
    segment.term ? (
      <span key={index}>
        {' '}
        <button
          type="button"
          className="term"
          aria-expanded={open.has(index)}
          aria-controls={panelId(index)}
          onClick={() => {
            onToggle(index);
          }}
        >
          <Hyphenated text={segment.text} />
        </button>
      </span>
    ) : null,
  );
}

/**
 * The explanations under the statement: each shown in place when its word is pressed; on paper
 * every one is printed, as a footnote (voter.css).
 */
export function TermExplanations({
  segments,
  open,
  panelId,
}: {
  segments: readonly TermSegment[];
  open: ReadonlySet<number>;
  panelId: (index: number) => string;
}) {
  return (
    <div className="term-explanations">
      {segments.map((segment, index) =>
        segment.term ? (
          <p key={index} id={panelId(index)} className="term-explanation" hidden={!open.has(index)}>
            <strong>{segment.term.term}:</strong> {segment.term.explanation}
          </p>
        ) : null,
      )}
    </div>
  );
}
