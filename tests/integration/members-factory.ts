import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Db } from '../../server/db/connect.ts';
import { blocks, members, photos, regions, sites } from '../../server/db/schema.ts';
import { hashPassword } from '../../server/account/passwords.ts';
import { demoPhotoNames } from '../../server/media/portrait.ts';
import { and, eq } from 'drizzle-orm';
import { sessionCookie } from '../helpers/server.ts';

export const PASSWORD = 'test-password-1';
let passwordHash: string | null = null;
let counter = 0;

export interface MemberFields {
  site?: string;
  name?: string;
  gender?: 'male' | 'female';
  sexuality?: 'hetero' | 'gay' | 'lesbian' | 'bi';
  lookingFor?: 'male' | 'female' | 'both';
  age?: number;
  country?: string;
  region?: string;
  invisible?: boolean;
  paidUser?: boolean;
  profileStatus?: 'active' | 'disabled';
  bodyType?: 'slim' | 'curvy' | 'plus_size' | 'average';
  photos?: Array<{ private?: boolean; status?: 'active' | 'pending' }>;
}

export async function siteId(db: Db, domain = 'localhost'): Promise<number> {
  const [row] = await db.select({ id: sites.id }).from(sites).where(eq(sites.domain, domain));
  if (!row) throw new Error(`no site ${domain}`);
  return row.id;
}

/** A member inserted straight into the database, with a login and demo photos. */
export async function insertMember(db: Db, now: Date, fields: MemberFields = {}): Promise<{ id: number; email: string }> {
  passwordHash ??= await hashPassword(PASSWORD);
  counter += 1;
  const email = `m${counter}-${Math.random().toString(36).slice(2, 8)}@members.test`;
  const country = fields.country ?? 'GB';
  const [region] = fields.region
    ? await db.select({ id: regions.id }).from(regions).where(and(eq(regions.country, country), eq(regions.name, fields.region)))
    : [];
  const age = fields.age ?? 30;
  const birth = new Date(Date.UTC(now.getUTCFullYear() - age - 1, now.getUTCMonth(), now.getUTCDate() + 2)).toISOString().slice(0, 10);
  const [row] = await db
    .insert(members)
    .values({
      siteId: await siteId(db, fields.site),
      email,
      passwordHash,
      name: fields.name ?? `Member ${counter}`,
      gender: fields.gender ?? 'female',
      sexuality: fields.sexuality ?? 'hetero',
      lookingFor: fields.lookingFor ?? null,
      birthdate: birth,
      country,
      regionId: region?.id ?? null,
      city: null,
      paidUser: fields.paidUser ?? false,
      invisible: fields.invisible ?? false,
      profileStatus: fields.profileStatus ?? 'active',
      bodyType: fields.bodyType ?? null,
      signupDate: now,
      lastSeen: now,
    })
    .returning({ id: members.id });
  if (!row) throw new Error('insert failed');
  for (const [position, p] of (fields.photos ?? [{}]).entries()) {
    const names = demoPhotoNames(fields.gender ?? 'female', age, (row.id * 7919 + position) >>> 0);
    await db.insert(photos).values({
      memberId: row.id,
      filename: names.filename,
      thumbFilename: names.thumb,
      matchFilename: names.match,
      position,
      private: p.private ?? false,
      status: p.status ?? 'active',
    });
  }
  return { id: row.id, email };
}

export async function block(db: Db, blockerId: number, blockedId: number, now: Date): Promise<void> {
  await db.insert(blocks).values({ blockerId, blockedId, createdAt: now });
}

export async function loginAs(app: FastifyInstance, email: string, host = 'localhost', password = PASSWORD): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/user.php', headers: { host }, payload: { email, password } });
  return sessionCookie(res);
}

export async function setSiteSetting(db: Db, domain: string, patch: Record<string, unknown>): Promise<void> {
  await db.execute(sql`UPDATE sites SET settings = settings || ${JSON.stringify(patch)}::jsonb WHERE domain = ${domain}`);
}

/** A JPEG made in memory, optionally with EXIF GPS data. */
export async function jpeg(width = 800, height = 600, withGps = false): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 90 } } }).jpeg({ quality: 85 });
  if (withGps) {
    return image
      .withExifMerge({ IFD0: { Make: 'TestCam', Model: 'GPS 1' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 22/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '4/1 53/1 0/1' } })
      .toBuffer();
  }
  return image.toBuffer();
}

/** A multipart/form-data body with one file field `photo`. */
export function multipart(bytes: Buffer, filename = 'photo.jpg', type = 'image/jpeg'): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
