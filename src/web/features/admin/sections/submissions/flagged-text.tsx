import { segmentsOf, type FlagKind } from '#core/moderation-flags';
import { useT } from '#web/i18n/hooks';
import type { ReviewFlag } from '../../api/submissions';

/**
 * A justification with each flag marked where it is: <mark> and, after it, the flag's kind in
 * words ("[puhelinnumero]"), so that it does not rest on colour alone.
 */
export function FlaggedText({ text, flags }: { text: string; flags: readonly ReviewFlag[] }) {
  const t = useT();
  const label = (kinds: readonly FlagKind[]) =>
    kinds.map((kind) => t('admin.submissions.flags.kind', { kind })).join(', ');
  return (
    <>
      {segmentsOf(text, flags).map((segment, i) =>
        segment.kinds.length === 0 ? (
          segment.text
        ) : (
          <mark key={i} className="submission__flag">
            {segment.text}
            <span className="submission__flag-label">
              {' '}
              {t('admin.submissions.flags.mark', { kind: label(segment.kinds) })}
            </span>
          </mark>
        ),
      )}
    </>
  );
}

/** "Huomiot perusteluissa": how many, and each with its statement, before the answers. */
export function FlagsSummary({ flags }: { flags: readonly ReviewFlag[] }) {
  const t = useT();
  if (flags.length === 0) return null;
  return (
    <section className="notice submission__flags" aria-labelledby="submission-flags-heading">
      <h3 id="submission-flags-heading">{t('admin.submissions.flags.heading')}</h3>
      <p>{t('admin.submissions.flags.intro', { count: flags.length })}</p>
      <ul>
        {flags.map((flag) => (
          <li key={`${String(flag.statement)}-${String(flag.start)}-${flag.kind}`}>
            <a href={`#vaittama-${String(flag.statement)}`}>
              {t('admin.submissions.flags.item', {
                statement: flag.statement,
                kind: t('admin.submissions.flags.kind', { kind: flag.kind }),
              })}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
