import type {
  DeleteAccountRequest,
  MailChangeRequest,
  NotificationsRequest,
  PasswordChangeRequest,
  PasswordResetDoRequest,
  SignupProfileRequest,
  SignupRequest,
} from '../contract/index.ts';
import type { ActionResult } from './protocol.ts';

/** The signup and account calls of the worker; part of SyncWorkerApi. */
export interface AccountWorkerApi {
  /** create the account; the new member is stored (useCurrentUser) before this resolves */
  signup(request: SignupRequest): Promise<ActionResult>;
  saveSignupProfile(request: SignupProfileRequest): Promise<ActionResult>;
  loadSignupMatches(): Promise<ActionResult>;
  resendActivation(): Promise<ActionResult>;
  requestPasswordReset(email: string): Promise<ActionResult>;
  /** ok when the reset link still works, else link_invalid */
  checkResetToken(token: string): Promise<ActionResult>;
  resetPassword(request: PasswordResetDoRequest): Promise<ActionResult>;
  changeEmail(request: MailChangeRequest): Promise<ActionResult>;
  changePassword(request: PasswordChangeRequest): Promise<ActionResult>;
  setInvisible(invisible: boolean): Promise<ActionResult>;
  loadBlockedMembers(): Promise<ActionResult>;
  unblockMember(id: number): Promise<ActionResult>;
  /** pending deletion: the server ends every session and local member data is cleared */
  deleteAccount(request: DeleteAccountRequest): Promise<ActionResult>;
  loadNotificationSettings(): Promise<ActionResult>;
  saveNotificationSettings(request: NotificationsRequest): Promise<ActionResult>;
}
