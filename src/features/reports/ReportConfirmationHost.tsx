import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { reportConfirmation } from './reportConfirmation.ts';

const ReportThanks = lazy(() => import('./ReportThanks.tsx'));

/** Mounted once at the app's root; loads the thanks dialog only when a report was filed. */
export function ReportConfirmationHost() {
  const { shown } = useSnapshot(reportConfirmation);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <ReportThanks name={shown.name} blocked={shown.blocked} onClose={() => (reportConfirmation.shown = null)} />
    </Suspense>
  );
}
