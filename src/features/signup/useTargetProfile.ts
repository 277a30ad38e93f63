import { useEffect } from 'react';
import { useParams } from 'wouter';
import { routeId } from '../../contract/routeId.ts';
import type { Profile } from '../../contract/index.ts';
import { useProfileCard } from '../../db/index.ts';
import { loadProfile } from '../../sync/index.ts';

/** The profile of a /members/:id/… entry page: its id at once, its card once loaded (if visitors may see it). */
export function useTargetProfile(): { id: number | null; profile: Profile | null | undefined } {
  const params = useParams<{ id: string }>();
  const id = routeId(params.id);
  const profile = useProfileCard(id ?? 0);
  useEffect(() => {
    if (id !== null) void loadProfile(id);
  }, [id]);
  return { id, profile: id !== null ? profile : null };
}
