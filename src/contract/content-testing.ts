/**
 * Fixture reads of the content area for the browser tests (TEST_API=1 only): the page-hidden
 * beacons of the request's site, a member's signup tracking (`?email=`), and backdating a
 * member's signup (`?email=`) so the terms prompt asks them to accept.
 */
export const contentTestApi = {
  pageHidden: '/api/test/page-hidden',
  backdateSignup: '/api/test/backdate-signup',
  memberTracking: '/api/test/member-tracking',
} as const;
