import { useRef, useState } from 'react';
import { paperEntryInputSchema } from '#core/paper-form-schema';
import { partyName } from '#core/parties';
import { CheckboxField } from '#web/components/form/checkbox-field';
import { ErrorSummary, type SummaryError } from '#web/components/form/error-summary';
import { FormField, SHORT_NUMBER_INPUT } from '#web/components/form/form-field';
import { useT } from '#web/i18n/hooks';
import { isApiError } from '#web/lib/api';
import {
  useEnterPaperForm,
  type PaperEntered,
  type PaperEntryContext,
} from '../../api/paper-forms';
import { answerId, PaperEntryStatements } from './paper-entry-statements';

const RECEIVED_ID = 'paper-received-on';
const AGE_ID = 'paper-age';
const PUBLISH_ID = 'paper-consent-publish';
const OPEN_DATA_ID = 'paper-consent-open-data';

/** Today in Finland as YYYY-MM-DD (the date field's default). */
const today = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Helsinki' }).format();

interface Props {
  municipalityId: string;
  context: PaperEntryContext;
  onEntered: (result: PaperEntered) => void;
}

/**
 * The fast entry form of one signed paper form: the 25 answers (keys 1–5), the justifications,
 * the day the form arrived, the age when the official list has none, and the two consents as
 * ticked on paper. Checked here first (every answer, the consent to publish), then by the server.
 */
export function PaperEntryForm({ municipalityId, context, onEntered }: Props) {
  const t = useT();
  const { official, statements } = context;
  const enter = useEnterPaperForm(municipalityId, official.id);
  const [answers, setAnswers] = useState<(number | null)[]>(() => statements.map(() => null));
  const [justifications, setJustifications] = useState<string[]>(() => statements.map(() => ''));
  const [received, setReceived] = useState(today);
  const [age, setAge] = useState('');
  const [publish, setPublish] = useState(false);
  const [openData, setOpenData] = useState(false);
  const [errors, setErrors] = useState<SummaryError[]>([]);
  const [missing, setMissing] = useState<ReadonlySet<number>>(new Set());
  const [focusKey, setFocusKey] = useState(0);
  const busy = useRef(false);

  const fail = (list: SummaryError[]) => {
    setErrors(list);
    setFocusKey((k) => k + 1);
  };

  const save = async () => {
    if (busy.current) return;
    const unanswered = statements.filter((_, i) => answers[i] === null).map((s) => s.number);
    setMissing(new Set(unanswered));
    const list: SummaryError[] = unanswered.map((number) => ({
      message: t('admin.paper.missingStatement', { number }),
      fieldId: answerId(number, null),
    }));
    const input = {
      answers,
      answer_justifications: justifications,
      age: official.age === null ? (age.trim() === '' ? null : Number(age)) : null,
      paper_received_on: received,
      consents: { publish, open_data: openData },
    };
    const parsed = paperEntryInputSchema.safeParse(input);
    if (!received) list.push({ message: t('admin.paper.receivedMissing'), fieldId: RECEIVED_ID });
    if (official.age === null && input.age === null) {
      list.push({ message: t('admin.paper.ageMissing'), fieldId: AGE_ID });
    }
    if (!publish) list.push({ message: t('admin.paper.publishMissing'), fieldId: PUBLISH_ID });
    if (list.length === 0 && !parsed.success) {
      list.push(...parsed.error.issues.slice(0, 5).map((issue) => ({ message: issue.message })));
    }
    if (list.length > 0 || !parsed.success) {
      fail(list);
      return;
    }
    busy.current = true;
    try {
      onEntered(await enter.mutateAsync(parsed.data));
    } catch (error) {
      fail([{ message: isApiError(error) ? error.message : t('admin.paper.failed') }]);
    } finally {
      busy.current = false;
    }
  };

  return (
    <form
      className="admin-form paper-entry"
      aria-label={t('admin.paper.formLabel', { name: official.name })}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <ErrorSummary errors={errors} focusKey={focusKey} />
      <PaperEntryStatements
        statements={statements}
        answers={answers}
        justifications={justifications}
        missing={missing}
        onAnswer={(index, value) => {
          setAnswers((current) => current.map((a, i) => (i === index ? value : a)));
        }}
        onJustification={(index, text) => {
          setJustifications((current) => current.map((j, i) => (i === index ? text : j)));
        }}
        afterLastId={RECEIVED_ID}
      />
      <h2>{t('admin.paper.receivedHeading')}</h2>
      <FormField
        id={RECEIVED_ID}
        label={t('admin.paper.received')}
        hint={t('admin.paper.receivedHint')}
      >
        {(control) => (
          <input
            {...control}
            type="date"
            value={received}
            max={today()}
            onChange={(e) => {
              setReceived(e.currentTarget.value);
            }}
          />
        )}
      </FormField>
      {official.age === null && (
        <FormField id={AGE_ID} label={t('admin.paper.age')} hint={t('admin.paper.ageHint')}>
          {(control) => (
            <input
              {...SHORT_NUMBER_INPUT}
              {...control}
              value={age}
              onChange={(e) => {
                setAge(e.currentTarget.value);
              }}
            />
          )}
        </FormField>
      )}
      <CheckboxField
        id={PUBLISH_ID}
        label={t('admin.paper.consentPublish')}
        hint={t('admin.paper.consentPublishHint')}
        checked={publish}
        onChange={(e) => {
          setPublish(e.currentTarget.checked);
        }}
      />
      <CheckboxField
        id={OPEN_DATA_ID}
        label={t('admin.paper.consentOpenData')}
        hint={t('admin.paper.consentOpenDataHint', {
          name: `${official.name} (${partyName(official.party)})`,
        })}
        checked={openData}
        onChange={(e) => {
          setOpenData(e.currentTarget.checked);
        }}
      />
      <p>
        {context.second_admin_reviews
          ? t('admin.paper.reviewed')
          : t('admin.paper.publishedAtOnce')}
      </p>
      <p>
        <button
          type="submit"
          className="button button--primary"
          aria-disabled={enter.isPending || undefined}
        >
          {enter.isPending ? t('admin.paper.saving') : t('admin.paper.save')}
        </button>
      </p>
    </form>
  );
}
