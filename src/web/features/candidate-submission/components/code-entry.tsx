import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { accessCodeValidateSchema } from '../../../../core/schemas';
import { ErrorSummary, summaryErrors } from '../../../components/form/error-summary';
import { FormField } from '../../../components/form/form-field';
import { usePageTitle } from '../../../lib/use-page-title';
import { accessCodeQueryOptions } from '../api/access-code';
import { codeProblemOf, type CodeProblem } from '../lib/code-problems';
import { stepUrl } from '../lib/steps';
import { CodeProblemNotice } from './code-problem-notice';
import { SavedOnDeviceNote } from './saved-on-device-note';
import { StepHeading } from './step-heading';

interface CodeEntryProps {
  /** The code from the link, shown in the field for correcting. */
  initialCode?: string;
  /** Why the code from the link does not work. */
  problem?: CodeProblem | null;
}

interface CodeInput {
  code: string;
}

const FIELD_IDS = { code: 'access-code' } as const;

/** Step 1 without a usable code: type the code from the email (or see why the link's code failed). */
export function CodeEntry({ initialCode = '', problem = null }: CodeEntryProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [submitProblem, setSubmitProblem] = useState<CodeProblem | null>(null);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const [problemChecks, setProblemChecks] = useState(0);
  const problemRef = useRef<HTMLDivElement>(null);

  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CodeInput>({
    resolver: zodResolver(accessCodeValidateSchema),
    defaultValues: { code: initialCode },
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });

  const shownProblem = submitProblem ?? problem;
  usePageTitle(`${shownProblem || errors.code ? 'Virhe: ' : ''}Pääsykoodi – Ehdokkaan lomake`);

  useEffect(() => {
    if (problemChecks > 0) problemRef.current?.focus();
  }, [problemChecks]);

  const onValid = async ({ code }: CodeInput) => {
    try {
      const validated = await queryClient.fetchQuery(accessCodeQueryOptions(code));
      setSubmitProblem(null);
      await navigate(stepUrl(validated.code, { step: 'koodi' }));
    } catch (error) {
      setSubmitProblem(codeProblemOf(error));
      setProblemChecks((n) => n + 1);
    }
  };

  const fieldError =
    errors.code?.message ?? (shownProblem?.mistyped ? 'Tarkista pääsykoodi.' : undefined);

  return (
    <div className="page cs-page">
      <p className="eyebrow">Ehdokkaan lomake</p>
      <StepHeading step="koodi">Pääsykoodi</StepHeading>
      {shownProblem ? (
        <CodeProblemNotice ref={problemRef} problem={shownProblem} />
      ) : (
        <p className="lead">
          Ehdokkaana täytät tällä lomakkeella omat tietosi ja vastaat vaalikoneen 25 väittämään.
          Tarvitset pääsykoodin, jonka vaalikoneen ylläpito on lähettänyt sinulle sähköpostilla.
        </p>
      )}
      <ErrorSummary
        title="Korjaa seuraavat kohdat"
        errors={summaryErrors(errors, FIELD_IDS)}
        focusKey={failedSubmits}
      />
      <form
        noValidate
        className="cs-form"
        onSubmit={(event) =>
          void handleSubmit(onValid, () => {
            setSubmitProblem(null);
            setFailedSubmits((n) => n + 1);
          })(event)
        }
      >
        {shownProblem && (
          <h2 className="cs-subheading">
            {shownProblem.needsNewCode ? 'Onko sinulla uusi pääsykoodi?' : 'Kirjoita pääsykoodi'}
          </h2>
        )}
        <FormField
          id={FIELD_IDS.code}
          label="Pääsykoodi"
          hint="Koodi on sähköpostissa, jonka sait vaalikoneen ylläpidolta. Siinä on 8 merkkiä, esimerkiksi ABCD2345. Isoilla ja pienillä kirjaimilla ei ole väliä."
          error={fieldError}
        >
          {(control) => (
            <input
              type="text"
              className="cs-code-input"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              {...control}
              {...register('code')}
            />
          )}
        </FormField>
        <button type="submit" className="button button--primary button--large">
          {isSubmitting ? 'Tarkistetaan...' : 'Jatka'}
        </button>
      </form>
      <SavedOnDeviceNote />
    </div>
  );
}
