/**
 * The row id in an address (`/members/{id}`, `/members/{id}/chat`, `/chats/{id}`, `/credits/{id}`):
 * a positive whole number written plainly, else null, and the screen says "not found" without
 * looking anything up. `Number('abc')` is NaN, which is no IndexedDB key (Dexie throws, and the
 * screen fell to the error page) and equals nothing, not even itself (a "loaded yet?" check by
 * id never came true).
 */
export function routeId(param: string | undefined): number | null {
  if (param === undefined || !/^[1-9][0-9]{0,15}$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) ? id : null;
}
