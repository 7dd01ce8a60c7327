import { useT } from '#web/i18n/hooks';
import { ContactText } from './contact-text';
import { usePublicSettings } from '../api/public-settings';

interface ControllerContactProps {
  /** Shown when the organiser has not entered contact details yet. */
  fallback: string;
}

/** The organiser's contact details from the system settings (`privacy_contact`). */
export function ControllerContact({ fallback }: ControllerContactProps) {
  const t = useT();
  const settings = usePublicSettings();
  if (settings.isPending) {
    return (
      <p role="status" className="muted">
        {t('legal.loadingContact')}
      </p>
    );
  }
  const contact = settings.data?.privacy_contact?.trim() ?? '';
  if (contact === '') return <p>{fallback}</p>;
  return <ContactText text={contact} />;
}
