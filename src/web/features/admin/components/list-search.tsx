import { useState, type SubmitEvent } from 'react';
import { FormField } from '#web/components/form/form-field';
import { SelectField } from '#web/components/form/select-field';
import type { SelectOption } from '#web/components/form/quiet-select';
import { useT } from '#web/i18n/hooks';

interface ListSearchProps {
  id: string;
  /** The field's label, saying what it finds: "Hae nimellä tai sähköpostiosoitteella". */
  label: string;
  /** Names the search landmark: "Hakemusten haku". */
  formLabel: string;
  initial: string;
  /** An optional filter next to the search field (its first option means "all"). */
  select?: { id: string; label: string; options: readonly SelectOption[]; initial: string };
  onSearch: (search: string, selected: string) => void;
}

/**
 * The search of an admin list: a search field (and an optional filter) applied with "Hae", so a
 * slow connection does not search at every key press. Give it a `key` from the applied values,
 * so it shows them again after the browser's back button.
 */
export function ListSearch({ id, label, formLabel, initial, select, onSearch }: ListSearchProps) {
  const t = useT();
  const [text, setText] = useState(initial);
  const [selected, setSelected] = useState(select?.initial ?? '');
  const applied = initial !== '' || (select?.initial ?? '') !== '';
  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(text.trim(), selected);
  }
  return (
    <form className="admin-filters" role="search" aria-label={formLabel} onSubmit={submit}>
      <FormField id={id} label={label}>
        {(control) => (
          <input
            {...control}
            type="search"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
            }}
          />
        )}
      </FormField>
      {select && (
        <SelectField
          id={select.id}
          label={select.label}
          value={selected}
          onChange={setSelected}
          options={select.options}
        />
      )}
      <ApplyButtons
        apply={t('admin.list.search.submit')}
        clear={applied ? t('admin.list.search.clear') : null}
        onClear={() => {
          onSearch('', '');
        }}
      />
    </form>
  );
}

/**
 * The buttons of a list's search or filter form: apply (submits the form), and, while a search
 * or filter is applied (`clear` is its label), one that shows the whole list again.
 */
export function ApplyButtons({
  apply,
  clear,
  onClear,
}: {
  apply: string;
  clear: string | null;
  onClear: () => void;
}) {
  return (
    <div className="button-row">
      <button type="submit" className="button button--primary">
        {apply}
      </button>
      {clear !== null && (
        <button type="button" className="button button--secondary" onClick={onClear}>
          {clear}
        </button>
      )}
    </div>
  );
}
