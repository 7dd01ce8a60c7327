import { Link } from 'react-router';
import { pointTitle } from '#core/moderation-policy';
import { usePaths, useT } from '#web/i18n/hooks';
import { Msg } from '#web/i18n/msg';
import { useModerationPolicy } from '#web/lib/moderation-policy';
import type { ValidatedCode } from '../api/access-code';

/** Before sending: the answers are reviewed by the published policy (a link to it). */
export function ModerationNotice() {
  const paths = usePaths();
  return (
    <p>
      <Msg
        id="candidate.check.moderation"
        components={[<Link key="policy" to={paths.moderationPolicy()} />]}
      />
    </p>
  );
}

type Returned = NonNullable<NonNullable<ValidatedCode['current']>['returned']>;

/**
 * A returned submission: why, by the policy's point and the admin's note, for the candidate to
 * correct before sending again. Letter candidates (no email) learn it only here.
 */
export function ReturnedNotice({ returned }: { returned: Returned }) {
  const t = useT();
  const paths = usePaths();
  const policy = useModerationPolicy();
  const point = returned.reason_point
    ? policy.data?.points.find((p) => p.number === returned.reason_point)
    : undefined;
  return (
    <div className="notice notice--error">
      <h2>{t('candidate.returned.heading')}</h2>
      {returned.reason_point && (
        <p>
          <Link to={`${paths.moderationPolicy()}#kohta-${returned.reason_point}`}>
            {t('candidate.returned.point', { point: returned.reason_point })}
          </Link>
          {point && `: ${pointTitle(point)}`}
        </p>
      )}
      {returned.note && (
        <p>
          {t('candidate.returned.note')} {returned.note}
        </p>
      )}
    </div>
  );
}
