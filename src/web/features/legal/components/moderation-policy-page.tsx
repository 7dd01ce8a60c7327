import { Hyphenated } from '#web/components/hyphenated';
import { LoadError } from '#web/components/load-error';
import { PageLoading } from '#web/components/page-loading';
import { useT } from '#web/i18n/hooks';
import { usePageTitle } from '#web/lib/use-page-title';
import { useModerationPolicy } from '#web/lib/moderation-policy';
import { PolicyText } from '#web/components/policy-text';

/** /moderointiperiaatteet (and /sv/…): the published terms the review follows. */
export function ModerationPolicyPage() {
  const t = useT();
  usePageTitle(t('moderation.title'));
  const policy = useModerationPolicy();
  return (
    <article className="page prose">
      <h1>
        <Hyphenated text={t('moderation.heading')} />
      </h1>
      {policy.isPending ? (
        <PageLoading />
      ) : policy.isError ? (
        <LoadError message={t('moderation.loadFailed')} onRetry={() => void policy.refetch()} />
      ) : (
        <PolicyText text={policy.data.text} />
      )}
    </article>
  );
}
