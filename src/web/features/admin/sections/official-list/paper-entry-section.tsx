import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { partyName } from '#core/parties';
import { QueryStatus } from '#web/components/query-status';
import { useT } from '#web/i18n/hooks';
import { paths } from '#web/paths';
import '#web/styles/admin-paper-entry.css';
import { usePaperEntryContext, type PaperEntered } from '../../api/paper-forms';
import { AdminSection } from '../../components/admin-section';
import { useAdminContext } from '../../hooks/use-admin-context';
import { PaperEntryForm } from './paper-entry-form';

/** What happened, with the ways on: focus moves here once the form is saved. */
function Entered({ result, municipalityId }: { result: PaperEntered; municipalityId: string }) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div ref={ref} tabIndex={-1} role="status" className="notice notice--success">
      <p>
        {result.status === 'approved'
          ? t('admin.paper.done.published', { mark: result.mark })
          : t('admin.paper.done.pending', { mark: result.mark })}
      </p>
      <p>
        <Link to={paths.municipalityAdminSection(municipalityId, 'ehdokaslista')}>
          {t('admin.letters.back')}
        </Link>
      </p>
    </div>
  );
}

/**
 * /{id}/admin/ehdokaslista/paperilomake/{officialId}: "Syötä paperilomakkeelta". An admin types in
 * a candidate's signed paper form: every statement on one page, keys 1–5 for the answers. The
 * result is a submission marked as entered from paper (docs/official-candidates.md).
 */
export function PaperEntrySection() {
  const t = useT();
  const { municipalityId } = useAdminContext();
  const id = municipalityId ?? '';
  const officialId = Number(useParams().officialId);
  const context = usePaperEntryContext(id, officialId);
  const [entered, setEntered] = useState<PaperEntered | null>(null);
  const data = context.data;
  return (
    <AdminSection
      title={t('admin.paper.title')}
      intro={
        data && (
          <>
            <p>
              {t('admin.paper.candidate', {
                name: data.official.name,
                party: partyName(data.official.party),
                number: data.official.candidate_number,
                language:
                  data.official.language === 'sv'
                    ? t('admin.official.language.sv')
                    : t('admin.official.language.fi'),
              })}
            </p>
            <p>{t('admin.paper.keys')}</p>
          </>
        )
      }
    >
      <QueryStatus query={context} failedMessage={t('admin.paper.loadFailed')} />
      {entered ? (
        <Entered result={entered} municipalityId={id} />
      ) : data?.pending_submission_id != null ? (
        <p>
          {t('admin.paper.alreadyPending')}{' '}
          <Link to={paths.municipalityAdminSection(id, 'hakemukset')}>
            {t('admin.paper.toSubmissions')}
          </Link>
        </p>
      ) : (
        data && <PaperEntryForm municipalityId={id} context={data} onEntered={setEntered} />
      )}
      {!entered && (
        <p>
          <Link to={paths.municipalityAdminSection(id, 'ehdokaslista')}>
            {t('admin.letters.back')}
          </Link>
        </p>
      )}
    </AdminSection>
  );
}
