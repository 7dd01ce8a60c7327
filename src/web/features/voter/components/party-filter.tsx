interface PartyFilterProps {
  parties: readonly string[];
  value: string;
  onChange: (party: string) => void;
}

export const ALL_PARTIES = '';

/** A native select: familiar, and works the same with touch, keyboard and screen readers. */
export function PartyFilter({ parties, value, onChange }: PartyFilterProps) {
  return (
    <div className="field party-filter">
      <label className="field__label" htmlFor="party-filter">
        Näytä ehdokkaat puolueittain
      </label>
      <select
        id="party-filter"
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
        }}
      >
        <option value={ALL_PARTIES}>Kaikki puolueet</option>
        {parties.map((party) => (
          <option key={party} value={party}>
            {party}
          </option>
        ))}
      </select>
    </div>
  );
}
