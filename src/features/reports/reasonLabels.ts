import { useLingui } from '@lingui/react/macro';
import type { ReportReason } from '../../contract/reports.ts';

/** The report reasons in the member's language (decision 123). */
export function useReasonLabel(): (reason: ReportReason) => string {
  const { t } = useLingui();
  const labels: Record<ReportReason, string> = {
    fake_profile: t`Fake profile or someone else's photos`,
    scam: t`Scam or asking for money`,
    harassment: t`Harassment, insults or threats`,
    sexual_content: t`Unwanted sexual content`,
    contact_details: t`Pushes to chat on other apps`,
    underage: t`Might be under 18`,
    spam: t`Spam or advertising`,
    other: t`Something else`,
  };
  return (reason) => labels[reason];
}
