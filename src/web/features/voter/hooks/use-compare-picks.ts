import { useCallback, useMemo, useState } from 'react';
import { loadComparePicks, saveComparePicks, togglePick } from '../lib/compare-picks';

export interface ComparePicks {
  /** Picked candidate ids, in the order picked. */
  ids: readonly number[];
  /** The candidate whose pick was just refused (a fifth one), to say why beside it. */
  refusedId: number | null;
  toggle: (id: number) => void;
  clear: () => void;
}

/**
 * The voter's picks for the comparison, remembered on this device. (Mount with a key.) Picks of
 * candidates no longer in `knownIds` (once loaded) are dropped, so they never block a new pick.
 */
export function useComparePicks(
  municipalityId: string,
  knownIds?: readonly number[],
): ComparePicks {
  const [stored, setIds] = useState<number[]>(() => loadComparePicks(municipalityId));
  const ids = useMemo(
    () => (knownIds ? stored.filter((id) => knownIds.includes(id)) : stored),
    [stored, knownIds],
  );
  const [refusedId, setRefusedId] = useState<number | null>(null);

  const toggle = useCallback(
    (id: number) => {
      const next = togglePick(ids, id);
      setRefusedId(next.refused ? id : null);
      if (next.refused) return;
      setIds(next.ids);
      saveComparePicks(municipalityId, next.ids);
    },
    [ids, municipalityId],
  );

  const clear = useCallback(() => {
    setIds([]);
    setRefusedId(null);
    saveComparePicks(municipalityId, []);
  }, [municipalityId]);

  return { ids, refusedId, toggle, clear };
}
