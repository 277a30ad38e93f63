import { RangeCache, type RangeEntry } from './rangeCache.ts';

/**
 * Search pages this instance read, kept so that the same search (same site, filters, cursor and
 * day) is answered again without reading PostgreSQL (decision 108). A page is kept as read for a
 * visitor: without the viewer's own row or anyone's blocks, with a few rows to spare so that
 * leaving out the viewer still fills it; a viewer with blocks is always read from the database.
 *
 * A page of `limit` rows below the cursor covers the ids from its last row up to the cursor: only
 * a change to a member in that range can change it (the member is on it, or could enter it). Every
 * such change (a card column, a main photo, a new member) is announced on the `chat_cards` channel
 * (migrations 0012, 0013) with the member's id; every page whose range holds it is dropped
 * (RangeCache). The cards are kept as JSON; a page whose cards show someone online is kept only
 * until the first of them would go offline (online is worked out from `last_seen` at the time of
 * the answer).
 */
export interface SearchPageEntry extends RangeEntry {
  /** member ids of the rows, in page order (newest first) */
  ids: readonly number[];
  /** each row's card as JSON */
  cards: readonly string[];
  /** the page held every row there was below the cursor (fewer than the limit) */
  complete: boolean;
}

export class SearchPageCache extends RangeCache<SearchPageEntry> {
  protected bytesOf(entry: SearchPageEntry): number {
    return entry.cards.reduce((sum, card) => sum + card.length, 0);
  }
}
