import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { systemSettingsInputSchema, type SystemSettingsInput } from '../../../../../core/schemas';
import { ErrorSummary, summaryErrors } from '../../../../components/form/error-summary';
import { FormField } from '../../../../components/form/form-field';
import { LoadError } from '../../../../components/load-error';
import { PageLoading } from '../../../../components/page-loading';
import { StatusMessage } from '../../../../components/status-message';
import { useStatusMessage } from '../../../../components/use-status-message';
import { isApiError } from '../../../../lib/api';
import {
  adminSettingsQueryOptions,
  updateSettings,
  useAdminSettings,
  type SystemSettings,
} from '../../api/admin-settings';
import { AdminSection } from '../../components/admin-section';

type FormValues = z.input<typeof systemSettingsInputSchema>;
type FormOutput = z.output<typeof systemSettingsInputSchema>;

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
  const queryClient = useQueryClient();
  const [serverError, setServerError] = useState<string | null>(null);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(systemSettingsInputSchema),
    defaultValues: editableValues(settings),
    shouldFocusError: false,
  });

  const onValid = async (values: FormOutput) => {
    setServerError(null);
    const changed: Record<string, unknown> = {};
    for (const key of EDITABLE) {
      if (values[key] !== undefined && values[key] !== settings[key]) changed[key] = values[key];
    }
    if (Object.keys(changed).length === 0) {
      setServerError('Et muuttanut mitään asetusta.');
      setFailedSubmits((n) => n + 1);
      return;
    }
    try {
      const saved = await updateSettings(changed as SystemSettingsInput);
      queryClient.setQueryData(adminSettingsQueryOptions.queryKey, saved);
      reset(editableValues(saved));
      // The public side (settings, candidate lists) reads these at once.
      await queryClient.invalidateQueries({ queryKey: ['municipalities'] });
      await queryClient.invalidateQueries({ queryKey: ['settings'] });
      onSaved();
    } catch (error) {
      setServerError(
        isApiError(error)
          ? error.message
          : 'Asetusten tallentaminen ei onnistunut. Yritä uudelleen.',
      );
      setFailedSubmits((n) => n + 1);
    }
  };

  const summary = summaryErrors(errors, FIELD_IDS, serverError ? { message: serverError } : null);
  return (
    <>
      <ErrorSummary errors={summary} focusKey={failedSubmits} />
      <form
        className="admin-form"
        noValidate
        onSubmit={(event) =>
          void handleSubmit(onValid, () => {
            setServerError(null);
            setFailedSubmits((n) => n + 1);
          })(event)
        }
      >
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
              type="text"
              inputMode="numeric"
              className="input--short"
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
              type="text"
              inputMode="numeric"
              className="input--short"
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

        <button type="submit" className="button button--primary">
          {isSubmitting ? 'Tallennetaan...' : 'Tallenna asetukset'}
        </button>
      </form>
    </>
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
