import type { ComponentProps } from 'react';
import { Choice } from '#web/components/form/choice-group';
import { useT } from '#web/i18n/hooks';

interface NotifyCheckboxProps extends Omit<ComponentProps<'input'>, 'type' | 'id'> {
  id: string;
  /** Where the message would go; without an address the box cannot be ticked. */
  email: string | null;
}

/** "Ilmoita ehdokkaalle sähköpostilla", with the address it goes to. */
export function NotifyCheckbox({ id, email, ...input }: NotifyCheckboxProps) {
  const t = useT();
  return (
    <div className="field">
      <Choice
        type="checkbox"
        id={id}
        label={t('admin.submissions.notify')}
        description={
          email === null
            ? t('admin.submissions.notify.noEmail')
            : t('admin.submissions.notify.to', { email })
        }
        disabled={email === null}
        {...input}
      />
    </div>
  );
}
