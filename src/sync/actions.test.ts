import { afterEach, describe, expect, it } from 'vitest';
import { login, logout, refresh, setLanguage } from './actions.ts';
import { provideSync, resetSyncForTests, type RemoteSync } from './remote.ts';

function fakeWorker(overrides: Partial<RemoteSync> = {}): RemoteSync & { calls: string[] } {
  const calls: string[] = [];
  const done = <T>(name: string, value: T) => {
    calls.push(name);
    return Promise.resolve(value);
  };
  return {
    calls,
    start: () => done('start', undefined),
    login: (r) => done(`login ${r.email}`, { ok: true } as const),
    logout: () => done('logout', undefined),
    setLanguage: (l) => done(`setLanguage ${l}`, { ok: true } as const),
    poke: (reason) => done(`poke ${reason}`, undefined),
    setVisible: () => done('setVisible', undefined),
    setOnline: () => done('setOnline', undefined),
    setFrozen: () => done('setFrozen', undefined),
    setDevicePush: () => done('setDevicePush', undefined),
    searchMembers: (f) => done(`searchMembers ${f.page}`, { ok: true } as const),
    loadProfile: (id) => done(`loadProfile ${id}`, { ok: true } as const),
    loadOwnProfile: () => done('loadOwnProfile', { ok: true } as const),
    updateOwnProfile: () => done('updateOwnProfile', { ok: true } as const),
    uploadPhoto: () => done('uploadPhoto', { ok: true } as const),
    updatePhoto: (c) => done(`updatePhoto ${c.id}`, { ok: true } as const),
    deletePhoto: (id) => done(`deletePhoto ${id}`, { ok: true } as const),
    geocode: () => done('geocode', { ok: true, answer: false } as const),
    // chat
    sendMessage: (m) => done(`sendMessage ${m.id}`, { ok: true } as const),
    retryUnsent: (id) => done(`retryUnsent ${id}`, { ok: true } as const),
    discardUnsent: (id) => done(`discardUnsent ${id}`, { ok: true } as const),
    openConversation: (id) => done(`openConversation ${id}`, { ok: true } as const),
    loadOlderMessages: (id) => done(`loadOlderMessages ${id}`, { ok: true } as const),
    deleteChat: (id) => done(`deleteChat ${id}`, { ok: true } as const),
    deleteChatsWith: (id) => done(`deleteChatsWith ${id}`, { ok: true } as const),
    blockMember: (id) => done(`blockMember ${id}`, { ok: true } as const),
    dismissChatNotice: () => done('dismissChatNotice', { ok: true } as const),
    // likes
    likeProfile: (l) => done(`likeProfile ${l.profileId}`, { ok: true } as const),
    unlikeProfile: (l) => done(`unlikeProfile ${l.profileId}`, { ok: true } as const),
    markLikeSeen: (id) => done(`markLikeSeen ${id}`, { ok: true } as const),
    autoLike: () => done('autoLike', { ok: true } as const),
    dismissLikeEvent: () => done('dismissLikeEvent', { ok: true } as const),
    dismissLikeNotice: () => done('dismissLikeNotice', { ok: true } as const),
    // account
    signup: (r) => done(`signup ${r.email}`, { ok: true } as const),
    saveSignupProfile: () => done('saveSignupProfile', { ok: true } as const),
    loadSignupMatches: () => done('loadSignupMatches', { ok: true } as const),
    resendActivation: () => done('resendActivation', { ok: true } as const),
    requestPasswordReset: (e) => done(`requestPasswordReset ${e}`, { ok: true } as const),
    checkResetToken: () => done('checkResetToken', { ok: true } as const),
    resetPassword: () => done('resetPassword', { ok: true } as const),
    changeEmail: () => done('changeEmail', { ok: true } as const),
    changePassword: () => done('changePassword', { ok: true } as const),
    setInvisible: (v) => done(`setInvisible ${v}`, { ok: true } as const),
    loadBlockedMembers: () => done('loadBlockedMembers', { ok: true } as const),
    unblockMember: (id) => done(`unblockMember ${id}`, { ok: true } as const),
    deleteAccount: () => done('deleteAccount', { ok: true } as const),
    loadNotificationSettings: () => done('loadNotificationSettings', { ok: true } as const),
    saveNotificationSettings: () => done('saveNotificationSettings', { ok: true } as const),
    // credits shop
    loadCredits: () => done('loadCredits', { ok: true } as const),
    loadPricing: () => done('loadPricing', { ok: true } as const),
    applyDiscountCode: (c) => done(`applyDiscountCode ${c}`, { ok: false, error: { error: 'discount_not_found' } } as const),
    loadWelcomeDiscount: () => done('loadWelcomeDiscount', undefined),
    loadTimeBonus: () => done('loadTimeBonus', { ok: true } as const),
    createOrder: (r) => done(`createOrder ${r.bundle_id}`, { ok: false, error: { error: 'network' } } as const),
    loadOrder: (id) => done(`loadOrder ${id}`, { ok: true } as const),
    pay: (r) => done(`pay ${r.order_id}`, { ok: false, error: { error: 'network' } } as const),
    loadTransaction: (id) => done(`loadTransaction ${id}`, { ok: false, error: { error: 'not_found' } } as const),
    loadTransactions: () => done('loadTransactions', { ok: true } as const),
    startDirectDebit: () => done('startDirectDebit', { ok: false, error: { error: 'directdebit_blocked' } } as const),
    confirmDirectDebit: () => done('confirmDirectDebit', { ok: false, error: { error: 'code_invalid' } } as const),
    // content pages and landers
    loadContentPage: (token) => done(`loadContentPage ${token}`, { ok: false, error: { error: 'not_found' } } as const),
    loadLander: (q) => done(`loadLander ${q.kind}`, { ok: false, error: { error: 'network' } } as const),
    loadHome: () => done('loadHome', { ok: false, error: { error: 'network' } } as const),
    loadTermsStatus: () => done('loadTermsStatus', { ok: false, error: { error: 'network' } } as const),
    loadResell: () => done('loadResell', { ok: false, error: { error: 'network' } } as const),
    acceptTerms: (v) => done(`acceptTerms ${v}`, { ok: false, error: { error: 'network' } } as const),
    // swipe game, match finder, complaints (safety)
    loadSwipeCandidates: () => done('loadSwipeCandidates', { ok: false, error: { error: 'network' } } as const),
    swipe: (r) => done(`swipe ${r.profile_id} ${r.action}`, { ok: false, error: { error: 'swipe_limit' } } as const),
    loadMatchFinder: () => done('loadMatchFinder', { ok: false, error: { error: 'network' } } as const),
    sendComplaint: (r) => done(`sendComplaint ${r.category}`, { ok: false, error: { error: 'network' } } as const),
    sendReport: (r) => done(`sendReport ${r.member_id} ${r.reason}`, { ok: false, error: { error: 'network' } } as const),
    dismissNotice: (id) => done(`dismissNotice ${id}`, undefined),
    // download my data (decision 124)
    loadDataExport: () => done('loadDataExport', { ok: false, error: { error: 'network' } } as const),
    requestDataExport: () => done('requestDataExport', { ok: false, error: { error: 'rate_limited' } } as const),
    ...overrides,
  };
}

afterEach(() => resetSyncForTests());

describe('sync actions', () => {
  it('waits for the worker when called before it started', async () => {
    const pending = login({ email: 'anna@example.com', password: 'pw' });
    const worker = fakeWorker();
    provideSync(worker);
    expect(await pending).toEqual({ ok: true });
    expect(worker.calls).toEqual(['login anna@example.com']);
  });

  it('passes each action to the worker', async () => {
    const worker = fakeWorker();
    provideSync(worker);
    expect(await logout()).toEqual({ ok: true });
    expect(await setLanguage('nl')).toEqual({ ok: true });
    expect(await refresh()).toEqual({ ok: true });
    expect(worker.calls).toEqual(['logout', 'setLanguage nl', 'poke manual']);
  });

  it('returns the server’s refusal as it came', async () => {
    provideSync(fakeWorker({ login: () => Promise.resolve({ ok: false, error: { error: 'login_failed' } }) }));
    expect(await login({ email: 'a@b.c', password: 'x' })).toEqual({ ok: false, error: { error: 'login_failed' } });
  });

  it('turns a crashed worker call into a generic error instead of throwing', async () => {
    provideSync(fakeWorker({ logout: () => Promise.reject(new Error('worker died')) }));
    expect(await logout()).toEqual({ ok: false, error: { error: 'server_error' } });
  });
});
