import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ComponentType } from 'react';
import type { StaffRole } from '../contract/staff.ts';
import { ItemScreen } from './moderation/ItemScreen.tsx';
import { PhotoQueueScreen } from './moderation/PhotoQueueScreen.tsx';
import { ComplaintsQueueScreen, HeldQueueScreen, ReportsQueueScreen, RiskQueueScreen } from './moderation/QueueScreen.tsx';
import { DiscountCodesScreen } from './prices/DiscountCodesScreen.tsx';
import { PricesScreen } from './prices/PricesScreen.tsx';
import { MemberScreen } from './members/MemberScreen.tsx';
import { MembersSearchScreen } from './members/SearchScreen.tsx';
import { DashboardScreen } from './dashboard/DashboardScreen.tsx';
import { PaymentsScreen } from './payments/PaymentsScreen.tsx';
import { SiteCreateScreen, SiteEditScreen } from './sites/SiteEditScreen.tsx';
import { SitesScreen } from './sites/SitesScreen.tsx';
import { CampaignEditor } from './campaigns/CampaignEditor.tsx';
import { CampaignScreen } from './campaigns/CampaignScreen.tsx';
import { CampaignsScreen } from './campaigns/CampaignsScreen.tsx';
import { AuditScreen } from './screens/AuditScreen.tsx';
import { HomeScreen } from './screens/HomeScreen.tsx';
import { StaffScreen } from './screens/StaffScreen.tsx';

/** A screen of the console: its path under /admin, who may open it, and its name in the menu. */
export interface ConsoleRoute {
  /** wouter pattern relative to /admin, e.g. `/moderation/reports` or `/moderation/:kind/:id` */
  path: string;
  /** roles that may open it (none: every staff member; admin always); the server's guard decides too */
  roles: readonly StaffRole[];
  /** the menu entry; null for a screen reached from another one (an item's detail) */
  label: MessageDescriptor | null;
  /** the menu's section of the entry (consoleSections); none: the menu's top, above the sections */
  section?: ConsoleSection;
  Screen: ComponentType;
}

export type ConsoleSection = 'moderation' | 'support' | 'sales' | 'administration';

/** The menu's sections in menu order, each with its heading; a route names its section. */
export const consoleSections: readonly { id: ConsoleSection; label: MessageDescriptor }[] = [
  { id: 'moderation', label: msg`Moderation` },
  { id: 'support', label: msg`Support` },
  { id: 'sales', label: msg`Sales` },
  { id: 'administration', label: msg`Administration` },
];

/**
 * THE CONSOLE'S ROUTER (decision 120). Every screen of /admin is one line here. The menu shows the
 * labelled ones: those without a section at its top, then each section of consoleSections, in this order.
 * Moderation screens live in src/admin/moderation/ and are registered below the marker, one line
 * each, e.g.
 *   { path: '/moderation/reports', roles: ['moderator'], label: msg`Reports`, section: 'moderation', Screen: ReportsQueueScreen },
 * The home screen links a queue count of kind `k` to the route `/moderation/k` when there is one.
 */
export const consoleRoutes: readonly ConsoleRoute[] = [
  { path: '/', roles: [], label: msg`Home`, Screen: HomeScreen },
  // ── moderation screens (src/admin/moderation/) ──
  { path: '/moderation/complaints', roles: ['moderator'], label: msg`Complaints`, section: 'moderation', Screen: ComplaintsQueueScreen },
  { path: '/moderation/photos', roles: ['moderator'], label: msg`New photos`, section: 'moderation', Screen: PhotoQueueScreen },
  { path: '/moderation/reports', roles: ['moderator'], label: msg`Reports`, section: 'moderation', Screen: ReportsQueueScreen },
  { path: '/moderation/held', roles: ['moderator'], label: msg`Held messages`, section: 'moderation', Screen: HeldQueueScreen },
  { path: '/moderation/risk', roles: ['moderator'], label: msg`Risk signals`, section: 'moderation', Screen: RiskQueueScreen },
  // any queue's item (decision 121: the queue kinds' registry); keep it last, after specific routes
  { path: '/moderation/:kind/:id', roles: ['moderator'], label: null, Screen: ItemScreen },
  // ── end of moderation screens ──
  // prices and discount codes (decision 128, src/admin/prices/)
  { path: '/prices', roles: ['admin'], label: msg`Prices`, section: 'sales', Screen: PricesScreen },
  { path: '/discount-codes', roles: ['admin'], label: msg`Discount codes`, section: 'sales', Screen: DiscountCodesScreen },
  // member back office (decision 129): support and admin; the actions decide per role
  { path: '/members', roles: ['support'], label: msg`Members`, section: 'support', Screen: MembersSearchScreen },
  { path: '/members/:id', roles: ['support'], label: null, Screen: MemberScreen },
  // orders, payments, refunds (decision 130): support reads, admins export and refund
  { path: '/payments', roles: ['support'], label: msg`Payments`, section: 'support', Screen: PaymentsScreen },
  { path: '/dashboard', roles: ['admin'], label: msg`Dashboard`, Screen: DashboardScreen },
  // sites without code (decision 127, src/admin/sites/): /sites/new before /sites/:id
  { path: '/sites', roles: ['admin'], label: msg`Sites`, section: 'administration', Screen: SitesScreen },
  { path: '/sites/new', roles: ['admin'], label: null, Screen: SiteCreateScreen },
  { path: '/sites/:id', roles: ['admin'], label: null, Screen: SiteEditScreen },
  // campaigns (decision 131, src/admin/campaigns/): admin only; `/campaigns/new` before `/campaigns/:id`
  { path: '/campaigns', roles: ['admin'], label: msg`Campaigns`, section: 'sales', Screen: CampaignsScreen },
  { path: '/campaigns/new', roles: ['admin'], label: null, Screen: CampaignEditor },
  { path: '/campaigns/:id', roles: ['admin'], label: null, Screen: CampaignScreen },
  { path: '/audit', roles: ['admin'], label: msg`Audit log`, section: 'administration', Screen: AuditScreen },
  { path: '/staff', roles: ['admin'], label: msg`Staff accounts`, section: 'administration', Screen: StaffScreen },
];
