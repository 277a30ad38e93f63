import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { LikeType } from '../../contract/likes.ts';

/** Section titles of the likes pages (decision 070), in the order the overview shows them. */
export const likeTypeTitles: Record<LikeType, MessageDescriptor> = {
  'liked-me': msg`Liked me`,
  matches: msg`Matches`,
  'my-likes': msg`My likes`,
};

export const likeTypeOrder: readonly LikeType[] = ['liked-me', 'matches', 'my-likes'];
