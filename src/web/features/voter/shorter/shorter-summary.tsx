import { Link } from 'react-router';
import { useT } from '#web/i18n/hooks';
import type { Progress } from '../lib/answers-store';
import { answeredCount } from '../lib/answers-store';
import { answeredSentence } from '../lib/answer-summary';
import { useQuestionUrl } from '../lib/question-url';
import { useShorterTexts } from './catalog';

/**
 * Where "Vastaa loppuihin" goes on: the first statement shown but left without an answer or a
 * skip, otherwise the next one not yet shown; null when every statement has been dealt with.
 */
export function continuePlace(progress: Progress, total: number): number | null {
  const order = progress.shorter?.order ?? [];
  const open = order.findIndex((id) => !(id in progress.answers));
  if (open >= 0) return open + 1;
  return order.length < total ? order.length + 1 : null;
}

interface ShorterSummaryProps {
  municipalityId: string;
  progress: Progress;
  total: number;
}

/** The results' first line in the shorter version: what the result rests on, and the way on. */
export function ShorterSummary({ municipalityId, progress, total }: ShorterSummaryProps) {
  const ready = useShorterTexts();
  const t = useT();
  const questionUrl = useQuestionUrl();
  const place = continuePlace(progress, total);
  if (!ready) return answeredSentence(t, answeredCount(progress.answers), total);
  return (
    <>
      {t('shorter.resultsRest', { answered: answeredCount(progress.answers), total })}
      {place !== null && (
        <>
          {' '}
          <Link className="results__answer-rest" to={questionUrl(municipalityId, place)}>
            {t('shorter.answerRest')}
          </Link>
        </>
      )}
    </>
  );
}
