import { TimeBonusBanner } from './TimeBonusBanner.tsx';
import { TimeBonusModal } from './TimeBonusModal.tsx';
import { useTimeBonusLifecycle } from './useTimeBonusLifecycle.ts';

/** The default layout's time-bonus parts: lifecycle, countdown banner and modal. */
export function TimeBonusArea() {
  useTimeBonusLifecycle();
  return (
    <>
      <TimeBonusBanner />
      <TimeBonusModal />
    </>
  );
}
