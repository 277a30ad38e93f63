import { useLocation } from 'wouter';

/**
 * "Back" out of the signup page (decision 176): to the page the visitor came from on this site, else
 * to `fallback` (the home page, or the member a signup with message was for).
 */
export function useLeaveSignup(fallback: string): () => void {
  const [, navigate] = useLocation();
  return () => {
    const cameFromSite = document.referrer !== '' && new URL(document.referrer).origin === window.location.origin;
    if (cameFromSite && window.history.length > 1) window.history.back();
    else navigate(fallback);
  };
}
