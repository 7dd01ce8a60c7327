import { useRef } from 'react';
import { StatusMessage } from '#web/components/status-message';
import { useStatusMessage } from '#web/components/use-status-message';
import { useT } from '#web/i18n/hooks';
import { AdminSection } from '../../components/admin-section';
import { useAdminContext } from '../../hooks/use-admin-context';
import { OfficialImport } from './official-import';

/**
 * /admin/ehdokaslista (every municipality, super admin) and /{id}/admin/ehdokaslista (one
 * municipality): import the Ministry of Justice's candidate list (docs/official-candidates.md).
 */
export function OfficialListSection() {
  const t = useT();
  const { municipalityId, municipalityName } = useAdminContext();
  const { status, announce } = useStatusMessage();
  const statusRef = useRef<HTMLDivElement>(null);
  return (
    <AdminSection
      title={t('admin.nav.officialList')}
      intro={
        <p>
          {municipalityId
            ? t('admin.official.intro.municipality', {
                municipality: municipalityName ?? municipalityId,
              })
            : t('admin.official.intro.all')}
        </p>
      }
    >
      <StatusMessage status={status} ref={statusRef} />
      <h2>{t('admin.official.import.heading')}</h2>
      <OfficialImport
        municipalityId={municipalityId}
        onDone={(message) => {
          announce(message);
          statusRef.current?.focus();
        }}
      />
    </AdminSection>
  );
}
