import { useRef, useState } from 'react';
import { ConfirmDialog } from '#web/components/confirm-dialog';
import { QueryStatus } from '#web/components/query-status';
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
import { useT } from '#web/i18n/hooks';

/** /admin/kunnat (super admin): add, hide or show, rename and remove municipalities. */
export function MunicipalitiesSection() {
  const t = useT();
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
            t(updated.is_hidden ? 'admin.municipalities.hidden' : 'admin.municipalities.shown', {
              name: updated.name,
            }),
          );
        },
        onError: (error) => {
          announce(t('admin.municipalities.changeFailed', { error: error.message }));
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
        announce(t('admin.municipalities.removed', { name: m.name }));
      },
    });

  async function onAdded(added: AdminMunicipality) {
    await refreshViewer();
    announce(t('admin.municipalities.added', { name: added.name, id: added.municipality_id }));
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
      title={t('admin.nav.municipalities')}
      intro={<p>{t('admin.municipalities.intro')}</p>}
    >
      <StatusMessage status={status} ref={statusRef} />

      <h2>{t('admin.municipalities.participating')}</h2>
      <QueryStatus query={municipalities} failedMessage={t('admin.municipalities.loadFailed')} />
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

      <h2>{t('admin.municipalities.reference.heading')}</h2>
      <AddReferenceMunicipalityForm existingIds={existingIds} onAdded={onAdded} />

      <h2>{t('admin.municipalities.custom.add')}</h2>
      <p>{t('admin.municipalities.custom.about')}</p>
      <AddCustomMunicipalityForm onAdded={onAdded} />

      <ConfirmDialog
        open={removing !== null}
        title={removing ? t('admin.municipalities.remove.title', { name: removing.name }) : ''}
        confirmLabel={t('admin.municipalities.remove.confirm')}
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
        <p>{removing ? removalText(t, removing) : ''}</p>
      </ConfirmDialog>
    </AdminSection>
  );
}
