import { useId } from 'react';
import { useT } from '#web/i18n/hooks';
import '#web/styles/voter-shorter.css';

interface ShorterChoiceProps {
  total: number;
  onChoose: () => void;
}

/**
 * The municipality page's second way to start: "Lyhyempi versio", explained in one sentence,
 * beside "Aloita vastaaminen" (all statements, as before). Shown only when the setting
 * `shorter_version_enabled` is on.
 */
export function ShorterChoice({ total, onChoose }: ShorterChoiceProps) {
  const t = useT();
  const hintId = useId();
  return (
    <div className="start-choice">
      <p>
        <button
          type="button"
          className="button button--secondary button--large"
          aria-describedby={hintId}
          onClick={onChoose}
        >
          {t('shorter.choose')}
        </button>
      </p>
      <p className="start-choice__hint" id={hintId}>
        {t('shorter.chooseHint')} {t('shorter.chooseFull', { total })}
      </p>
    </div>
  );
}
