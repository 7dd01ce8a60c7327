import { useEffect, useSyncExternalStore } from 'react';
import { useT } from '#web/i18n/hooks';
import { ReadAloudNote } from './read-aloud-note';
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
  /** Whether the bar has looked for a voice (the note waits for that). */
  voiceChecked: boolean;
}

let state: RowsState = { voice: null, rate: 'normal', reading: null, voiceChecked: false };
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
 * With the list's tools (candidate-results.tsx): the speed, once a local voice in the page
 * language is found (the rows get their buttons then). Reading stops when `stopKey` changes
 * (another party or search) or the list closes.
 */
export function RowsReadAloudBar({ language, stopKey }: { language: Language; stopKey: unknown }) {
  const voice = useLocalVoice(language);
  const { rate } = useRowsState();
  useEffect(() => stopReading, [stopKey]);
  // The rows take the voice from here: one lookup for the list, not one per card.
  useEffect(() => {
    update({ voice, voiceChecked: true });
  }, [voice]);

  if (!voice) return null;
  return (
    <div className="read-aloud">
      <SpeedChoice
        rate={rate}
        onChange={(next) => {
          update({ rate: next });
        }}
      />
    </div>
  );
}

/** Above the list while a row is read: "Lopeta lukeminen". */
export function RowsReadAloudStop() {
  const t = useT();
  const { reading } = useRowsState();
  if (reading === null) return null;
  return (
    <p className="read-aloud">
      <button type="button" className="button button--tertiary" onClick={stopReading}>
        {t('readAloud.stop')}
      </button>
    </p>
  );
}

/** After the list, without a local voice: the one-line note and its link (read-aloud-note.tsx). */
export function RowsReadAloudNote() {
  const { voice, voiceChecked } = useRowsState();
  if (voice || !voiceChecked) return null;
  return <ReadAloudNote />;
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
