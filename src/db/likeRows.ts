import type { MainImage } from '../contract/user.ts';

/** What a like card shows of the other member; kept on the like row. */
export interface LikeCardFields {
  name: string;
  age: number;
  region: string | null;
  country: string;
  mainImage: MainImage | null;
  fictional: boolean;
  /** both like each other */
  match: boolean;
}

/** A like refused for good by the server, for the UI (a translated message). */
export interface LikeNotice {
  id: string;
  kind: 'like' | 'unlike';
  error: string;
  profileId: number;
  at: number;
}

/** A like or match that just arrived: the full-screen modal shows it (SPEC §2, §4). */
export interface LikeEvent {
  id: string;
  profileId: number;
  match: boolean;
  at: number;
  /** the other member's card, so the modal shows before the likes are reloaded */
  card: LikeCardFields;
}

/** Likes values in the kv table. */
export interface LikesKvValues {
  likeNotice: LikeNotice | null;
  likeEvent: LikeEvent | null;
}
