import type { ComponentProps } from 'react';
import { Choice } from '#web/components/form/choice-group';
import { useT } from '#web/i18n/hooks';

interface NotifyCheckboxProps extends Omit<ComponentProps<'input'>, 'type' | 'id'> {
  id: string;
  /** Where the message would go; without an address nothing is offered. */
  email: string | null;
  /** A mail relay is configured (GET /api/me); without one nothing is offered. */
  emailEnabled?: boolean;
}

/**
 * "Ilmoita ehdokkaalle sähköpostilla", with the address it goes to. Not offered when there is
 * nowhere to send (a printed letter's code) or no mail relay: then a sentence says so.
 */
export function NotifyCheckbox({ id, email, emailEnabled = true, ...input }: NotifyCheckboxProps) {
  const t = useT();
  if (email === null || !emailEnabled) {
    return (
      <p id={id}>
        {emailEnabled
          ? t('admin.submissions.notify.letter')
          : t('admin.submissions.notify.mailOff')}
      </p>
    );
  }
  return (
    <div className="field">
      <Choice
        type="checkbox"
        id={id}
        label={t('admin.submissions.notify')}
        description={t('admin.submissions.notify.to', { email })}
        {...input}
      />
    </div>
  );
}
