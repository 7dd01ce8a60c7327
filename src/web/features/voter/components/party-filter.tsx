import { useLanguage, useT } from '#web/i18n/hooks';
import { partyFullName } from '../lib/party-name';

interface PartyFilterProps {
  parties: readonly string[];
  value: string;
  onChange: (party: string) => void;
}

export const ALL_PARTIES = '';

/** A native select: familiar, and works the same with touch, keyboard and screen readers. */
export function PartyFilter({ parties, value, onChange }: PartyFilterProps) {
  const t = useT();
  const language = useLanguage();
  return (
    <div className="field party-filter">
      <label className="field__label" htmlFor="party-filter">
        {t('results.partyFilter')}
      </label>
      <select
        id="party-filter"
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
        }}
      >
        <option value={ALL_PARTIES}>{t('results.allParties')}</option>
        {parties.map((party) => (
          <option key={party} value={party}>
            {partyFullName(party, language)}
          </option>
        ))}
      </select>
    </div>
  );
}
