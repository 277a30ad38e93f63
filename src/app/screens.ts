import { lazy, type Screen } from './lazyScreen.ts';
import type { RouteName } from './routes.ts';

export type { Screen };

/**
 * The screens built so far, each its own chunk (React.lazy) so the first route stays small.
 * Routes without a screen fall through to the 404 page until their issue lands.
 */
export const screens: Partial<Record<RouteName, Screen>> = {
  home: lazy(() => import('../features/home/HomeScreen.tsx')),
  login: lazy(() => import('../features/auth/LoginScreen.tsx')),
  members: lazy(() => import('../features/members/MembersSearchScreen.tsx')),
  member: lazy(() => import('../features/members/ProfileScreen.tsx')),
  likesMember: lazy(() => import('../features/members/ProfileScreen.tsx')),
  // likes
  likes: lazy(
    () => import('../features/likes/LikesScreen.tsx'),
    () => import('../features/push/preloadPushPrompt.ts').then((m) => m.preloadPushPrompt()),
  ),
  likesByType: lazy(
    () => import('../features/likes/LikesByTypeScreen.tsx'),
    () => import('../db/index.ts').then((m) => m.preloadLikes()),
  ),
  profile: lazy(() => import('../features/profile/OwnProfileScreen.tsx')),
  langConfig: lazy(() => import('../features/language/LangConfigScreen.tsx')),
  // signup and account lifecycle
  signup: lazy(() => import('../features/signup/SignupScreen.tsx')),
  completeSignup: lazy(() => import('../features/signup/CompleteSignupScreen.tsx')),
  signupMatches: lazy(() => import('../features/signup/SignupMatchesScreen.tsx')),
  memberSignup: lazy(() => import('../features/signup/MemberSignupScreen.tsx')),
  memberLanding: lazy(() => import('../features/signup/MemberLandingScreen.tsx')),
  activateDone: lazy(() => import('../features/signup/ActivateDoneScreen.tsx')),
  activateError: lazy(() => import('../features/signup/ActivateErrorScreen.tsx')),
  resetPassword: lazy(() => import('../features/account/ResetPasswordScreen.tsx')),
  resetPasswordDo: lazy(() => import('../features/account/ResetPasswordDoScreen.tsx')),
  settings: lazy(() => import('../features/account/SettingsScreen.tsx')),
  notifications: lazy(() => import('../features/account/NotificationsScreen.tsx')),
  accountDeleted: lazy(() => import('../features/account/AccountDeletedScreen.tsx')),
  mailChangeDo: lazy(() => import('../features/account/MailChangeDoScreen.tsx')),
  // credits shop
  credits: lazy(() => import('../features/credits/CreditsScreen.tsx')),
  creditsPayment: lazy(() => import('../features/credits/PaymentScreen.tsx')),
  creditsRepeatOrder: lazy(() => import('../features/credits/RepeatOrderScreen.tsx')),
  transactions: lazy(() => import('../features/credits/TransactionScreen.tsx')),
  premium: lazy(() => import('../features/credits/PremiumScreen.tsx')),
  pricing: lazy(() => import('../features/credits/PremiumScreen.tsx')),
  directDebit: lazy(() => import('../features/credits/DirectDebitScreen.tsx')),
  chats: lazy(
    () => import('../features/chats/ChatsScreen.tsx'),
    () => import('../features/chats/preloadChat.ts').then((m) => m.preloadChats()),
  ),
  chat: lazy(
    () => import('../features/chats/ChatScreen.tsx'),
    (pathname) => import('../features/chats/preloadChat.ts').then((m) => m.preloadChat(pathname)),
  ),
  memberChat: lazy(() => import('../features/chats/MemberChatScreen.tsx')),
  // swipe game, match finder, complaints (safety)
  swipeGame: lazy(() => import('../features/swipe/SwipeGameScreen.tsx')),
  matchFinder: lazy(() => import('../features/match-finder/MatchFinderScreen.tsx')),
  complaints: lazy(() => import('../features/complaints/ComplaintsScreen.tsx')),
  // content pages and landers
  page: lazy(() => import('../features/pages/ContentPageScreen.tsx')),
  landerTinderSwipe: lazy(() => import('../features/landers/LanderScreen.tsx')),
  lander: lazy(() => import('../features/landers/LanderScreen.tsx')),
  memberLanding2: lazy(() => import('../features/landers/LanderScreen.tsx')),
  memberLanding3: lazy(() => import('../features/landers/LanderScreen.tsx')),
};
