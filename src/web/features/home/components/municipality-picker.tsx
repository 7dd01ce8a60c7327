import { useRef, useState, type SubmitEvent } from 'react';
import { Combobox } from '#web/components/combobox/combobox';
import type { ComboboxOption } from '#web/components/combobox/filter-options';
import { useLanguage, useT } from '#web/i18n/hooks';
import type { MunicipalitySummary } from '../api/municipalities';
import { municipalityName } from '#web/lib/municipality-name';

interface MunicipalityPickerProps {
  municipalities: readonly MunicipalitySummary[];
  onStart: (municipalityId: string) => void;
}

/** "Valitse kuntasi" and the big "Aloita" button (in the page language). */
export function MunicipalityPicker({ municipalities, onStart }: MunicipalityPickerProps) {
  const t = useT();
  const language = useLanguage();
  const [municipalityId, setMunicipalityId] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const inputRef = useRef<HTMLInputElement>(null);

  const options: ComboboxOption[] = municipalities.map((municipality) => ({
    value: municipality.municipality_id,
    label: municipalityName(municipality, language),
    // Either language's name finds the municipality, and so does its code ("091").
    keywords: [municipality.name_fi, municipality.name_sv, municipality.municipality_id].filter(
      (name): name is string => typeof name === 'string' && name !== '',
    ),
  }));

  function handleChange(value: string | null) {
    setMunicipalityId(value);
    if (value !== null) setError(undefined);
  }

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (municipalityId === null) {
      setError(t('home.pickerRequired'));
      inputRef.current?.focus();
      return;
    }
    onStart(municipalityId);
  }

  return (
    <form className="municipality-picker" onSubmit={handleSubmit} noValidate>
      <Combobox
        id="municipality"
        label={t('home.chooseMunicipality')}
        hint={t('home.pickerHint')}
        options={options}
        value={municipalityId}
        onChange={handleChange}
        error={error}
        countMessage={(count) => t('home.pickerCount', { count })}
        noResultsMessage={t('home.pickerNoResults')}
        toggleLabel={t('home.pickerShowAll')}
        inputRef={inputRef}
      />
      <button type="submit" className="button button--primary button--large">
        {t('home.start')}
      </button>
    </form>
  );
}
