import { createContext, useContext } from 'react';
import type { StaffMeAnswer, StaffRole } from '../contract/staff.ts';

/** The logged-in staff member, given to every console screen. */
export interface StaffSession {
  me: StaffMeAnswer;
  /** after a logout, a 401, or a 2FA reset of one's own account */
  loggedOut: () => void;
}

export const StaffSessionContext = createContext<StaffSession | null>(null);

export function useStaffSession(): StaffSession {
  const session = useContext(StaffSessionContext);
  if (!session) throw new Error('useStaffSession outside the console');
  return session;
}

/** Same rule as the server's guard (server/staff/guard.ts): admin may do everything. */
export function mayUse(role: StaffRole, roles: readonly StaffRole[]): boolean {
  return role === 'admin' || roles.length === 0 || roles.includes(role);
}
