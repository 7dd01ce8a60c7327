import { useRef } from 'react';
import { StatusMessage } from '#web/components/status-message';
import { useStatusMessage } from '#web/components/use-status-message';
import { useT } from '#web/i18n/hooks';
import { AdminSection } from '../../components/admin-section';
import { useAdminContext } from '../../hooks/use-admin-context';
import { OfficialCandidatesList } from './official-candidates-list';
import { OfficialCodesUpload } from './official-codes-upload';
import { OfficialImport } from './official-import';

/**
 * /admin/ehdokaslista (every municipality, super admin) and /{id}/admin/ehdokaslista (one
 * municipality): import the Ministry of Justice's candidate list (docs/official-candidates.md);
 * for one municipality also the list itself, candidates added and corrected by hand.
 */
export function OfficialListSection() {
  const t = useT();
  const { municipalityId, municipalityName } = useAdminContext();
  const { status, announce } = useStatusMessage();
  const statusRef = useRef<HTMLDivElement>(null);
  const done = (message: string) => {
    announce(message);
    statusRef.current?.focus();
  };
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
      <OfficialImport municipalityId={municipalityId} onDone={done} />
      {municipalityId && (
        <>
          <h2>{t('admin.official.list.heading')}</h2>
          <p>{t('admin.official.list.intro')}</p>
          <OfficialCandidatesList municipalityId={municipalityId} onSaved={done} />
          <h2>{t('admin.official.codes.heading')}</h2>
          <p>{t('admin.official.codes.intro')}</p>
          <OfficialCodesUpload municipalityId={municipalityId} onDone={done} />
        </>
      )}
    </AdminSection>
  );
}
