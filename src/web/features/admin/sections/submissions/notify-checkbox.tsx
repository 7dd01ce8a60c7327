import type { ComponentProps } from 'react';

interface NotifyCheckboxProps extends Omit<ComponentProps<'input'>, 'type' | 'id'> {
  id: string;
  /** Where the message would go; without an address the box cannot be ticked. */
  email: string | null;
}

/** "Ilmoita ehdokkaalle sähköpostilla", with the address it goes to. */
export function NotifyCheckbox({ id, email, ...input }: NotifyCheckboxProps) {
  const descriptionId = `${id}-description`;
  return (
    <div className="field">
      <div className="choice">
        <input
          type="checkbox"
          id={id}
          className="choice__input"
          aria-describedby={descriptionId}
          disabled={email === null}
          {...input}
        />
        <label className="choice__label" htmlFor={id}>
          Ilmoita ehdokkaalle sähköpostilla
          <span className="choice__description" id={descriptionId}>
            {email === null
              ? 'Ehdokkaan sähköpostiosoite ei ole tiedossa, joten viestiä ei voi lähettää.'
              : `Viesti lähetetään osoitteeseen ${email}.`}
          </span>
        </label>
      </div>
    </div>
  );
}
