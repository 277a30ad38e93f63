import { proxy } from 'valtio';

export type SignupStep = 'start' | 'photo' | 'personal' | 'location' | 'about' | 'complete';
export const signupSteps: readonly SignupStep[] = ['start', 'photo', 'personal', 'location', 'about', 'complete'];

/** UI state of the signup flow, shared by the desktop modal and the /signup page. */
export const signupState = proxy({
  modalOpen: false,
  step: 'start' as SignupStep,
  /** the profile a signup-with-message writes to */
  targetId: null as number | null,
  /** the account is being created by this flow (its member appears before step 1 shows) */
  creating: false,
});

/** In progress: the account exists and the steps are not done; the modal then needs an explicit choice. */
export function signupInProgress(step: SignupStep): boolean {
  return step !== 'start' && step !== 'complete';
}

export function openSignupModal(targetId: number | null = null): void {
  signupState.modalOpen = true;
  signupState.targetId = targetId;
  if (signupState.step === 'complete') signupState.step = 'start';
}

export function closeSignupModal(): void {
  signupState.modalOpen = false;
}

export function goToStep(step: SignupStep): void {
  signupState.step = step;
}

/** SPEC §2: below 768 px signup is the /signup page, above it a modal. */
export function isSmartphone(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(max-width: 767.98px)').matches;
}
