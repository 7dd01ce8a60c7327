import { useState } from 'react';
import { useT, type Translate } from '../../i18n/hooks';
import { useDelayedValue } from '../use-delayed-value';

interface CharacterCountProps {
  /** Id of the visible count; give the textarea `aria-describedby` the `hintId` instead. */
  id: string;
  /** Id of a static, screen-reader-only sentence "Enintään N merkkiä." for aria-describedby. */
  hintId: string;
  length: number;
  max: number;
  /** Quiet time after the last change before the count is read out. */
  announceDelayMs?: number;
}

/**
 * "Voit kirjoittaa vielä 12 merkkiä." or "Merkkejä on 3 liikaa.", in the page language (the
 * messages are in the candidate area: the candidate form is the only page with a count).
 */
export function characterCountText(t: Translate, length: number, max: number): string {
  const left = max - length;
  if (left >= 0) return t('characterCount.left', { left });
  return t('characterCount.over', { over: -left });
}

/**
 * The live character count under a text area (GOV.UK character count). The visible count
 * updates on every keystroke but is hidden from screen readers; a polite live region repeats it
 * once the writer pauses, so it is read out without interrupting every keystroke. Over the limit
 * the count turns into a warning (colour and text).
 */
export function CharacterCount({
  id,
  hintId,
  length,
  max,
  announceDelayMs = 1200,
}: CharacterCountProps) {
  const t = useT();
  const text = characterCountText(t, length, max);
  // Nothing to say until the writer changes something (a restored text is not news).
  const [initialText] = useState(text);
  const [edited, setEdited] = useState(false);
  if (!edited && text !== initialText) setEdited(true);
  const announced = useDelayedValue(edited ? text : '', announceDelayMs, '');

  const over = length > max;
  return (
    <>
      <p id={hintId} className="visually-hidden">
        {t('characterCount.max', { max })}
      </p>
      <p
        id={id}
        className={over ? 'character-count character-count--over' : 'character-count'}
        aria-hidden="true"
      >
        {text}
      </p>
      <div className="visually-hidden" aria-live="polite">
        {announced}
      </div>
    </>
  );
}
