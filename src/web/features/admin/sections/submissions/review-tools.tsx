import { Link } from 'react-router';
import { Choice } from '#web/components/form/choice-group';
import { useT } from '#web/i18n/hooks';
import { paths } from '#web/paths';

/** The "ready" list shows the most rows a page allows, to select many at once. */
export const READY_PAGE_SIZE = 200;

/** Moderointiperiaatteet: what the review follows (the public page, in a new tab). */
export function PolicyLink() {
  const t = useT();
  return (
    <p>
      <Link to={paths.moderationPolicy()} target="_blank" rel="noopener">
        {t('admin.submissions.policyLink')}
        <span className="visually-hidden"> {t('admin.submissions.newTab')}</span>
      </Link>
    </p>
  );
}

/** "Vain valmiit hyväksyttäviksi": official list matches, no flags, not a correction. */
export function ReadyFilter({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  const t = useT();
  return (
    <div className="field">
      <Choice
        type="checkbox"
        id="submissions-ready"
        label={t('admin.submissions.ready')}
        description={t('admin.submissions.ready.hint')}
        checked={checked}
        onChange={(event) => {
          onChange(event.target.checked);
        }}
      />
    </div>
  );
}
