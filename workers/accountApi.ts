import type { AccountWorkerApi } from '../src/sync/accountProtocol.ts';
import * as account from './accountActions.ts';
import type { AccountDeps } from './accountActions.ts';

/**
 * The signup and account calls bound to one member's api client and database. A login (signup)
 * or a logout (deletion, reset) goes through `becomeMember`, which also tells the scheduler.
 */
export function createAccountApi(deps: AccountDeps): AccountWorkerApi {
  return {
    signup: (request) => account.signup(deps, request),
    saveSignupProfile: (request) => account.saveSignupProfile(deps, request),
    loadSignupMatches: () => account.loadSignupMatches(deps),
    resendActivation: () => account.resendActivation(deps),
    requestPasswordReset: (email) => account.requestPasswordReset(deps, email),
    checkResetToken: (token) => account.checkResetToken(deps, token),
    resetPassword: (request) => account.resetPassword(deps, request),
    changeEmail: (request) => account.changeEmail(deps, request),
    changePassword: (request) => account.changePassword(deps, request),
    setInvisible: (invisible) => account.setInvisible(deps, invisible),
    loadBlockedMembers: () => account.loadBlockedMembers(deps),
    unblockMember: (id) => account.unblockMember(deps, id),
    deleteAccount: (request) => account.deleteAccount(deps, request),
    loadNotificationSettings: () => account.loadNotificationSettings(deps),
    saveNotificationSettings: (request) => account.saveNotificationSettings(deps, request),
  };
}
