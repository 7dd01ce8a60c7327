import type { ComponentProps } from 'react';
import { useT } from '#web/i18n/hooks';

interface NotifyCheckboxProps extends Omit<ComponentProps<'input'>, 'type' | 'id'> {
  id: string;
  /** Where the message would go; without an address the box cannot be ticked. */
  email: string | null;
}

/** "Ilmoita ehdokkaalle sähköpostilla", with the address it goes to. */
export function NotifyCheckbox({ id, email, ...input }: NotifyCheckboxProps) {
  const t = useT();
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
          {t('admin.submissions.notify')}
          <span className="choice__description" id={descriptionId}>
            {email === null
              ? t('admin.submissions.notify.noEmail')
              : t('admin.submissions.notify.to', { email })}
          </span>
        </label>
      </div>
    </div>
  );
}
