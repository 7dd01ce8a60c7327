import { useEffect, useRef } from 'react';
import { postVisit } from '../api/statistics';
import { visitorId } from '../lib/visitor-id';

/**
 * Opening a municipality records a visit, once per page view. The server keeps one per visitor,
 * municipality and day. A failure is only logged: statistics must never disturb the voter.
 */
export function useRecordVisit(municipalityId: string): void {
  // A ref survives StrictMode's double effect run, so development does not send twice either.
  const recordedFor = useRef<string | null>(null);

  useEffect(() => {
    if (recordedFor.current === municipalityId) return;
    recordedFor.current = municipalityId;
    postVisit({ p_user_uuid: visitorId(), p_municipality_id: municipalityId }).catch(
      (error: unknown) => {
        console.error('Käynnin tilastointi epäonnistui:', error);
      },
    );
  }, [municipalityId]);
}
