import { useRef, useState } from 'react';
import { ConfirmDialog } from '#web/components/confirm-dialog';
import { LoadError } from '#web/components/load-error';
import { PageLoading } from '#web/components/page-loading';
import { StatusMessage } from '#web/components/status-message';
import { useStatusMessage } from '#web/components/use-status-message';
import {
  useAdminMunicipalities,
  useRemoveMunicipality,
  useUpdateMunicipality,
  type AdminMunicipality,
  type AdminMunicipalityListItem,
} from '../../api/admin-municipalities';
import { AdminSection } from '../../components/admin-section';
import { useAdminContext } from '../../hooks/use-admin-context';
import { AddCustomMunicipalityForm, AddReferenceMunicipalityForm } from './add-municipality-forms';
import { CustomNameForm } from './custom-name-form';
import { removalText } from './labels';
import { MunicipalitiesTable, type MunicipalityAction } from './municipalities-table';

/** /admin/kunnat (super admin): add, hide or show, rename and remove municipalities. */
export function MunicipalitiesSection() {
  const { refreshViewer } = useAdminContext();
  const municipalities = useAdminMunicipalities();
  const { status, announce } = useStatusMessage();
  const statusRef = useRef<HTMLDivElement>(null);
  const [removing, setRemoving] = useState<AdminMunicipalityListItem | null>(null);
  const [renaming, setRenaming] = useState<AdminMunicipalityListItem | null>(null);

  const update = useUpdateMunicipality();
  const toggleHidden = (m: AdminMunicipalityListItem) =>
    update.mutate(
      { id: m.municipality_id, input: { is_hidden: !m.is_hidden } },
      {
        onSuccess: (updated) => {
          announce(
            updated.is_hidden
              ? `${updated.name} on nyt piilotettu. Se ei enää näy äänestäjille.`
              : `${updated.name} näkyy nyt äänestäjille.`,
          );
        },
        onError: (error) => {
          announce(`Muutos ei onnistunut: ${error.message}`);
        },
      },
    );

  const remove = useRemoveMunicipality();
  const removeMunicipality = (m: AdminMunicipalityListItem) =>
    remove.mutate(m.municipality_id, {
      onSuccess: async () => {
        await refreshViewer();
        if (renaming?.municipality_id === m.municipality_id) setRenaming(null);
        setRemoving(null);
        announce(`${m.name} poistettiin vaalikoneesta.`);
      },
    });

  async function onAdded(added: AdminMunicipality) {
    await refreshViewer();
    announce(`${added.name} (${added.municipality_id}) lisättiin vaalikoneeseen.`);
  }

  function onAction(action: MunicipalityAction) {
    if (action.kind === 'toggle-hidden') toggleHidden(action.municipality);
    if (action.kind === 'rename') setRenaming(action.municipality);
    if (action.kind === 'remove') {
      remove.reset();
      setRemoving(action.municipality);
    }
  }

  const list = municipalities.data ?? [];
  const existingIds = new Set(list.map((m) => m.municipality_id));

  return (
    <AdminSection
      title="Kunnat"
      intro={
        <p>
          Täällä valitaan, mitkä kunnat ovat mukana vaalikoneessa. Piilotettu kunta katoaa
          äänestäjiltä heti, mutta sen tiedot säilyvät ja sen voi näyttää uudelleen.
        </p>
      }
    >
      <StatusMessage status={status} ref={statusRef} />

      <h2>Mukana olevat kunnat</h2>
      {municipalities.isPending && <PageLoading />}
      {municipalities.isError && (
        <LoadError
          message="Kuntien lataaminen epäonnistui. Tarkista verkkoyhteys ja yritä uudelleen."
          onRetry={() => void municipalities.refetch()}
        />
      )}
      {municipalities.data && (
        <MunicipalitiesTable
          municipalities={municipalities.data}
          onAction={onAction}
          busyId={update.isPending ? update.variables.id : null}
        />
      )}

      {renaming && (
        <CustomNameForm
          key={renaming.municipality_id}
          municipality={renaming}
          onCancel={() => {
            setRenaming(null);
          }}
          onSaved={(message) => {
            setRenaming(null);
            announce(message);
            statusRef.current?.focus();
          }}
        />
      )}

      <h2>Lisää kunta kuntaluettelosta</h2>
      <AddReferenceMunicipalityForm existingIds={existingIds} onAdded={onAdded} />

      <h2>Lisää oma kunta</h2>
      <p>
        Oma kunta on alue, jota ei ole kuntaluettelossa, esimerkiksi usean kunnan yhteinen alue tai
        harjoitteluun tarkoitettu kunta.
      </p>
      <AddCustomMunicipalityForm onAdded={onAdded} />

      <ConfirmDialog
        open={removing !== null}
        title={removing ? `Poistetaanko ${removing.name}?` : ''}
        confirmLabel="Poista kunta"
        destructive
        pending={remove.isPending}
        error={remove.error?.message ?? null}
        fallbackFocusRef={statusRef}
        onConfirm={() => {
          if (removing) removeMunicipality(removing);
        }}
        onCancel={() => {
          setRemoving(null);
        }}
      >
        <p>{removing ? removalText(removing) : ''}</p>
      </ConfirmDialog>
    </AdminSection>
  );
}
