import type { MembersWorkerApi } from '../src/sync/membersProtocol.ts';
import * as members from './membersActions.ts';
import type { MembersDeps } from './membersActions.ts';

/** The members area's worker calls, bound to the engine's api client and database. */
export function createMembersApi(deps: MembersDeps): MembersWorkerApi {
  return {
    searchMembers: (filters, tracking) => members.searchMembers(deps, filters, tracking),
    loadProfile: (id, tracking) => members.loadProfile(deps, id, tracking),
    loadOwnProfile: () => members.loadOwnProfile(deps),
    updateOwnProfile: (update) => members.updateOwnProfile(deps, update),
    uploadPhoto: (file) => members.uploadPhoto(deps, file),
    updatePhoto: (change) => members.updatePhoto(deps, change),
    deletePhoto: (id) => members.deletePhoto(deps, id),
    geocode: (lat, lon) => members.geocode(deps, lat, lon),
  };
}
