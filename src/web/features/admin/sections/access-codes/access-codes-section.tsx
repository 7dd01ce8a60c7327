import { useState } from 'react';
import { LoadError } from '#web/components/load-error';
import { PageLoading } from '#web/components/page-loading';
import { StatusMessage } from '#web/components/status-message';
import { useStatusMessage } from '#web/components/use-status-message';
import {
  useAccessCodes,
  useResendAccessCode,
  type AccessCode,
  type CreatedAccessCodes,
} from '../../api/access-codes';
import { AdminSection } from '../../components/admin-section';
import { useAdminContext } from '../../hooks/use-admin-context';
import { AccessCodesTable, candidateLink } from './access-codes-table';
import { CreateCodesForm } from './create-codes-form';

const codes = (n: number) => (n === 1 ? '1 koodi' : `${String(n)} koodia`);
const emails = (n: number) => (n === 1 ? '1 sähköposti' : `${String(n)} sähköpostia`);

const NO_MAIL =
  'Sähköposti ei ole käytössä tällä palvelimella: anna koodit ehdokkaille itse (Kopioi linkki).';

/** "Luotiin 3 koodia, 3 sähköpostia on lähtenyt jonoon." The table shows each one's state. */
export function createdMessage(created: CreatedAccessCodes, emailRequested: boolean): string {
  const made = `Luotiin ${codes(created.codes.length)}`;
  if (!emailRequested) return `${made}. Sähköposteja ei lähetetty: anna koodit ehdokkaille itse.`;
  if (created.queued === 0) return `${made}. ${NO_MAIL}`;
  return `${made}, ${emails(created.queued)} on lähtenyt jonoon. Taulukon Viesti-sarake näyttää, milloin viesti on lähetetty.`;
}

/** /{id}/admin/paasykoodit: create codes for candidates, email them, see who has used theirs. */
export function AccessCodesSection() {
  const { municipalityId, municipalityName } = useAdminContext();
  const id = municipalityId ?? '';
  const list = useAccessCodes(id);
  const { status, announce } = useStatusMessage();
  const [error, setError] = useState<string | null>(null);

  const resend = useResendAccessCode(id);
  const resendCode = (code: AccessCode) => {
    setError(null);
    resend.mutate(code, {
      onSuccess: (result) => {
        if (result.email_status === 'pending')
          announce(`Koodi on lähtenyt jonoon osoitteeseen ${code.email}.`);
        else setError(`Koodia ei lähetetty osoitteeseen ${code.email}. ${NO_MAIL}`);
      },
      onError: (failure) => {
        setError(failure.message);
      },
    });
  };

  async function copyLink(code: AccessCode) {
    setError(null);
    try {
      await navigator.clipboard.writeText(candidateLink(code.code));
      announce(`Linkki kopioitiin (${code.email}). Voit liittää sen viestiin.`);
    } catch {
      setError('Linkin kopioiminen ei onnistunut. Valitse linkki hiirellä ja kopioi se itse.');
    }
  }

  return (
    <AdminSection
      title="Pääsykoodit"
      intro={
        <p>
          Ehdokas tarvitsee pääsykoodin voidakseen täyttää ehdokaslomakkeen
          {municipalityName ? ` kunnassa ${municipalityName}` : ''}. Jokainen koodi toimii kerran.
        </p>
      }
    >
      <StatusMessage status={status} />
      {error && (
        <div className="notice notice--error" role="alert">
          <p>{error}</p>
        </div>
      )}

      <h2>Luo uusia koodeja</h2>
      <CreateCodesForm
        municipalityId={id}
        onCreated={(created, emailRequested) => {
          setError(null);
          announce(createdMessage(created, emailRequested));
        }}
      />

      <h2>Luodut koodit</h2>
      {list.isPending && <PageLoading />}
      {list.isError && (
        <LoadError
          message="Koodien lataaminen epäonnistui. Tarkista verkkoyhteys ja yritä uudelleen."
          onRetry={() => void list.refetch()}
        />
      )}
      {list.data && (
        <AccessCodesTable
          codes={list.data}
          resending={resend.isPending ? resend.variables.code : null}
          onResend={(code) => {
            resendCode(code);
          }}
          onCopy={(code) => void copyLink(code)}
        />
      )}
    </AdminSection>
  );
}
