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

/** The same calls forwarded to an engine, for the comlink-exposed object of the worker. */
export function forwardMembersApi(engine: MembersWorkerApi): MembersWorkerApi {
  return {
    searchMembers: (filters, tracking) => engine.searchMembers(filters, tracking),
    loadProfile: (id, tracking) => engine.loadProfile(id, tracking),
    loadOwnProfile: () => engine.loadOwnProfile(),
    updateOwnProfile: (update) => engine.updateOwnProfile(update),
    uploadPhoto: (file) => engine.uploadPhoto(file),
    updatePhoto: (change) => engine.updatePhoto(change),
    deletePhoto: (id) => engine.deletePhoto(id),
    geocode: (lat, lon) => engine.geocode(lat, lon),
  };
}
