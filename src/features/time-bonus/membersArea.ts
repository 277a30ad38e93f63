import { routes, type RouteDef } from '../../app/routes.ts';

const patterns = (Object.values(routes) as RouteDef[])
  .filter((r) => r.membersArea === true)
  .map((r) => new RegExp(`^${r.path.replace(/\/:[^/]+\?/g, '(?:/[^/]+)?').replace(/:[^/]+/g, '[^/]+')}/?$`));

/** SPEC §2: members, members-id, chats, likes, likes-m-id and premium. */
export function isMembersArea(path: string): boolean {
  return patterns.some((p) => p.test(path));
}
