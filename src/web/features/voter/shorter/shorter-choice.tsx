import { useId } from 'react';
import { useNavigate } from '#web/lib/app-router-view';
import { useT } from '#web/i18n/hooks';
import { saveProgress } from '../lib/answers-store';
import { useQuestionUrl } from '../lib/question-url';
import { useShorterTexts } from './catalog';
import '#web/styles/voter-shorter.css';

interface ShorterChoiceProps {
  municipalityId: string;
  total: number;
}

/**
 * The municipality page's second way to start: "Lyhyempi versio", explained in one sentence,
 * beside "Aloita vastaaminen" (all statements, as before). Shown only when the setting
 * `shorter_version_enabled` is on.
 */
export function ShorterChoice({ municipalityId, total }: ShorterChoiceProps) {
  const ready = useShorterTexts();
  const t = useT();
  const navigate = useNavigate();
  const questionUrl = useQuestionUrl();
  // Offered only before the voter has started, so there is nothing on the device to keep.
  const choose = () => {
    saveProgress(municipalityId, {
      answers: {},
      important: [],
      current: 0,
      shorter: { order: [] },
    });
    void navigate(questionUrl(municipalityId, 1));
  };
  const hintId = useId();
  if (!ready) return null;
  return (
    <div className="start-choice">
      <p>
        <button
          type="button"
          className="button button--secondary button--large"
          aria-describedby={hintId}
          onClick={choose}
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
