import { useState } from 'react';
import { readTextSize, saveTextSize, type TextSize } from '../lib/text-size';

const OPTIONS: { size: TextSize; symbol: string; name: string }[] = [
  { size: 'normal', symbol: 'A', name: 'Normaali tekstikoko' },
  { size: 'large', symbol: 'A+', name: 'Suuri tekstikoko' },
  { size: 'x-large', symbol: 'A++', name: 'Erittäin suuri tekstikoko' },
];

/** "Tekstin koko": three toggle buttons; the choice is remembered on this device. */
export function TextSizeControl() {
  const [current, setCurrent] = useState<TextSize>(readTextSize);

  function choose(size: TextSize) {
    saveTextSize(size);
    setCurrent(size);
  }

  return (
    <div className="text-size" role="group" aria-labelledby="text-size-label">
      <span id="text-size-label" className="text-size__label">
        Tekstin koko
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
            <span className="visually-hidden"> {option.name}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
