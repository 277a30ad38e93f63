import { z } from 'zod';
import { ResellItem, type ResellAnswer } from '../../src/contract/content.ts';
import type { SiteRow } from '../platform/sites.ts';

/** A site's own partner items live in its settings (`resell_items`, `resell_partner`); operators edit them per site. */
const SiteResell = z.object({
  resell_partner: z.string().max(60).optional(),
  resell_items: z.array(ResellItem).max(6).optional(),
});

/** Shown when a site turned member_resell on without items of its own: pictures made locally (public/lander). */
const defaultItems: ResellItem[] = [
  { name: 'Mia', tagline: '24', url: '/signup?network=resell&sub1=cam-1', image: '/lander/cam-1.webp' },
  { name: 'Lena', tagline: '41', url: '/signup?network=resell&sub1=cam-2', image: '/lander/cam-2.webp' },
  { name: 'Zoe', tagline: '29', url: '/signup?network=resell&sub1=cam-3', image: '/lander/cam-3.webp' },
];

/** The resell (cam-profile) block of a site: off unless the site's member_resell setting is on. */
export function resellOf(site: SiteRow): ResellAnswer {
  if (!site.settings.member_resell) return { enabled: false, partner: '', items: [] };
  const own = SiteResell.safeParse(site.settings);
  const items = own.success && own.data.resell_items?.length ? own.data.resell_items : defaultItems;
  const partner = (own.success ? own.data.resell_partner : undefined) ?? `${site.name} Live`;
  return { enabled: true, partner, items };
}
