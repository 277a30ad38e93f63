// Decision 201: a conversation opened from a notification (or any navigation to /chats/{id}) is
// painted by the service worker into the app shell it serves, from the device's current member's
// database: the member reads the message the push brought as the document arrives, before the app
// has started. The app's first render replaces the paint (createRoot, decision 092), as it replaces
// the server's paint of the public pages (decision 137). The markup is the conversation screen's
// (src/features/chats: ChatScreen, Conversation, ChatTopBar, MessageList, MessageBubble) with the same
// class names, so the screen's own stylesheets (named by scripts/vite/paintStyles.ts) lay it out; it
// holds only what needs no catalog (names, messages, times and days by Intl), no control. The worker
// shares src/contract, src/db and src/i18n with the page, nothing of its screens (eslint.config.js).
import { escapeHtml } from '../src/contract/html.ts';
import { isLocale, type Locale } from '../src/contract/locales.ts';
import type { Settings } from '../src/contract/settings.ts';
import { siteTextsOf } from '../src/contract/siteTexts.ts';
import type { User } from '../src/contract/user.ts';
import { routeId } from '../src/contract/routeId.ts';
import { memberDbName } from '../src/db/names.ts';
import { openExisting } from '../src/db/openExisting.ts';
import type { ChatRow, MessageRow } from '../src/db/schema.ts';
import { MESSAGE_WINDOW } from '../src/db/chatRows.ts';
import { MASK_TOKEN } from '../src/contract/reportRules.ts';
import { clockTime, dayKey, dayLabel, type DateFormat } from '../src/i18n/chatTime.ts';
import { formatLocale } from '../src/i18n/formatLocale.ts';
import { PAINT_STYLES_META } from '../scripts/vite/paintStyles.ts';
import { currentMember, declaredVersion, type InboxEnv } from './inbox.ts';

/** What the paint shows, read in one transaction of the member's database. */
export interface ConversationData {
  chat: ChatRow;
  /** the newest MESSAGE_WINDOW messages, oldest first (as the screen's first render reads them) */
  messages: MessageRow[];
  user: User | null;
  settings: Settings | null;
}

/** The conversation id of a /chats/{id} address, else null. */
export function paintedConversationId(pathname: string): number | null {
  const match = /^\/chats\/([^/]+)\/?$/.exec(pathname);
  return match ? routeId(match[1]) : null;
}

const request = <T>(req: IDBRequest<T>): Promise<T> =>
  new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('read failed'));
  });

/**
 * The conversation as the device's current member's database holds it; null when there is no
 * current member, no database at this build's schema version, or no such conversation. Plain
 * IndexedDB, read-only, never creating a database (src/db/openExisting.ts).
 */
export async function readConversation(env: InboxEnv, conversationId: number): Promise<ConversationData | null> {
  const memberId = await currentMember(env);
  if (memberId === null) return null;
  const db = await openExisting(env.indexedDB, memberDbName(memberId, env.host));
  if (!db) return null;
  // never hold up the app's schema upgrade or a logout's deletion
  db.onversionchange = () => db.close();
  try {
    const stores = ['chats', 'messages', 'kv'];
    if (db.version !== declaredVersion() || !stores.every((s) => db.objectStoreNames.contains(s))) return null;
    const tx = db.transaction(stores, 'readonly');
    const range = IDBKeyRange.bound([conversationId, -Infinity], [conversationId, Infinity]);
    const newest = new Promise<MessageRow[]>((resolve, reject) => {
      const rows: MessageRow[] = [];
      const cursor = tx.objectStore('messages').index('[conversationId+order]').openCursor(range, 'prev');
      cursor.onsuccess = () => {
        const at = cursor.result;
        if (!at || rows.length >= MESSAGE_WINDOW) return resolve(rows.reverse());
        rows.push(at.value as MessageRow);
        at.continue();
      };
      cursor.onerror = () => reject(cursor.error ?? new Error('read failed'));
    });
    const kv = tx.objectStore('kv');
    const [chat, messages, user, settings] = await Promise.all([
      request(tx.objectStore('chats').get(conversationId)) as Promise<ChatRow | undefined>,
      newest,
      request(kv.get('user')) as Promise<{ value?: User | null } | undefined>,
      request(kv.get('settings')) as Promise<{ value?: Settings | null } | undefined>,
    ]);
    if (!chat) return null;
    return { chat, messages, user: user?.value ?? null, settings: settings?.value ?? null };
  } catch {
    return null;
  } finally {
    db.close();
  }
}

/** The member's language (their account's; the site's default before it is known), as the app chooses it. */
export function paintLocale(user: User | null, settings: Settings | null): Locale {
  if (user && isLocale(user.language)) return user.language;
  const code = settings?.domain_language.slice(0, 2).toLowerCase() ?? 'en';
  return isLocale(code) ? code : 'en';
}

/** Lingui's date format as Intl gives it: the app's i18n.date is Intl.DateTimeFormat with the language and the site's country. */
function dateFormat(locale: Locale, settings: Settings | null): DateFormat {
  const format = formatLocale(locale, settings?.countries[0] ?? null);
  return { date: (value, options) => new Intl.DateTimeFormat(format, options).format(value === undefined ? undefined : new Date(value)) };
}

/** "Today", "Yesterday" in the locale by Intl (the app's own words come with its catalog). */
function relativeDay(locale: Locale, days: number): string {
  const word = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(days, 'day');
  return word.charAt(0).toLocaleUpperCase(locale) + word.slice(1);
}

/** A picture the page may show: the app's own files, or a picture not yet sent (a data URL). */
const safeImage = (src: string | null | undefined): string | null =>
  src && ((src.startsWith('/') && !src.startsWith('//')) || src.startsWith('data:image/')) ? src : null;

/** A message body with each masked contact detail as the screen's chip (its words come with the app). */
const bodyMarkup = (body: string) => body.split(MASK_TOKEN).map(escapeHtml).join('<span class="masked-contact"></span>');

function messageMarkup(message: MessageRow, format: DateFormat): string {
  const mine = message.fromMe;
  const image = safeImage(message.image);
  const parts = [
    message.kind === 'image' && image ? `<img class="msg-image" src="${escapeHtml(image)}" alt="">` : '',
    message.kind === 'gift' && image ? `<img class="msg-gift" src="${escapeHtml(image)}" alt="" width="72" height="72">` : '',
    message.body ? `<p class="msg-text">${bodyMarkup(message.body)}</p>` : '',
    `<span class="msg-meta"><time datetime="${new Date(message.createdAt).toISOString()}">${escapeHtml(clockTime(format, message.createdAt))}</time></span>`,
  ];
  const classes = `msg ${mine ? 'msg-mine' : 'msg-theirs'} msg-kind-${escapeHtml(message.kind)}${message.state === 'failed' ? ' is-failed' : ''}`;
  return `<li class="${classes}" data-state="${escapeHtml(message.state)}"><div class="msg-bubble">${parts.join('')}</div></li>`;
}

/**
 * The painted conversation (the contents of #root), or null where the paint would say less than the
 * screen must: a fictional profile is never shown without the site's fictional icon and warning.
 */
export function conversationMarkup({ chat, messages, user, settings }: ConversationData, now: number): string | null {
  const locale = paintLocale(user, settings);
  const name = chat.profileName ?? '';
  let badge = '';
  if (chat.profileFictional === true) {
    const warning = settings ? siteTextsOf(settings, locale).fictional_warning : '';
    if (!settings || !warning) return null;
    badge = `<span class="fictional-badge" role="img" aria-label="${escapeHtml(warning)}" title="${escapeHtml(warning)}">${escapeHtml(settings.fictional_icon)}</span>`;
  }
  const format = dateFormat(locale, settings);
  const photo = safeImage(chat.profileImage);
  const avatar = photo
    ? `<img class="avatar" src="${escapeHtml(photo)}" alt="" width="40" height="40">`
    : `<span class="avatar avatar-initial" aria-hidden="true">${escapeHtml(name.slice(0, 1).toUpperCase())}</span>`;
  const items: string[] = [];
  messages.forEach((message, i) => {
    const previous = messages[i - 1];
    if (!previous || dayKey(previous.createdAt) !== dayKey(message.createdAt)) {
      const label = dayLabel(format, message.createdAt, relativeDay(locale, 0), relativeDay(locale, -1), now);
      items.push(`<li class="msg-day"><span>${escapeHtml(label)}</span></li>`);
    }
    items.push(messageMarkup(message, format));
  });
  const siteName = settings?.name ?? '';
  const logo = safeImage(settings?.brand?.logo);
  const mark = logo ? `<img class="brand-mark brand-logo" src="${escapeHtml(logo)}" alt="" width="34" height="34">` : '<span class="brand-mark" aria-hidden="true">♥</span>';
  return [
    '<div class="layout layout-chat logged-in footer-compact is-painted" aria-busy="true">',
    `<header class="topbar"><div class="container topbar-inner"><span class="topbar-brand">${mark}<span class="brand-name">${escapeHtml(siteName)}</span></span></div></header>`,
    '<main id="main" class="layout-main"><div class="chats-page has-conversation">',
    '<aside class="chats-aside is-painted"></aside>',
    `<section class="conversation" aria-label="${escapeHtml(name)}">`,
    // the back link's place (its arrow and label come with the app's render)
    '<header class="chat-topbar"><span class="chat-back" aria-hidden="true"></span>',
    `<h1 class="chat-peer-heading"><span class="chat-peer">${avatar}<span class="chat-peer-name">${escapeHtml(name)}</span></span>${badge}</h1></header>`,
    `<div class="msg-scroller is-painted"><ol class="msg-list">${items.join('')}</ol></div>`,
    '<div class="composer is-painted"><div class="composer-row"></div></div>',
    '</section></div></main></div>',
  ].join('');
}

/** The app shell (index.html) with the paint in #root, the conversation's stylesheets and the member's language. */
export function paintedShell(shell: string, markup: string, locale: Locale, conversationId: number): string | null {
  const styles = new RegExp(`<meta name="${PAINT_STYLES_META}" content="([^"]*)"`).exec(shell)?.[1];
  if (!styles || !shell.includes('<div id="root"></div>')) return null;
  const links = styles
    .split(' ')
    .filter((href) => /^\/assets\/[\w.-]+\.css$/.test(href))
    .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`)
    .join('');
  return shell
    // the document says which conversation the worker painted into it (the engines' core path reads it)
    .replace(/<html lang="[^"]*"/, `<html lang="${locale}" data-painted="${conversationId}"`)
    .replace('</head>', `${links}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${markup}</div>`);
}

/**
 * The shell's answer to a navigation, painted when it opens a conversation the device's current
 * member has; else the shell unchanged. Any failure answers the shell: the app then starts as always.
 */
export async function withConversationPaint(url: URL, shell: Response, env: InboxEnv): Promise<Response> {
  const id = paintedConversationId(url.pathname);
  if (id === null || !shell.ok) return shell;
  try {
    const data = await readConversation(env, id);
    const markup = data && conversationMarkup(data, env.now());
    if (!data || !markup) return shell;
    const html = paintedShell(await shell.clone().text(), markup, paintLocale(data.user, data.settings), id);
    if (!html) return shell;
    // the shell's own headers (its content type and security policy) stay the page's; its length
    // and encoding were the stored file's, not this text's
    const headers = new Headers(shell.headers);
    headers.delete('content-length');
    headers.delete('content-encoding');
    return new Response(html, { status: shell.status, statusText: shell.statusText, headers });
  } catch {
    return shell;
  }
}
