import { useEffect, useState } from 'react';
import { useT } from '#web/i18n/hooks';
import { QuietSelect } from '#web/components/form/quiet-select';
import { ReadAloudNote } from './read-aloud-note';
import type { Language } from '#web/i18n/language';

export interface ReadAloudItem {
  /** The button's text, e.g. "Kuuntele". */
  label: string;
  /** Read one after another, in this order. */
  texts: string[];
}

const RATES = { normal: 1, slower: 0.7 } as const;
export type Rate = keyof typeof RATES;

/**
 * A voice that runs on this device in `language`. Only `localService` voices: a network voice
 * would send the text to a third party, which the voter pages never do.
 */
function localVoice(language: Language): SpeechSynthesisVoice | null {
  const voices = typeof speechSynthesis === 'undefined' ? [] : speechSynthesis.getVoices();
  return voices.find((v) => v.localService && v.lang.toLowerCase().startsWith(language)) ?? null;
}

/** The local voice for `language`, followed as the browser lists its voices. */
export function useLocalVoice(language: Language): SpeechSynthesisVoice | null {
  const [voice, setVoice] = useState(() => localVoice(language));
  // Browsers list their voices a moment after the page loads.
  useEffect(() => {
    if (typeof speechSynthesis === 'undefined') return;
    const synth = speechSynthesis;
    const update = () => {
      setVoice(localVoice(language));
    };
    update();
    synth.addEventListener('voiceschanged', update);
    return () => {
      synth.removeEventListener('voiceschanged', update);
    };
  }, [language]);
  return voice;
}

/** Reads `texts` one after another with `voice` (whatever was being read stops first). */
export function speak(
  voice: SpeechSynthesisVoice,
  texts: readonly string[],
  rate: Rate,
  onDone: () => void,
): void {
  speechSynthesis.cancel();
  texts.forEach((text, i) => {
    const utterance = new SpeechSynthesisUtterance(text.replaceAll('\u00ad', ''));
    utterance.voice = voice;
    utterance.lang = voice.lang;
    utterance.rate = RATES[rate];
    if (i === texts.length - 1) utterance.onend = onDone;
    speechSynthesis.speak(utterance);
  });
}

/** "Lukunopeus": normal or slower. */
export function SpeedChoice({ rate, onChange }: { rate: Rate; onChange: (rate: Rate) => void }) {
  const t = useT();
  return (
    <label className="read-aloud__rate">
      {t('readAloud.speed')}{' '}
      <QuietSelect
        value={rate}
        onChange={(value) => {
          onChange(value === 'slower' ? 'slower' : 'normal');
        }}
        options={[
          { value: 'normal', label: t('readAloud.normal') },
          { value: 'slower', label: t('readAloud.slower') },
        ]}
      />
    </label>
  );
}

/**
 * "Kuuntele": reads texts aloud with the browser's own speech synthesis, only when asked (never
 * on its own, so it does not talk over a screen reader), and stops when `stopKey` changes (the
 * voter moved on) or the page closes. Without a local voice in the page language the buttons
 * are not shown; a note says how to add a voice on the device.
 */
export function ReadAloud({
  items,
  language,
  stopKey,
}: {
  items: ReadAloudItem[];
  language: Language;
  stopKey: unknown;
}) {
  const t = useT();
  const voice = useLocalVoice(language);
  const [reading, setReading] = useState<number | null>(null);
  const [rate, setRate] = useState<Rate>('normal');

  useEffect(
    () => () => {
      if (typeof speechSynthesis !== 'undefined') speechSynthesis.cancel();
      setReading(null);
    },
    [stopKey],
  );

  function read(index: number) {
    if (!voice) return;
    speak(voice, items[index]?.texts ?? [], rate, () => {
      setReading(null);
    });
    setReading(index);
  }

  function stop() {
    speechSynthesis.cancel();
    setReading(null);
  }

  if (!voice) return <ReadAloudNote />;
  return (
    <div className="read-aloud">
      {items.map((item, index) => (
        <button
          key={item.label}
          type="button"
          className="button button--secondary read-aloud__button"
          onClick={() => {
            read(index);
          }}
        >
          {item.label}
        </button>
      ))}
      {reading !== null && (
        <button type="button" className="button button--tertiary" onClick={stop}>
          {t('readAloud.stop')}
        </button>
      )}
      <SpeedChoice rate={rate} onChange={setRate} />
    </div>
  );
}
