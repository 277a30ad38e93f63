import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MatchSuggestion } from '../../contract/index.ts';

/** What made a suggestion's score, as chips on its card (decision 071). */
export const reasonLabels: Record<MatchSuggestion['reasons'][number], MessageDescriptor> = {
  region: msg`Lives in your region`,
  country: msg`Same country`,
  age: msg`Close to your age`,
  active: msg`Active this week`,
};
