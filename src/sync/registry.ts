import type { MemberActionsApi } from './protocol.ts';

/**
 * THE registry of the member actions the sync worker runs for the page (ARCHITECTURE: sync worker,
 * outbox): each is typed once in its area's *Protocol.ts, implemented once in workers/, and named
 * once here. The page's callers (src/sync/pageActions.ts) and the worker's forwarders
 * (workers/forwardActions.ts) are built from this list; the compiler refuses a list that misses or
 * invents an action.
 */
const registry = {
  // accountProtocol.ts
  signup: true,
  saveSignupProfile: true,
  loadSignupMatches: true,
  resendActivation: true,
  requestPasswordReset: true,
  checkResetToken: true,
  resetPassword: true,
  changeEmail: true,
  changePassword: true,
  setInvisible: true,
  loadBlockedMembers: true,
  unblockMember: true,
  deleteAccount: true,
  loadNotificationSettings: true,
  saveNotificationSettings: true,
  // chatProtocol.ts
  sendMessage: true,
  retryUnsent: true,
  discardUnsent: true,
  openConversation: true,
  loadOlderMessages: true,
  deleteChat: true,
  deleteChatsWith: true,
  blockMember: true,
  dismissChatNotice: true,
  // contentProtocol.ts
  loadContentPage: true,
  loadLander: true,
  loadHome: true,
  loadTermsStatus: true,
  loadResell: true,
  acceptTerms: true,
  // dataExportProtocol.ts
  loadDataExport: true,
  requestDataExport: true,
  // likesProtocol.ts
  likeProfile: true,
  unlikeProfile: true,
  markLikeSeen: true,
  autoLike: true,
  dismissLikeEvent: true,
  dismissLikeNotice: true,
  // membersProtocol.ts
  searchMembers: true,
  loadProfile: true,
  loadOwnProfile: true,
  updateOwnProfile: true,
  uploadPhoto: true,
  updatePhoto: true,
  deletePhoto: true,
  geocode: true,
  // paymentsProtocol.ts
  loadCredits: true,
  loadPricing: true,
  applyDiscountCode: true,
  loadWelcomeDiscount: true,
  loadTimeBonus: true,
  createOrder: true,
  loadOrder: true,
  pay: true,
  loadTransaction: true,
  loadTransactions: true,
  startDirectDebit: true,
  confirmDirectDebit: true,
  // safetyProtocol.ts
  loadSwipeCandidates: true,
  swipe: true,
  loadMatchFinder: true,
  sendComplaint: true,
  sendReport: true,
  dismissNotice: true,
} satisfies Record<keyof MemberActionsApi, true>;

export type MemberActionName = keyof MemberActionsApi;

export const memberActionNames = Object.keys(registry) as MemberActionName[];
