import { useState } from 'react';
import type { GeocodeResult } from '../../contract/index.ts';
import { actions } from '../../sync/index.ts';

/** SPEC §9: a position up to an hour old is good enough. */
const MAX_AGE_MS = 60 * 60 * 1000;

export type LocateState = 'idle' | 'locating' | 'denied' | 'unknown' | 'failed';

/** The browser's position, reverse-geocoded by the server to a country and region. */
export function useGeolocation(onFound: (result: GeocodeResult) => void): { state: LocateState; locate: () => void } {
  const [state, setState] = useState<LocateState>('idle');
  const locate = () => {
    if (!('geolocation' in navigator)) {
      setState('failed');
      return;
    }
    setState('locating');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        void actions.geocode(position.coords.latitude, position.coords.longitude).then((result) => {
          if (!result.ok) setState('failed');
          else if (result.answer === false) setState('unknown');
          else {
            setState('idle');
            onFound(result.answer);
          }
        });
      },
      (error) => setState(error.code === error.PERMISSION_DENIED ? 'denied' : 'failed'),
      { maximumAge: MAX_AGE_MS, timeout: 20_000, enableHighAccuracy: false },
    );
  };
  return { state, locate };
}
