import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { routePaths } from '../contract/routePaths.ts';

/** Which layout frames a route (SPEC §2 Layouts). */
export type LayoutName = 'default' | 'chat' | 'lander' | 'empty';

export interface RouteDef {
  /** wouter path; `:name?` is an optional segment */
  path: string;
  layout: LayoutName;
  /** the route's part of the page title (lazy descriptor, translated at render) */
  title?: MessageDescriptor;
  /** part of the members area (SPEC §2) */
  membersArea?: boolean;
  /** the installed app shows a back button here (SPEC §2 Top bar) */
  backButton?: boolean;
}

/** The landing pages under /landers/{name}/{slug?} (SPEC §2). */
export const landerNames = [
  'alonetonight',
  'collagelanding',
  'gallery',
  'iconslanding',
  'maplanding',
  'socialnetwork',
  'transitionsvideolanding',
  'video',
] as const;
export type LanderName = (typeof landerNames)[number];

/** The named content pages; any other token is served by /pages/{token}. */
export const contentPages = ['terms', 'privacy', 'cookies', 'ban', 'faq', 'service', 'return-policy', 'accessibility'] as const;
export type ContentPage = (typeof contentPages)[number];

/**
 * Every route of SPEC §2, at its path in src/contract/routePaths.ts. Order matters where paths
 * overlap: wouter's <Switch> takes the first match, so fixed segments come before parameters
 * (credits/repeat-order before credits/:id).
 */
export const routes = {
  home: { path: routePaths.home, layout: 'default' },
  login: { path: routePaths.login, layout: 'default', title: msg`Log in` },
  signup: { path: routePaths.signup, layout: 'empty', title: msg`Sign up` },
  completeSignup: { path: routePaths.completeSignup, layout: 'empty', title: msg`Sign up` },
  signupMatches: { path: routePaths.signupMatches, layout: 'empty', title: msg`Sign up` },
  members: { path: routePaths.members, layout: 'default', title: msg`Search members`, membersArea: true },
  memberChat: { path: routePaths.memberChat, layout: 'chat' },
  memberLanding: { path: routePaths.memberLanding, layout: 'lander' },
  memberSignup: { path: routePaths.memberSignup, layout: 'empty', title: msg`Sign up` },
  memberLanding2: { path: routePaths.memberLanding2, layout: 'lander' },
  memberLanding3: { path: routePaths.memberLanding3, layout: 'lander' },
  member: { path: routePaths.member, layout: 'default', membersArea: true, backButton: true },
  likesMember: { path: routePaths.likesMember, layout: 'default', membersArea: true, backButton: true },
  chats: { path: routePaths.chats, layout: 'chat', title: msg`Messages`, membersArea: true },
  chat: { path: routePaths.chat, layout: 'chat', title: msg`Messages`, membersArea: true },
  likes: { path: routePaths.likes, layout: 'default', title: msg`Likes`, membersArea: true, backButton: true },
  likesByType: { path: routePaths.likesByType, layout: 'default', title: msg`Likes`, membersArea: true, backButton: true },
  premium: { path: routePaths.premium, layout: 'default', title: msg`Get premium`, membersArea: true, backButton: true },
  pricing: { path: routePaths.pricing, layout: 'default', title: msg`Pricing` },
  credits: { path: routePaths.credits, layout: 'default', title: msg`Credits`, backButton: true },
  creditsRepeatOrder: { path: routePaths.creditsRepeatOrder, layout: 'default', title: msg`Credits`, backButton: true },
  creditsPayment: { path: routePaths.creditsPayment, layout: 'default', title: msg`Payment`, backButton: true },
  directDebit: { path: routePaths.directDebit, layout: 'default', title: msg`Payment`, backButton: true },
  transactions: { path: routePaths.transactions, layout: 'default', title: msg`Payment`, backButton: true },
  profile: { path: routePaths.profile, layout: 'default', title: msg`My profile`, backButton: true },
  settings: { path: routePaths.settings, layout: 'default', title: msg`Settings` },
  notifications: { path: routePaths.notifications, layout: 'default', title: msg`Notifications` },
  complaints: { path: routePaths.complaints, layout: 'default', title: msg`Complaints` },
  swipeGame: { path: routePaths.swipeGame, layout: 'default', title: msg`Swipe game` },
  matchFinder: { path: routePaths.matchFinder, layout: 'default', title: msg`Match finder` },
  langConfig: { path: routePaths.langConfig, layout: 'default', title: msg`Language` },
  accountDeleted: { path: routePaths.accountDeleted, layout: 'default' },
  activateDone: { path: routePaths.activateDone, layout: 'default' },
  activateError: { path: routePaths.activateError, layout: 'default' },
  mailChangeDo: { path: routePaths.mailChangeDo, layout: 'default' },
  resetPassword: { path: routePaths.resetPassword, layout: 'default', title: msg`Reset password` },
  resetPasswordDo: { path: routePaths.resetPasswordDo, layout: 'default', title: msg`Reset password` },
  page: { path: routePaths.page, layout: 'default' },
  landerTinderSwipe: { path: routePaths.landerTinderSwipe, layout: 'lander' },
  /** name is one of landerNames; others fall through to the 404 page */
  lander: { path: routePaths.lander, layout: 'lander' },
} as const satisfies Record<string, RouteDef>;

export type RouteName = keyof typeof routes;

const segment = (value: string | number): string => encodeURIComponent(String(value));
const optional = (value: string | number | undefined): string => (value === undefined || value === '' ? '' : `/${segment(value)}`);

/** Typed link builders: the only way screens spell a path. */
export const links = {
  home: () => '/',
  login: () => '/login',
  signup: () => '/signup',
  completeSignup: () => '/complete-signup',
  signupMatches: () => '/signup-matches',
  members: () => '/members',
  member: (id: number) => `/members/${segment(id)}`,
  likesMember: (id: number) => `/likes/m/${segment(id)}`,
  memberChat: (id: number) => `/members/${segment(id)}/chat`,
  memberLanding: (id: number) => `/members/${segment(id)}/landing`,
  memberSignup: (id: number) => `/members/${segment(id)}/signup`,
  landing2: (id: number, slug?: string) => `/members/${segment(id)}/landing2${optional(slug)}`,
  landing3: (id: number, slug?: string) => `/members/${segment(id)}/landing3${optional(slug)}`,
  chats: () => '/chats',
  chat: (conversationId: number) => `/chats/${segment(conversationId)}`,
  likes: () => '/likes',
  likesByType: (type: string) => `/likes/${segment(type)}`,
  premium: () => '/premium',
  pricing: () => '/pricing',
  /** the credits shop, or with an order id the payment of that order (SPEC: /credits/{id}/{paymentmethod?}) */
  credits: (orderId?: number | string, method?: string) =>
    orderId === undefined ? '/credits' : `/credits/${segment(orderId)}${optional(method)}`,
  creditsRepeatOrder: () => '/credits/repeat-order',
  /** payment of an order, optionally with a chosen payment method */
  creditsPayment: (orderId: number | string, method?: string) => `/credits/${segment(orderId)}${optional(method)}`,
  directDebit: () => '/directdebit',
  transactions: (id?: number | string) => `/transactions${optional(id)}`,
  profile: () => '/profile',
  settings: () => '/settings',
  notifications: () => '/notifications',
  complaints: () => '/complaints',
  swipeGame: () => '/swipe-game',
  matchFinder: () => '/match-finder',
  langConfig: () => '/lang-config',
  accountDeleted: () => '/account-deleted',
  activateDone: () => '/activate/done',
  activateError: () => '/activate/error',
  mailChangeDo: () => '/mail-change/do',
  resetPassword: () => '/reset-password',
  resetPasswordDo: () => '/reset-password/do',
  page: (token: ContentPage | (string & {})) => `/pages/${segment(token)}`,
  landerTinderSwipe: () => '/landers/tinderswipe',
  lander: (name: LanderName, slug?: string) => `/landers/${name}${optional(slug)}`,
};
