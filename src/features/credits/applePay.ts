/** Apple Pay is offered only where the browser supports it (ApplePaySession, SPEC §9). */
export function supportsApplePay(): boolean {
  const session = (globalThis as { ApplePaySession?: { canMakePayments?: () => boolean } }).ApplePaySession;
  try {
    return typeof session?.canMakePayments === 'function' && session.canMakePayments();
  } catch {
    return false;
  }
}
