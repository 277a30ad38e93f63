import { useLingui } from '@lingui/react/macro';
import type { WarningCategory } from '../../contract/moderationNotices.ts';

/** A warning's category as the moderator picks it (decision 133). */
export function useWarningCategoryName(): (category: WarningCategory) => string {
  const { t } = useLingui();
  const names: Record<WarningCategory, string> = {
    harassment: t`Harassment`,
    sexual_content: t`Unwanted sexual content`,
    contact_details: t`Pushes to other apps`,
    scam: t`Scam`,
    spam: t`Spam`,
    fake_profile: t`Fake profile`,
    other: t`Something else`,
  };
  return (category) => names[category];
}
