import { useRef } from 'react';
import type { z } from 'zod';
import { systemSettingsInputSchema, type SystemSettingsInput } from '#core/schemas';
import { CheckboxField } from '#web/components/form/checkbox-field';
import { SHORT_NUMBER_INPUT, FormField } from '#web/components/form/form-field';
import { ServerForm, SubmitButton, useServerForm } from '#web/components/form/use-server-form';
import { QueryStatus } from '#web/components/query-status';
import { StatusMessage } from '#web/components/status-message';
import { useStatusMessage } from '#web/components/use-status-message';
import { useAdminSettings, useUpdateSettings, type SystemSettings } from '../../api/admin-settings';
import { AdminSection } from '../../components/admin-section';
import { useT } from '#web/i18n/hooks';
import { MODERATION_FIELD_IDS, ModerationFields } from './moderation-fields';

type FormValues = z.input<typeof systemSettingsInputSchema>;

const FIELD_IDS = {
  use_mock_data: 'settings-use-mock-data',
  mock_candidates_per_municipality: 'settings-mock-count',
  match_save_limit: 'settings-match-limit',
  election_name: 'settings-election-name',
  election_date: 'settings-election-date',
  privacy_contact: 'settings-privacy-contact',
  answer_deadline: 'settings-answer-deadline',
  organizer_contact: 'settings-organizer-contact',
  open_data_enabled: 'settings-open-data',
  open_data_licence: 'settings-open-data-licence',
  open_data_photos: 'settings-open-data-photos',
  shorter_version_enabled: 'settings-shorter-version',
  ...MODERATION_FIELD_IDS,
} as const;

/** The whole election's open-data files (server: features/open-data/open-data.routes.ts). */
const OPEN_DATA_FILES = ['candidates.json', 'candidates.csv', 'statements.csv'] as const;

const EDITABLE = Object.keys(FIELD_IDS) as (keyof typeof FIELD_IDS)[];
const toInt = (v: unknown) => (v === '' || v === null ? undefined : Number(v));

function editableValues(settings: SystemSettings): FormValues {
  return Object.fromEntries(EDITABLE.map((key) => [key, settings[key]])) as FormValues;
}

/** The form itself, mounted once the settings have loaded. */
function SettingsForm({ settings, onSaved }: { settings: SystemSettings; onSaved: () => void }) {
  const t = useT();
  const update = useUpdateSettings();
  const serverForm = useServerForm({
    schema: systemSettingsInputSchema,
    defaultValues: editableValues(settings),
    fieldIds: FIELD_IDS,
    failureMessage: t('admin.settings.saveFailed'),
    submit: async (values, { fail, form }) => {
      const changed: Record<string, unknown> = {};
      for (const key of EDITABLE) {
        if (values[key] !== undefined && values[key] !== settings[key]) changed[key] = values[key];
      }
      if (Object.keys(changed).length === 0) {
        fail(t('admin.settings.nothingChanged'));
        return;
      }
      const saved = await update.mutateAsync(changed as SystemSettingsInput);
      form.reset(editableValues(saved));
      onSaved();
    },
  });
  const { register } = serverForm.form;
  const { errors } = serverForm;

  return (
    <ServerForm form={serverForm} className="admin-form">
      <h2>{t('admin.settings.demo.heading')}</h2>
      <CheckboxField
        id={FIELD_IDS.use_mock_data}
        label={t('admin.settings.demo.label')}
        hint={t('admin.settings.demo.hint')}
        {...register('use_mock_data')}
      />
      <FormField
        id={FIELD_IDS.mock_candidates_per_municipality}
        label={t('admin.settings.demoCount.label')}
        hint={t('admin.settings.demoCount.hint', { min: 0, max: 100 })}
        error={errors.mock_candidates_per_municipality?.message}
      >
        {(props) => (
          <input
            {...SHORT_NUMBER_INPUT}
            {...props}
            {...register('mock_candidates_per_municipality', { setValueAs: toInt })}
          />
        )}
      </FormField>

      <h2>{t('admin.settings.saving.heading')}</h2>
      <FormField
        id={FIELD_IDS.match_save_limit}
        label={t('admin.settings.saveLimit.label')}
        hint={t('admin.settings.saveLimit.hint', { min: 1, max: 100 })}
        error={errors.match_save_limit?.message}
      >
        {(props) => (
          <input
            {...SHORT_NUMBER_INPUT}
            {...props}
            {...register('match_save_limit', { setValueAs: toInt })}
          />
        )}
      </FormField>

      <h2>{t('admin.settings.election.heading')}</h2>
      <FormField
        id={FIELD_IDS.election_name}
        label={t('admin.settings.electionName.label')}
        hint={t('admin.settings.electionName.hint')}
        error={errors.election_name?.message}
      >
        {(props) => <input type="text" {...props} {...register('election_name')} />}
      </FormField>
      <FormField
        id={FIELD_IDS.election_date}
        label={t('admin.settings.electionDate.label')}
        hint={t('admin.settings.electionDate.hint')}
        error={errors.election_date?.message}
      >
        {(props) => (
          <input type="date" className="input--date" {...props} {...register('election_date')} />
        )}
      </FormField>

      <h2>{t('admin.settings.deadline.heading')}</h2>
      <FormField
        id={FIELD_IDS.answer_deadline}
        label={t('admin.settings.deadline.label')}
        hint={t('admin.settings.deadline.hint')}
        error={errors.answer_deadline?.message}
      >
        {(props) => (
          <input
            type="datetime-local"
            className="input--date"
            {...props}
            {...register('answer_deadline')}
          />
        )}
      </FormField>

      <FormField
        id={FIELD_IDS.organizer_contact}
        label={t('admin.settings.organizerContact.label')}
        hint={t('admin.settings.organizerContact.hint')}
        error={errors.organizer_contact?.message}
      >
        {(props) => <textarea rows={3} {...props} {...register('organizer_contact')} />}
      </FormField>

      <h2>{t('admin.settings.openData.heading')}</h2>
      <CheckboxField
        id={FIELD_IDS.open_data_enabled}
        label={t('admin.settings.openData.label')}
        hint={t('admin.settings.openData.hint')}
        {...register('open_data_enabled')}
      />
      {/* The files as saved: they answer only once publishing is saved on. */}
      {settings.open_data_enabled ? (
        <>
          <p>{t('admin.settings.openData.files')}</p>
          <ul>
            {OPEN_DATA_FILES.map((file) => (
              <li key={file}>
                <a href={`/api/open-data/${file}`}>{file}</a>
              </li>
            ))}
          </ul>
          <p>{t('admin.settings.openData.perMunicipality')}</p>
        </>
      ) : (
        <p>{t('admin.settings.openData.off')}</p>
      )}
      <FormField
        id={FIELD_IDS.open_data_licence}
        label={t('admin.settings.openDataLicence.label')}
        hint={t('admin.settings.openDataLicence.hint')}
        error={errors.open_data_licence?.message}
      >
        {(props) => <input type="text" {...props} {...register('open_data_licence')} />}
      </FormField>
      <CheckboxField
        id={FIELD_IDS.open_data_photos}
        label={t('admin.settings.openDataPhotos.label')}
        hint={t('admin.settings.openDataPhotos.hint')}
        {...register('open_data_photos')}
      />

      <h2>{t('admin.settings.shorterVersion.heading')}</h2>
      <CheckboxField
        id={FIELD_IDS.shorter_version_enabled}
        label={t('admin.settings.shorterVersion.label')}
        hint={t('admin.settings.shorterVersion.hint')}
        {...register('shorter_version_enabled')}
      />

      <ModerationFields register={register} errors={errors} />

      <h2>{t('admin.settings.privacy.heading')}</h2>
      <FormField
        id={FIELD_IDS.privacy_contact}
        label={t('admin.settings.privacyContact.label')}
        hint={t('admin.settings.privacyContact.hint')}
        error={errors.privacy_contact?.message}
      >
        {(props) => <textarea rows={5} {...props} {...register('privacy_contact')} />}
      </FormField>

      <SubmitButton form={serverForm} busyLabel={t('admin.saving')}>
        {t('admin.settings.save')}
      </SubmitButton>
    </ServerForm>
  );
}

/**
 * /admin/asetukset (super admin): demo mode, match-save limit, election, answering deadline, open
 * data, the shorter version's choice, privacy contact.
 */
export function SettingsSection() {
  const t = useT();
  const settings = useAdminSettings();
  const { status, announce } = useStatusMessage();
  const statusRef = useRef<HTMLDivElement>(null);
  return (
    <AdminSection title={t('admin.nav.settings')} intro={<p>{t('admin.settings.intro')}</p>}>
      <StatusMessage status={status} ref={statusRef} />
      <QueryStatus query={settings} failedMessage={t('admin.settings.loadFailed')} />
      {settings.data && (
        <SettingsForm
          settings={settings.data}
          onSaved={() => {
            announce(t('admin.settings.saved'));
            statusRef.current?.focus();
          }}
        />
      )}
    </AdminSection>
  );
}
