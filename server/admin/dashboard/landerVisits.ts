import { createHmac, randomBytes } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import { lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { rows, type Db } from '../../db/connect.ts';
import { landerVisitSalts } from '../../db/schema.ts';
import { KEPT_READS, keptRead } from '../../platform/readModel/index.ts';

/**
 * Visits counted from one address a site and UTC day at most (decision 132): a household, an
 * office or a mobile carrier's address is shared by a few visitors, a script is not let past this.
 */
export const LANDER_VISITS_PER_ADDRESS = 20;

/** Who viewed a lander, as the request tells it (never stored as such). */
export interface LanderVisitor {
  /** the client's address (request.ip, TRUST_PROXY applied) */
  ip: string;
  userAgent: string | undefined;
}

/**
 * The address a limit counts: an IPv4 address as it is, an IPv6 address by its /64 network (one
 * connection gets a whole /64 to pick addresses from), an IPv4-mapped IPv6 address as IPv4.
 */
export function addressOf(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/iu.exec(ip);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head = '', tail] = ip.toLowerCase().split('%')[0]!.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const groups = tail === undefined ? left : [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/u, ''))
    .join(':')}::/64`;
}

/** The salt of a UTC day, made by the first visit of the day (any instance); the days before are deleted with theirs. */
const salts = keptRead(KEPT_READS.landerSalts, new WeakMap<Db, { day: string; salt: string }>());
async function saltOf(db: Db, day: string): Promise<string> {
  const cached = salts.get(db);
  if (cached?.day === day) return cached.salt;
  await db.insert(landerVisitSalts).values({ day, salt: randomBytes(32).toString('base64') }).onConflictDoNothing();
  const [row] = await rows<{ salt: string }>(db, sql`SELECT salt FROM lander_visit_salts WHERE day = ${day}::date`);
  if (!row) throw new Error('lander visit salt missing');
  await db.delete(landerVisitSalts).where(lt(landerVisitSalts.day, day));
  salts.set(db, { day, salt: row.salt });
  return row.salt;
}

const keyed = (salt: string, ...parts: Array<string | number>): string => createHmac('sha256', salt).update(parts.join('\n')).digest('base64url').slice(0, 32);

/**
 * Counts a lander visit for the dashboard (decision 132): the server-painted lander, or the
 * lander's data loaded by the app after navigating to it (the painted page's app never loads it).
 * A visitor (address and user agent) counts once a site and UTC day, and one address at most
 * LANDER_VISITS_PER_ADDRESS times, so calls in a loop cannot inflate the figures. Anonymous: the
 * site, the lander kind, the time and two keys under the day's salt, which is deleted when the day
 * is over. A failure is logged, never the visitor's problem.
 */
export async function recordLanderVisit(db: Db, siteId: number, kind: string, at: Date, visitor: LanderVisitor, log?: FastifyBaseLogger): Promise<void> {
  try {
    const day = at.toISOString().slice(0, 10);
    const salt = await saltOf(db, day);
    const address = addressOf(visitor.ip);
    const addressKey = keyed(salt, 'address', siteId, address);
    const visitorKey = keyed(salt, 'visitor', siteId, address, (visitor.userAgent ?? '').slice(0, 512));
    await db.execute(sql`
      INSERT INTO lander_visits (site_id, kind, created_at, visitor_key, address_key)
      SELECT ${siteId}, ${kind.slice(0, 40)}, ${at.toISOString()}::timestamptz, ${visitorKey}, ${addressKey}
      WHERE (SELECT count(*) FROM lander_visits WHERE site_id = ${siteId} AND address_key = ${addressKey}) < ${LANDER_VISITS_PER_ADDRESS}
      ON CONFLICT DO NOTHING`);
  } catch (error) {
    log?.warn({ err: error }, 'lander visit not counted');
  }
}
