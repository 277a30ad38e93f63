import { useEffect } from 'react';
import { useParams } from 'wouter';
import type { Profile } from '../../contract/index.ts';
import { useProfileCard } from '../../db/index.ts';
import { loadProfile } from '../../sync/index.ts';

/** The profile of a /members/:id/… entry page: its id at once, its card once loaded (if visitors may see it). */
export function useTargetProfile(): { id: number | null; profile: Profile | null | undefined } {
  const params = useParams<{ id: string }>();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const profile = useProfileCard(valid ? id : 0);
  useEffect(() => {
    if (valid) void loadProfile(id);
  }, [id, valid]);
  return { id: valid ? id : null, profile: valid ? profile : null };
}
