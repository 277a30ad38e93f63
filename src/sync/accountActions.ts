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
import { whenSyncReady } from './remote.ts';
import type { AccountWorkerApi } from './accountProtocol.ts';

const broken: ActionResult = { ok: false, error: { error: 'server_error' } };

async function call(run: (worker: AccountWorkerApi) => Promise<ActionResult>): Promise<ActionResult> {
  try {
    return await run(await whenSyncReady());
  } catch {
    return broken;
  }
}

/** Create the account; the member is logged in (useCurrentUser) when this resolves ok. */
export const signup = (request: SignupRequest) => call((w) => w.signup(request));
export const saveSignupProfile = (request: SignupProfileRequest) => call((w) => w.saveSignupProfile(request));
export const loadSignupMatches = () => call((w) => w.loadSignupMatches());
export const resendActivation = () => call((w) => w.resendActivation());
export const requestPasswordReset = (email: string) => call((w) => w.requestPasswordReset(email));
export const checkResetToken = (token: string) => call((w) => w.checkResetToken(token));
export const resetPassword = (request: PasswordResetDoRequest) => call((w) => w.resetPassword(request));
export const changeEmail = (request: MailChangeRequest) => call((w) => w.changeEmail(request));
export const changePassword = (request: PasswordChangeRequest) => call((w) => w.changePassword(request));
export const setInvisible = (invisible: boolean) => call((w) => w.setInvisible(invisible));
export const loadBlockedMembers = () => call((w) => w.loadBlockedMembers());
export const unblockMember = (id: number) => call((w) => w.unblockMember(id));
export const deleteAccount = (request: DeleteAccountRequest) => call((w) => w.deleteAccount(request));
export const loadNotificationSettings = () => call((w) => w.loadNotificationSettings());
export const saveNotificationSettings = (request: NotificationsRequest) => call((w) => w.saveNotificationSettings(request));
