import type { BlockedMember, NotificationsAnswer, Profile, SignupProfileAnswer } from '../contract/index.ts';

/** Values of the `account` table, one row per key; cleared on logout. */
export interface AccountRowValues {
  /** suggested members right after signup (/signup-matches) */
  signupMatches: Profile[];
  /** what signup steps 2 to 4 saved */
  signupProfile: SignupProfileAnswer;
  blockedMembers: BlockedMember[];
  notificationSettings: NotificationsAnswer;
}
export type AccountKey = keyof AccountRowValues;
export interface AccountRow<K extends AccountKey = AccountKey> {
  key: K;
  value: AccountRowValues[K];
}
