import { useEffect, useSyncExternalStore } from 'react';
import { useT } from '#web/i18n/hooks';
import type { Language } from '#web/i18n/language';
import { SpeedChoice, speak, useLocalVoice, type Rate } from './read-aloud';

/**
 * "Kuuntele" on the result rows: a button on each card reads that row (rank, name, match, party,
 * number), and one bar above the list holds the speed and "Lopeta lukeminen". The bar and the
 * buttons load together after the results (this module), and share the speed and what is being
 * read here: one result list is on screen at a time.
 */
interface RowsState {
  /** The device's own voice in the page language, as the bar found it (null: none). */
  voice: SpeechSynthesisVoice | null;
  rate: Rate;
  /** The row being read (its candidate's id), or null. */
  reading: number | null;
}

let state: RowsState = { voice: null, rate: 'normal', reading: null };
const listeners = new Set<() => void>();

function update(next: Partial<RowsState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function useRowsState(): RowsState {
  return useSyncExternalStore(subscribe, () => state);
}

function stopReading() {
  if (typeof speechSynthesis !== 'undefined') speechSynthesis.cancel();
  update({ reading: null });
}

/**
 * Above the list: the speed and, while a row is read, "Lopeta lukeminen"; without a local voice
 * in the page language, the note on how to add one (and the rows get no buttons). Reading stops
 * when `stopKey` changes (another party or search) or the list closes.
 */
export function RowsReadAloudBar({ language, stopKey }: { language: Language; stopKey: unknown }) {
  const t = useT();
  const voice = useLocalVoice(language);
  const { rate, reading } = useRowsState();
  useEffect(() => stopReading, [stopKey]);
  // The rows take the voice from here: one lookup for the list, not one per card.
  useEffect(() => {
    update({ voice });
  }, [voice]);

  if (!voice) return <p className="read-aloud read-aloud__note muted">{t('readAloud.noVoice')}</p>;
  return (
    <div className="read-aloud">
      {reading !== null && (
        <button type="button" className="button button--tertiary" onClick={stopReading}>
          {t('readAloud.stop')}
        </button>
      )}
      <SpeedChoice
        rate={rate}
        onChange={(next) => {
          update({ rate: next });
        }}
      />
    </div>
  );
}

/** "Kuuntele" on one result row: reads `texts`; shown once the bar above has found a local voice. */
export function ListenToRow({
  id,
  name,
  texts,
}: {
  id: number;
  /** The candidate's name, so that each button says whose row it reads. */
  name: string;
  texts: readonly string[];
}) {
  const t = useT();
  const { voice, rate } = useRowsState();
  if (!voice) return null;
  return (
    <button
      type="button"
      className="button button--secondary read-aloud__button"
      onClick={() => {
        speak(voice, texts, rate, () => {
          if (state.reading === id) update({ reading: null });
        });
        update({ reading: id });
      }}
    >
      {t('readAloud.listen')}
      <span className="visually-hidden">: {name}</span>
    </button>
  );
}
