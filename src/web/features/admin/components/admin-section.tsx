import { useId, type ReactNode } from 'react';
import { usePageTitle } from '#web/lib/use-page-title';
import { useAdminContext } from '../hooks/use-admin-context';
import { useT } from '#web/i18n/hooks';

interface AdminSectionProps {
  /** The section's <h1>, also the first part of the page title. */
  title: string;
  /** One or two sentences under the heading: what this page is for. */
  intro?: ReactNode;
  children?: ReactNode;
}

/**
 * The layout of one admin section: heading, short introduction, content. Sets the page title
 * "Otsikko – Kunta – Ylläpito – Eläkeläisten vaalikone". Use <h2> for parts inside it.
 */
export function AdminSection({ title, intro, children }: AdminSectionProps) {
  const { municipalityName } = useAdminContext();
  const headingId = useId();
  const t = useT();
  usePageTitle([title, municipalityName, t('admin.area')].filter(Boolean).join(' – '));
  return (
    <section className="admin-section" aria-labelledby={headingId}>
      <h1 id={headingId}>{title}</h1>
      {intro && <div className="admin-section__intro">{intro}</div>}
      {children}
    </section>
  );
}
