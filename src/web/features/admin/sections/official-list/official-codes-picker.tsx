import { useState } from 'react';
import { ACCESS_CODE_VALID_DAYS } from '#core/schemas';
import { FormField } from '#web/components/form/form-field';
import { useT } from '#web/i18n/hooks';
import { useCreateOfficialCodes } from '../../api/official-codes';
import type { OfficialCandidate } from '../../api/official-candidates';
import { useAdminContext } from '../../hooks/use-admin-context';
import { CreateCodesButtons } from './create-codes-buttons';
import { createdCodesMessage } from './created-codes-message';
import { ValidDaysField, validDaysOf } from './valid-days-field';

/** A ticked candidate and how their code goes: by email (typed here) or by a printed letter. */
export interface PickedCandidate {
  candidate: OfficialCandidate;
  delivery: 'email' | 'letter';
  email: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const fullName = (c: OfficialCandidate) => `${c.first_name} ${c.last_name}`;

/**
 * Codes for the candidates ticked in the list, without a file: per candidate email (the address
 * typed in place) or letter, then "Luo N koodia" (the same request as the file's rows).
 */
export function OfficialCodesPicker({
  municipalityId,
  picked,
  onChange,
  onDone,
}: {
  municipalityId: string;
  picked: readonly PickedCandidate[];
  onChange: (next: PickedCandidate[]) => void;
  onDone: (message: string) => void;
}) {
  const t = useT();
  const create = useCreateOfficialCodes(municipalityId);
  const emailEnabled = useAdminContext().viewer.emailEnabled;
  const [days, setDays] = useState(String(ACCESS_CODE_VALID_DAYS));
  const [tried, setTried] = useState(false);
  const validDays = validDaysOf(days);
  const emailError = (p: PickedCandidate) =>
    p.delivery === 'email' && !EMAIL.test(p.email.trim())
      ? t('admin.official.pick.emailInvalid')
      : undefined;

  const update = (id: number, patch: Partial<PickedCandidate>) => {
    onChange(picked.map((p) => (p.candidate.id === id ? { ...p, ...patch } : p)));
  };

  function onCreate() {
    setTried(true);
    const bad = picked.find((p) => emailError(p));
    if (bad) {
      document.getElementById(`pick-email-${String(bad.candidate.id)}`)?.focus();
      return;
    }
    if (validDays === null) {
      document.getElementById('pick-days')?.focus();
      return;
    }
    create.mutate(
      {
        rows: picked.map((p) => ({
          candidate_number: p.candidate.candidate_number,
          email: p.delivery === 'email' ? p.email.trim() : '',
        })),
        valid_days: validDays,
        send_email: emailEnabled,
      },
      {
        onSuccess: (created) => {
          onChange([]);
          setTried(false);
          onDone(createdCodesMessage(t, created, emailEnabled));
        },
      },
    );
  }

  if (picked.length === 0) return <p>{t('admin.official.pick.none')}</p>;
  return (
    <section aria-labelledby="official-pick-heading" className="official-pick">
      <h3 id="official-pick-heading">
        {t('admin.official.pick.heading', { count: picked.length })}
      </h3>
      {!emailEnabled && <p className="notice">{t('admin.official.pick.mailOff')}</p>}
      <ul className="official-pick__list">
        {picked.map((p) => {
          const id = p.candidate.id;
          const name = fullName(p.candidate);
          const error = tried ? emailError(p) : undefined;
          return (
            <li key={id}>
              <fieldset className="field">
                <legend>
                  {t('admin.official.pick.legend', {
                    name,
                    number: p.candidate.candidate_number,
                  })}
                </legend>
                <div className="choice">
                  <input
                    type="radio"
                    className="choice__input"
                    id={`pick-by-email-${String(id)}`}
                    name={`pick-delivery-${String(id)}`}
                    checked={p.delivery === 'email'}
                    onChange={() => {
                      update(id, { delivery: 'email' });
                    }}
                  />
                  <label className="choice__label" htmlFor={`pick-by-email-${String(id)}`}>
                    {t('admin.official.pick.byEmail')}
                  </label>
                </div>
                <div className="choice">
                  <input
                    type="radio"
                    className="choice__input"
                    id={`pick-by-letter-${String(id)}`}
                    name={`pick-delivery-${String(id)}`}
                    checked={p.delivery === 'letter'}
                    onChange={() => {
                      update(id, { delivery: 'letter' });
                    }}
                  />
                  <label className="choice__label" htmlFor={`pick-by-letter-${String(id)}`}>
                    {t('admin.official.pick.byLetter')}
                  </label>
                </div>
                {p.delivery === 'email' && (
                  <FormField
                    id={`pick-email-${String(id)}`}
                    label={t('admin.official.pick.email', { name })}
                    error={error}
                  >
                    {(control) => (
                      <input
                        {...control}
                        type="email"
                        autoComplete="off"
                        value={p.email}
                        onChange={(e) => {
                          update(id, { email: e.currentTarget.value });
                        }}
                      />
                    )}
                  </FormField>
                )}
              </fieldset>
            </li>
          );
        })}
      </ul>
      <ValidDaysField
        id="pick-days"
        value={days}
        onChange={setDays}
        error={tried && validDays === null ? t('admin.official.codes.daysInvalid') : undefined}
      />
      {create.error && (
        <div className="notice notice--error" role="alert">
          <p>{create.error.message}</p>
        </div>
      )}
      <CreateCodesButtons
        count={picked.length}
        pending={create.isPending}
        onCreate={onCreate}
        cancelLabel={t('admin.official.pick.clear')}
        onCancel={() => {
          onChange([]);
          setTried(false);
        }}
      />
    </section>
  );
}
