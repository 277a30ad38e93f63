const trackingFields = ['network', 'ref', 'sub1', 'sub2', 'sub3'] as const;

/** The signup page a lander leads to, carrying the visit's tracking parameters (as server/content/markup.ts). */
export function signupHref(search: string, memberId: number | null): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const f of trackingFields) {
    const v = params.get(f);
    if (v) kept.set(f, v.slice(0, 100));
  }
  const query = kept.toString();
  return `${memberId ? `/members/${memberId}/signup` : '/signup'}${query ? `?${query}` : ''}`;
}
