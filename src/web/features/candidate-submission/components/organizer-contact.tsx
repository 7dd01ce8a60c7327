import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useLanguage, usePaths, useT } from '#web/i18n/hooks';
import { publicSettingsQueryOptions } from '#web/lib/public-queries';

interface OrganizerContactProps {
  /** The sentence before the contact ("Kysyttävää? Ota yhteyttä:"), when one is set. */
  lead?: string;
  /** What to say when no contact is set (Asetukset → Yhteyshenkilö ehdokkaille is empty). */
  fallback?: string;
}

/**
 * Whom a candidate contacts: the organizer's contact from the settings (name, email and/or
 * phone, as the organizer wrote it), or the general "the vaalikone's organizers" when none is set.
 */
export function OrganizerContact({ lead, fallback }: OrganizerContactProps) {
  const t = useT();
  const settings = useQuery(publicSettingsQueryOptions(useLanguage()));
  const contact = settings.data?.organizer_contact.trim() ?? '';
  if (contact === '') {
    return settings.isPending ? null : (
      <p className="cs-contact">{fallback ?? t('candidate.contact.none')}</p>
    );
  }
  return (
    <div className="cs-contact">
      <h2>{t('candidate.contact.heading')}</h2>
      <p>{lead ?? t('candidate.contact.lead')}</p>
      <p className="cs-contact__text">{contact}</p>
    </div>
  );
}

/** The end of a page with nothing more to do: whom to contact, and the way to the front page. */
export function ContactAndHome({ lead, fallback }: Required<OrganizerContactProps>) {
  const t = useT();
  const paths = usePaths();
  return (
    <>
      <OrganizerContact lead={lead} fallback={fallback} />
      <p>
        <Link className="button button--secondary" to={paths.home()}>
          {t('candidate.thanks.toHome')}
        </Link>
      </p>
    </>
  );
}
