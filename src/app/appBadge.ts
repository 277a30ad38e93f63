type BadgeNavigator = Partial<{
  setAppBadge(count?: number): Promise<void>;
  clearAppBadge(): Promise<void>;
}>;

/** Show unread messages plus new likes on the installed app's icon; failures are ignored (SPEC §8). */
export function updateAppBadge(count: number, nav: BadgeNavigator = globalThis.navigator): void {
  try {
    const result = count > 0 ? nav.setAppBadge?.(count) : nav.clearAppBadge?.();
    result?.catch(() => undefined);
  } catch {
    // unsupported or not allowed: nothing to do
  }
}
