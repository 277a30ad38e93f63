import { likesApi, LikesAnswer } from '../src/contract/likes.ts';
import { readKv } from '../src/db/database.ts';
import type { Clock } from './clock.ts';
import { applyLikes } from './likesStore.ts';
import type { PullStep, StepOutcome } from './pull.ts';

/**
 * Likes by cursor (SPEC §4: the poll refreshes user, chats and likes; a 'like' poke pulls too):
 * the first load takes every like, later pulls the delta with tombstones.
 */
export function likesStep(clock: Pick<Clock, 'now'>): PullStep {
  return {
    name: 'likes',
    async run({ api, db, loggedIn }): Promise<StepOutcome> {
      if (!loggedIn || !db) return { kind: 'skip' };
      const since = ((await readKv('cursors', db)) ?? {}).likes;
      const outcome = await api.request(since ? `${likesApi.likes}?since=${since}` : likesApi.likes, { schema: LikesAnswer });
      if (outcome.kind === 'unavailable') return { kind: 'failed', reason: `likes: ${outcome.status ?? 'network'}` };
      if (outcome.kind === 'loggedOut') return { kind: 'skip' };
      if (outcome.kind !== 'ok') return { kind: 'error', reason: 'likes: refused' };
      const answer = outcome.data;
      return {
        kind: 'write',
        write: async (database) => {
          await applyLikes(database, answer, since === undefined, clock.now());
          const latest = (await readKv('cursors', database)) ?? {};
          await database.kv.put({ key: 'cursors', value: { ...latest, likes: answer.cursor } });
        },
      };
    },
  };
}
