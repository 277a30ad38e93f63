import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ComponentType } from 'react';
import type { StaffRole } from '../contract/staff.ts';
import { ItemScreen } from './moderation/ItemScreen.tsx';
import { ComplaintsQueueScreen, HeldQueueScreen, PhotosQueueScreen, ReportsQueueScreen, RiskQueueScreen } from './moderation/QueueScreen.tsx';
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
  Screen: ComponentType;
}

/**
 * THE CONSOLE'S ROUTER (decision 120). Every screen of /admin is one line here, in menu order.
 * Moderation screens live in src/admin/moderation/ and are registered below the marker, one line
 * each, e.g.
 *   { path: '/moderation/reports', roles: ['moderator'], label: msg`Reports`, Screen: ReportsQueueScreen },
 * The home screen links a queue count of kind `k` to the route `/moderation/k` when there is one.
 */
export const consoleRoutes: readonly ConsoleRoute[] = [
  { path: '/', roles: [], label: msg`Home`, Screen: HomeScreen },
  // ── moderation screens (src/admin/moderation/) ──
  { path: '/moderation/complaints', roles: ['moderator'], label: msg`Complaints`, Screen: ComplaintsQueueScreen },
  { path: '/moderation/photos', roles: ['moderator'], label: msg`New photos`, Screen: PhotosQueueScreen },
  { path: '/moderation/reports', roles: ['moderator'], label: msg`Reports`, Screen: ReportsQueueScreen },
  { path: '/moderation/held', roles: ['moderator'], label: msg`Held messages`, Screen: HeldQueueScreen },
  { path: '/moderation/risk', roles: ['moderator'], label: msg`Risk signals`, Screen: RiskQueueScreen },
  // any queue's item (decision 121: the queue kinds' registry); keep it last, after specific routes
  { path: '/moderation/:kind/:id', roles: ['moderator'], label: null, Screen: ItemScreen },
  // ── end of moderation screens ──
  { path: '/audit', roles: ['admin'], label: msg`Audit log`, Screen: AuditScreen },
  { path: '/staff', roles: ['admin'], label: msg`Staff accounts`, Screen: StaffScreen },
];
