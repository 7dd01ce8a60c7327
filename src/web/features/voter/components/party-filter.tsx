import { SelectField } from '#web/components/form/select-field';
import { useLanguage, useT } from '#web/i18n/hooks';
import { ALL_PARTIES, partyFullName } from '../lib/party-name';

interface PartyFilterProps {
  parties: readonly string[];
  value: string;
  onChange: (party: string) => void;
}

/** The voter's party choice above the results, with each party's full name. */
export function PartyFilter({ parties, value, onChange }: PartyFilterProps) {
  const t = useT();
  const language = useLanguage();
  return (
    <SelectField
      id="party-filter"
      className="party-filter"
      label={t('results.partyFilter')}
      value={value}
      onChange={onChange}
      options={[
        { value: ALL_PARTIES, label: t('results.allParties') },
        ...parties.map((party) => ({ value: party, label: partyFullName(party, language) })),
      ]}
    />
  );
}
