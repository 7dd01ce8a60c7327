import type { FieldValues } from 'react-hook-form';
import { SubmitButton, type ServerFormState } from '#web/components/form/use-server-form';
import { useT } from '#web/i18n/hooks';

interface SaveOrCancelProps<TValues extends FieldValues, TOutput> {
  form: ServerFormState<TValues, TOutput>;
  saveLabel: string;
  cancelLabel: string;
  onCancel: () => void;
}

/** The end of an edit panel: save ("Tallennetaan..." while sending) and cancel side by side. */
export function SaveOrCancel<TValues extends FieldValues, TOutput>({
  form,
  saveLabel,
  cancelLabel,
  onCancel,
}: SaveOrCancelProps<TValues, TOutput>) {
  const t = useT();
  return (
    <div className="button-row">
      <SubmitButton form={form} busyLabel={t('admin.saving')}>
        {saveLabel}
      </SubmitButton>
      <button type="button" className="button button--secondary" onClick={onCancel}>
        {cancelLabel}
      </button>
    </div>
  );
}
