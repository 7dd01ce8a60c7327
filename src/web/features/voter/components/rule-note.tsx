import type { MouseEvent } from 'react';
import { useT } from '#web/i18n/hooks';
import { RULES_ID } from './rule-notes';

function toRules(event: MouseEvent<HTMLAnchorElement>) {
  const heading = document.getElementById(RULES_ID);
  if (!heading) return;
  event.preventDefault();
  heading.focus();
  heading.scrollIntoView();
}

/** On a card: "Sijoitus riippuu laskutavasta" and the way to the explanation. */
export function RuleNote() {
  const t = useT();
  return (
    <p className="candidate__rule-note">
      {t('rules.note')}{' '}
      <a href={`#${RULES_ID}`} onClick={toRules}>
        {t('rules.why')}
      </a>
    </p>
  );
}
