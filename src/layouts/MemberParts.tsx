// The layouts' parts that only a logged-in member sees. They read the member's local data through
// Dexie, so they load as one chunk when a member is there (memberParts.ts), never for a visitor
// (decision 005).
export { DocumentTitle } from '../app/DocumentTitle.tsx';
export { MemberNav } from '../features/nav/MemberNav.tsx';
export { AccountMenu } from '../features/nav/AccountMenu.tsx';
export { TimeBonusArea } from '../features/time-bonus/TimeBonusArea.tsx';
export { ActivationReminder } from '../features/signup/ActivationReminder.tsx';
export { ProfilePhotoAlert } from '../features/profile/ProfilePhotoAlert.tsx';
export { NotificationAlerts } from '../features/push/NotificationAlerts.tsx';
export { TermsPrompt } from '../features/pages/TermsPrompt.tsx';
export { LikesLayer } from '../features/likes/LikesLayer.tsx';
