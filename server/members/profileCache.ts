import { RangeCache, type RangeEntry } from './rangeCache.ts';

/** Who a kept profile's answer is for: the photos a visitor, a free member and a premium member may see differ (SPEC §4). */
export type ProfileAudience = 'visitor' | 'free' | 'paid';

/**
 * A profile this instance read for a visitor, kept so that the next views of the same profile (same
 * site, media prefix and day) are answered without reading PostgreSQL (decision 162). The answer's
 * profile part is kept as JSON for each audience; the related members as one more card than a view
 * shows, so that leaving out the viewer still fills it.
 *
 * It covers the profile's member (every column, photo and interest the view shows is announced on
 * `chat_cards`, migration 0034) and the members that could be among the related ones: those whose
 * id is at most as far from the profile's as the farthest related member kept, or every id when
 * fewer were found than kept (RangeCache drops it when one of them changes).
 */
export interface ProfileEntry extends RangeEntry {
  /** `profile` of the answer as JSON, for each audience */
  profile: Readonly<Record<ProfileAudience, string>>;
  /** the related members nearest first, each with its card as JSON */
  related: readonly { id: number; card: string }[];
}

export class ProfileCache extends RangeCache<ProfileEntry> {
  protected bytesOf(entry: ProfileEntry): number {
    const { visitor, free, paid } = entry.profile;
    return entry.related.reduce((sum, r) => sum + r.card.length, visitor.length + free.length + paid.length);
  }
}
