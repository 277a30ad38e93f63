import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { links } from '../../app/routes.ts';
import { useCurrentUser, useSettings } from '../../db/kv.ts';
import { errorMessage } from '../../i18n/index.ts';
import { useUrlLocale } from '../pages/useUrlLocale.ts';
import { ProgressBar } from '../../ui/ProgressBar.tsx';
import { NotFoundScreen } from '../errors/NotFoundScreen.tsx';
import { rememberTracking } from '../signup/tracking.ts';
import { landerRequestOf, slugNamesLocale } from './landerRequest.ts';
import { LanderView } from './LanderView.tsx';
import { signupHref } from './signupLink.ts';
import { useLander } from './useLander.ts';

/** /landers/…, /members/{id}/landing2|3: a campaign's landing page from real members, leading into signup. */
export default function LanderScreen() {
  const { i18n, t } = useLingui();
  const user = useCurrentUser();
  const [path] = useLocation();
  const search = useSearch();
  const settings = useSettings() ?? null;
  const request = landerRequestOf(path);
  const result = useLander(path, request);
  useEffect(() => rememberTracking(search), [search]);
  // a slug (or ?lang=) that names a language shows the whole page in it, and the visitor keeps it
  const locale = result?.ok && slugNamesLocale(request?.slug) ? result.data.locale : null;
  useUrlLocale(locale ?? new URLSearchParams(search).get('lang'));
  const headline = result?.ok ? result.data.texts.headline : null;
  useEffect(() => {
    if (headline) document.title = settings ? `${headline} | ${settings.name}` : headline;
  }, [headline, settings]);
  if (!request) return <NotFoundScreen />;
  if (result === undefined) return <ProgressBar />;
  if (!result.ok) {
    return (
      <div className="container page" role="alert">
        <p>{errorMessage(i18n, result.error)}</p>
      </div>
    );
  }
  const member = result.data.member;
  if (user) {
    // a logged-in member is past signup: the lander leads into the members' area (the profile it
    // presents, or the search), and each of its members to their profile
    const topName = member?.name ?? '';
    const toMembers = member ? { href: links.member(member.id), label: t`Open the profile of ${topName}` } : { href: links.members(), label: t`Search members` };
    return <LanderView data={result.data} href={toMembers.href} cta={toMembers.label} cardHref={links.member} settings={settings} />;
  }
  return <LanderView data={result.data} href={signupHref(search, member?.id ?? null)} settings={settings} />;
}
