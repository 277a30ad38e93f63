import { useMemo } from 'react';
import { profileFieldNames, siteProfileFields, type ProfileFieldName } from '../../contract/siteFields.ts';
import { useSettings } from '../../db/index.ts';

export interface VisibleFields {
  fields: ReadonlySet<ProfileFieldName>;
  /** visible_profile_notes: the member's own words (about text) */
  notes: boolean;
}

/** SPEC §3 visible_profile_fields / visible_profile_notes of this site (all, until the settings are known). */
export function useVisibleFields(): VisibleFields {
  const settings = useSettings();
  const chosen = settings?.visible_profile_fields;
  const notes = settings?.visible_profile_notes ?? true;
  return useMemo(() => ({ fields: siteProfileFields(chosen ?? profileFieldNames), notes }), [chosen, notes]);
}
