import { useEffect, useState } from 'react';
import { PROGRESS_DURATION_MS, PROGRESS_THROTTLE_MS } from '../contract/constants.ts';
import './ProgressBar.css';

/**
 * The top progress bar while a route loads: appears only when loading lasts longer than the
 * throttle (200 ms), then creeps towards the end over 5000 ms (SPEC §9). Mounted as a Suspense
 * fallback, so it disappears when loading ends.
 */
export function ProgressBar() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), PROGRESS_THROTTLE_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!visible) return null;
  return (
    <div className="progress-bar" role="progressbar" aria-busy="true" aria-valuemin={0} aria-valuemax={100}>
      <div className="progress-bar-fill" style={{ animationDuration: `${PROGRESS_DURATION_MS}ms` }} />
    </div>
  );
}
