import { useRef, useState, type SubmitEvent } from 'react';
import { Combobox } from '../../../components/combobox/combobox';
import type { ComboboxOption } from '../../../components/combobox/filter-options';
import type { MunicipalitySummary } from '../api/municipalities';

interface MunicipalityPickerProps {
  municipalities: readonly MunicipalitySummary[];
  onStart: (municipalityId: string) => void;
}

function countMessage(count: number): string {
  return count === 1 ? '1 kunta löytyi' : `${String(count)} kuntaa löytyi`;
}

/** "Valitse kuntasi" and the big "Aloita" button. */
export function MunicipalityPicker({ municipalities, onStart }: MunicipalityPickerProps) {
  const [municipalityId, setMunicipalityId] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const inputRef = useRef<HTMLInputElement>(null);

  const options: ComboboxOption[] = municipalities.map((municipality) => ({
    value: municipality.municipality_id,
    label: municipality.name,
    keywords: municipality.name_sv ? [municipality.name_sv] : [],
  }));

  function handleChange(value: string | null) {
    setMunicipalityId(value);
    if (value !== null) setError(undefined);
  }

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (municipalityId === null) {
      setError('Valitse ensin kunta.');
      inputRef.current?.focus();
      return;
    }
    onStart(municipalityId);
  }

  return (
    <form className="municipality-picker" onSubmit={handleSubmit} noValidate>
      <Combobox
        id="municipality"
        label="Valitse kuntasi"
        hint="Kirjoita kuntasi nimen alku ja valitse kunta listasta."
        options={options}
        value={municipalityId}
        onChange={handleChange}
        error={error}
        countMessage={countMessage}
        noResultsMessage="Kuntia ei löytynyt. Tarkista kirjoitusasu."
        toggleLabel="Näytä kaikki kunnat"
        inputRef={inputRef}
      />
      <button type="submit" className="button button--primary button--large">
        Aloita
      </button>
    </form>
  );
}
