import { useRef } from 'react';
import type { z } from 'zod';
import { systemSettingsInputSchema, type SystemSettingsInput } from '#core/schemas';
import { SHORT_NUMBER_INPUT, FormField } from '#web/components/form/form-field';
import { ServerForm, SubmitButton, useServerForm } from '#web/components/form/use-server-form';
import { LoadError } from '#web/components/load-error';
import { PageLoading } from '#web/components/page-loading';
import { StatusMessage } from '#web/components/status-message';
import { useStatusMessage } from '#web/components/use-status-message';
import { useAdminSettings, useUpdateSettings, type SystemSettings } from '../../api/admin-settings';
import { AdminSection } from '../../components/admin-section';

type FormValues = z.input<typeof systemSettingsInputSchema>;

const FIELD_IDS = {
  use_mock_data: 'settings-use-mock-data',
  mock_candidates_per_municipality: 'settings-mock-count',
  match_save_limit: 'settings-match-limit',
  election_name: 'settings-election-name',
  election_date: 'settings-election-date',
  privacy_contact: 'settings-privacy-contact',
} as const;

const EDITABLE = Object.keys(FIELD_IDS) as (keyof typeof FIELD_IDS)[];
const toInt = (v: unknown) => (v === '' || v === null ? undefined : Number(v));

function editableValues(settings: SystemSettings): FormValues {
  return Object.fromEntries(EDITABLE.map((key) => [key, settings[key]])) as FormValues;
}

/** The form itself, mounted once the settings have loaded. */
function SettingsForm({ settings, onSaved }: { settings: SystemSettings; onSaved: () => void }) {
  const update = useUpdateSettings();
  const serverForm = useServerForm({
    schema: systemSettingsInputSchema,
    defaultValues: editableValues(settings),
    fieldIds: FIELD_IDS,
    failureMessage: 'Asetusten tallentaminen ei onnistunut. Yritä uudelleen.',
    submit: async (values, { fail, form }) => {
      const changed: Record<string, unknown> = {};
      for (const key of EDITABLE) {
        if (values[key] !== undefined && values[key] !== settings[key]) changed[key] = values[key];
      }
      if (Object.keys(changed).length === 0) {
        fail('Et muuttanut mitään asetusta.');
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
      <h2>Esittelytila</h2>
      <div className="field checkbox-field">
        <input
          id={FIELD_IDS.use_mock_data}
          type="checkbox"
          className="checkbox-field__input"
          aria-describedby="settings-use-mock-data-hint"
          {...register('use_mock_data')}
        />
        <label className="checkbox-field__label" htmlFor={FIELD_IDS.use_mock_data}>
          Esittelytila päällä (näytä esimerkkiehdokkaat)
        </label>
        <p className="field__hint" id="settings-use-mock-data-hint">
          Esittelytilassa jokaisessa kunnassa näytetään keksittyjä esimerkkiehdokkaita oikeiden
          ehdokkaiden lisäksi. Niillä voi kokeilla vaalikonetta ennen kuin oikeat ehdokkaat ovat
          vastanneet. Ota esittelytila pois ennen vaaleja, jotta äänestäjät näkevät vain oikeat
          ehdokkaat.
        </p>
      </div>
      <FormField
        id={FIELD_IDS.mock_candidates_per_municipality}
        label="Esimerkkiehdokkaita kuntaa kohden"
        hint="0–100. Vaikuttaa vain esittelytilassa."
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

      <h2>Tulosten tallentaminen</h2>
      <FormField
        id={FIELD_IDS.match_save_limit}
        label="Tallennusraja"
        hint="Kuinka monta kertaa sama äänestäjä voi tallentaa tuloksensa samassa kunnassa vuorokauden aikana tilastoja varten (1–100)."
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

      <h2>Vaalit</h2>
      <FormField
        id={FIELD_IDS.election_name}
        label="Vaalien nimi"
        hint="Esimerkiksi Kuntavaalit 2025."
        error={errors.election_name?.message}
      >
        {(props) => <input type="text" {...props} {...register('election_name')} />}
      </FormField>
      <FormField
        id={FIELD_IDS.election_date}
        label="Vaalipäivä"
        hint="Jätä tyhjäksi, jos päivää ei ole vielä päätetty."
        error={errors.election_date?.message}
      >
        {(props) => (
          <input type="date" className="input--date" {...props} {...register('election_date')} />
        )}
      </FormField>

      <h2>Tietosuoja</h2>
      <FormField
        id={FIELD_IDS.privacy_contact}
        label="Rekisterinpitäjän yhteystiedot"
        hint="Näkyy tietosuojaselosteessa. Kirjoita nimi, osoite ja sähköpostiosoite omille riveilleen."
        error={errors.privacy_contact?.message}
      >
        {(props) => <textarea rows={5} {...props} {...register('privacy_contact')} />}
      </FormField>

      <SubmitButton form={serverForm} busyLabel="Tallennetaan...">
        Tallenna asetukset
      </SubmitButton>
    </ServerForm>
  );
}

/** /admin/asetukset (super admin): demo mode, match-save limit, election, privacy contact. */
export function SettingsSection() {
  const settings = useAdminSettings();
  const { status, announce } = useStatusMessage();
  const statusRef = useRef<HTMLDivElement>(null);
  return (
    <AdminSection
      title="Asetukset"
      intro={
        <p>Koko vaalikoneen asetukset. Muutokset näkyvät äänestäjille heti tallennuksen jälkeen.</p>
      }
    >
      <StatusMessage status={status} ref={statusRef} />
      {settings.isPending && <PageLoading />}
      {settings.isError && (
        <LoadError
          message="Asetusten lataaminen epäonnistui. Tarkista verkkoyhteys ja yritä uudelleen."
          onRetry={() => void settings.refetch()}
        />
      )}
      {settings.data && (
        <SettingsForm
          settings={settings.data}
          onSaved={() => {
            announce('Asetukset tallennettiin. Ne ovat nyt käytössä.');
            statusRef.current?.focus();
          }}
        />
      )}
    </AdminSection>
  );
}
