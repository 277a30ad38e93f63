// The BENCHMARKS.md sections of the members area in Lighthouse and of the slow 3G connection
// (scripts/bench-report.mjs calls them with its own table helpers; decision 137).

/** Lighthouse of the members area, logged in (tests/bench/lighthouse-members.mjs). */
export function membersLighthouseSection({ read, measured, lighthouseTable }) {
  const r = read('lighthouse-members');
  const out = ['## Lighthouse: members area, logged in' + measured(r), ''];
  if (!r?.runs) return [...out, 'Not measured yet (`npm run bench -- lighthouse-members`).', ''];
  return [
    ...out,
    `Mobile preset, simulated throttling, Debian Chromium. The demo member (${r.member}) logs in through /login in the audited browser first, then each page is audited in that browser with its storage kept (a returning member: service worker and IndexedDB warm; a session cookie passed as a header never reaches the sync worker). Every round is a fresh browser. Goal: performance ≥ 95, LCP ≤ 1500 ms.`,
    '',
    lighthouseTable(r.runs),
    '',
  ];
}

/** The slow 3G figures (tests/bench/slow3g.mjs). */
export function slow3gSection({ read, measured, table }) {
  const r = read('slow3g');
  const out = ['## Slow 3G: first login, returning conversation' + measured(r), ''];
  if (!r?.first_visit_login) return [...out, 'Not measured yet (`npm run bench -- slow3g`).', ''];
  const n = r.network;
  const login = r.first_visit_login;
  const back = r.returning_conversation;
  return [
    ...out,
    `Chromium's network emulation (CDP Network.emulateNetworkConditions) on the page: ${n.down_kbit_s} kbit/s down, ${n.up_kbit_s} kbit/s up, ${n.rtt_ms} ms round trip; a phone-sized viewport. **Usable**: the e-mail field on screen and the page parsed (its deferred script holds a submit for the app). **Focused**: the visitor taps the e-mail field as soon as it is usable, which starts the app on this page (decision 151). **App took over**: the app's own form in place of the server's. Goal: usable ≤ 3000 ms; the conversation repainted ≤ 200 ms.`,
    '',
    table(
      ['first visit of /login, run', 'usable (ms)', 'on the server-painted form', 'FCP (ms)', 'LCP (ms)', 'HTML done (ms)', 'HTML bytes', 'focused (ms)', 'app took over (ms)', 'scripts done (ms)'],
      login.runs.map((x, i) => [i + 1, x.usable_ms, x.usable_on_server_painted_form ? 'yes' : 'no', x.first_contentful_paint_ms, x.largest_contentful_paint_ms, x.html_done_ms, x.html_bytes ?? '?', x.focused_ms ?? '–', x.app_took_over_ms, x.scripts_done_ms]),
    ),
    '',
    `Median usable: **${login.median_usable_ms} ms**. A returning member's conversation in a new tab on the same connection, painted from the service worker and IndexedDB: **${back.median_painted_ms} ms** (median of ${back.tabs.length} tabs: ${back.tabs.map((t) => t.painted_ms).join(', ')} ms; HTML from the service worker at ${back.tabs.map((t) => t.html_ms).join(', ')} ms). The member left the app before: no other tab is open (decision 165).` +
      (back.with_app_open_in_another_tab
        ? ` The same tabs opened while the member's first tab is still open (no goal: any other open tab slows a new tab's start on this machine): ${back.with_app_open_in_another_tab.median_painted_ms} ms (${back.with_app_open_in_another_tab.tabs.map((t) => t.painted_ms).join(', ')} ms).`
        : ''),
    '',
  ];
}

/** The push figure (decisions 165, 182): a pushed message read offline from the notification's URL (tests/bench/push-open.mjs). */
export function pushOpenSection({ read, measured, table }) {
  const r = read('push-open');
  const out = ['## A pushed message read offline from its notification' + measured(r), ''];
  if (!r?.runs) return [...out, 'Not measured yet (`npm run bench -- push-open`).', ''];
  const load = (l) => (l ? l.join(', ') : '?');
  return [
    ...out,
    `Debian's Chromium driven by Puppeteer over CDP, a phone-sized viewport (decision 165's method). A demo member (credits@demo.test) logged in through the app's form and opened the conversation once (service worker active, device database filled), then closed the app. Each run: the premium demo member sends a message through the server; the push the server would send (its payload with the message) is delivered to the service worker through the DevTools protocol (\`ServiceWorker.deliverPushMessage\`) from a helper tab, closed once the worker has stored the message; a new tab, offline (the page's and the worker's network emulation), opens the notification's URL, no other tab open. **Shown**: the page's clock from the navigation's start to the pushed text in the conversation (a mutation observer). **Stored**: the push's delivery to the message in the device database. **First paint**: the page's first contentful paint (the service worker paints the conversation into the document it serves, decision 201, so the message is among the first pixels). **Reopened**: the control, alternating with each pushed run: the same conversation opened offline again with no push in between. Goal: shown ≤ 200 ms. Load average (1, 5, 15 min) before: ${load(r.load_average?.before)}; after: ${load(r.load_average?.after)}.`,
    '',
    table(
      ['run', 'shown (ms)', 'first paint (ms)', 'document (ms)', 'from the service worker', 'scripts loaded (ms)', 'DOMContentLoaded (ms)', 'push to stored (ms)', 'reopened, no push (ms)'],
      r.runs.map((x, i) => [i + 1, x.shown_ms, x.first_contentful_paint_ms ?? '–', x.document_ms, x.document_from_service_worker ? 'yes' : 'no', x.scripts_loaded_ms, x.dom_content_loaded_ms, x.stored_ms, x.reopened_without_push_ms ?? '–']),
    ),
    '',
    `Median shown: **${r.median_shown_ms} ms** (${r.shown_range_ms.join('–')} ms); first paint: median ${r.median_first_contentful_paint_ms ?? '–'} ms; push to stored: median ${r.median_push_stored_ms} ms (${r.stored_range_ms.join('–')} ms); reopened with no push: median ${r.median_reopened_without_push_ms ?? '–'} ms. Push subscription: ${r.subscription?.made ? `made (${r.subscription.endpoint_origin})` : `refused by this Chromium (${r.subscription?.error ?? '?'}); the pushes go through the DevTools protocol`}. \`BENCH_PUSH_DETAIL=1 node tests/bench/push-open.mjs <base>\` lists each run's resources with their times (where the time goes).`,
    '',
  ];
}
