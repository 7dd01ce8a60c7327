import { useCallback, useState } from 'react';
import type { CandidateDraft } from '../lib/draft';
import { clearDraft, loadDraft, saveDraft } from '../lib/draft-storage';

export type DraftChange = Partial<CandidateDraft> | ((previous: CandidateDraft) => CandidateDraft);

/**
 * The form's state for one access code: read from this device once, written back on every
 * change, so a reload or a return days later continues. (Mount with `key={code}`.)
 */
export function useCandidateDraft(code: string) {
  const [draft, setDraft] = useState<CandidateDraft>(() => loadDraft(code));

  const update = useCallback(
    (change: DraftChange) => {
      setDraft((previous) => {
        const next = typeof change === 'function' ? change(previous) : { ...previous, ...change };
        if (next !== previous) saveDraft(code, next);
        return next;
      });
    },
    [code],
  );

  const clear = useCallback(() => {
    clearDraft(code);
  }, [code]);

  return { draft, update, clear };
}
