import { useLingui } from '@lingui/react/macro';
import { regionTermLabels } from './attributeLabels.ts';

/** The country's own word for a region (County, State, Province…), translated. */
export function useRegionTerm(term: string): string {
  const { i18n } = useLingui();
  const label = regionTermLabels[term];
  return label ? i18n._(label) : term;
}
