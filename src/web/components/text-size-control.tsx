import { useState } from 'react';
import type { MessageId } from '../i18n/catalogs';
import { useT } from '../i18n/hooks';
import { readTextSize, saveTextSize, type TextSize } from '../lib/text-size';

const OPTIONS: { size: TextSize; symbol: string; name: MessageId }[] = [
  { size: 'normal', symbol: 'A', name: 'textSize.normal' },
  { size: 'large', symbol: 'A+', name: 'textSize.large' },
  { size: 'x-large', symbol: 'A++', name: 'textSize.xLarge' },
];

/** "Tekstin koko": three toggle buttons; the choice is remembered on this device. */
export function TextSizeControl() {
  const t = useT();
  const [current, setCurrent] = useState<TextSize>(readTextSize);

  function choose(size: TextSize) {
    saveTextSize(size);
    setCurrent(size);
  }

  return (
    <div className="text-size" role="group" aria-labelledby="text-size-label">
      <span id="text-size-label" className="text-size__label">
        {t('textSize.label')}
      </span>
      <div className="text-size__buttons">
        {OPTIONS.map((option) => (
          <button
            key={option.size}
            type="button"
            className={`text-size__button text-size__button--${option.size}`}
            aria-pressed={current === option.size}
            onClick={() => {
              choose(option.size);
            }}
          >
            {/* The name starts with the visible "A+" (WCAG 2.5.3: speech users say what they see). */}
            {option.symbol}
            <span className="visually-hidden"> {t(option.name)}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
