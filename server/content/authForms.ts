import { PASSWORD_MAX, PASSWORD_MIN } from '../../src/contract/constants.ts';
import type { Locale } from '../../src/contract/locales.ts';
import { appMessage } from './appMessages.ts';
import { countryName } from './fill.ts';
import { esc } from './markup.ts';
// the painted form draws the app's icons from the same path data (plain strings, no React)
// eslint-disable-next-line no-restricted-imports
import { iconPaths } from '../../src/ui/iconPaths.ts';

// /login and /signup painted by the server (decision 137): the markup, classes and words of the
// app's LoginScreen/LoginForm and SignupScreen/SignupFlow/StepStart/AccountFields, so the form is on
// screen and can be filled in before the app's script arrives. The app takes the form over with
// what was typed, the focus and a submit made meanwhile (src/features/auth/serverForm.ts);
// public/app-after-paint.js holds such a submit until then. Only a submit before even that script
// ran posts the form (never a GET: no password in a URL), and the server shows the page again.

/** An app message with its rich-text tags (<0>…</0>) replaced by the given elements; all text escaped. */
function rich(locale: Locale, source: string, tags: readonly (readonly [open: string, close: string])[], values: Record<string, string | number> = {}): string {
  return appMessage(locale, source, values)
    .split(/(<\/?\d+>)/)
    .map((part) => {
      const tag = /^<(\/?)(\d+)>$/.exec(part);
      if (!tag) return esc(part);
      const pair = tags[Number(tag[2])];
      return pair ? (tag[1] ? pair[1] : pair[0]) : '';
    })
    .join('');
}

const link = (href: string): readonly [string, string] => [`<a href="${esc(href)}">`, '</a>'];

/** The login card (LoginScreen with LoginForm). */
export function loginBody(locale: Locale, siteName: string): string {
  const m = (source: string, values?: Record<string, string | number>) => esc(appMessage(locale, source, values));
  const welcome = siteName ? `<p class="muted">${m('Welcome back to {siteName}.', { siteName })}</p>` : '';
  const form =
    `<form class="login-form stack" method="post" enctype="text/plain" data-ssr-form="login">` +
    `<div class="field"><label for="login-email">${m('E-mail')}</label><input id="login-email" name="email" type="email" autocomplete="username" inputmode="email" required></div>` +
    `<div class="field"><label for="login-password">${m('Password')}</label><input id="login-password" name="password" type="password" autocomplete="current-password" required></div>` +
    `<button type="submit" class="btn btn-primary btn-lg btn-block" aria-busy="false">${m('Log in')}</button></form>`;
  return (
    `<div class="container page login-page"><section class="card login-card" aria-labelledby="login-title"><h1 id="login-title">${m('Log in')}</h1>${welcome}${form}` +
    `<p class="login-links"><a href="/reset-password">${m('Forgot your password?')}</a></p>` +
    `<p class="login-signup muted">${rich(locale, 'New here? <0>Create a free account</0>', [link('/signup')])}</p></section></div>`
  );
}

/** What the first signup step starts from: the site's countries and the visitor's one. */
export interface SignupFormSite {
  countries: readonly string[];
  country: string;
}

/** Step 0 of the signup page (SignupScreen → SignupFlow → StepStart without a target → AccountFields). */
export function signupBody(locale: Locale, site: SignupFormSite): string {
  const m = (source: string, values?: Record<string, string | number>) => esc(appMessage(locale, source, values));
  const radio = (name: string, value: string, checked: boolean, label: string) =>
    `<label><input type="radio" name="${name}" value="${value}"${checked ? ' checked' : ''}>${m(label)}</label>`;
  const text = (id: string, name: string, label: string, attrs: string) =>
    `<div class="field"><label for="${id}">${label}</label><input id="${id}" name="${name}" ${attrs}></div>`;
  const countries = site.countries.length > 0 ? site.countries : ['GB'];
  const chosen = countries.includes(site.country) ? site.country : countries[0];
  const options = countries.map((code) => `<option value="${esc(code)}"${code === chosen ? ' selected' : ''}>${esc(countryName(code, locale))}</option>`).join('');
  const total = 6; // the steps of signupState.ts
  const fields =
    `<fieldset class="signup-choice" id="signup-gender"><legend>${m('I am')}</legend>${radio('gender', 'male', false, 'a man')}${radio('gender', 'female', false, 'a woman')}</fieldset>` +
    `<fieldset class="signup-choice" id="signup-seeking"><legend>${m('Looking for')}</legend>${radio('seeking', 'male', false, 'men')}${radio('seeking', 'female', false, 'women')}${radio('seeking', 'both', false, 'both')}</fieldset>` +
    text('signup-email', 'email', m('E-mail'), 'type="email" autocomplete="email" required') +
    text('signup-name', 'name', m('Username'), 'autocomplete="nickname" required minlength="2" maxlength="40"') +
    text('signup-password', 'password', m('Password (at least {PASSWORD_MIN} characters)', { PASSWORD_MIN }), `type="password" autocomplete="new-password" required minlength="${PASSWORD_MIN}" maxlength="${PASSWORD_MAX}"`) +
    text('signup-dob', 'dateOfBirth', m('Date of birth'), 'type="date" required') +
    `<div class="field"><label for="signup-country">${m('Country')}</label><select id="signup-country" name="country">${options}</select></div>`;
  const form =
    `<form class="stack signup-form" method="post" enctype="text/plain" data-ssr-form="signup">` +
    `<p class="muted signup-hint">${rich(locale, 'Want to write to someone first? <0>Browse members</0> and write a message from their profile.', [link('/members')])}</p>` +
    fields +
    `<button type="submit" class="btn btn-primary btn-lg btn-block" aria-busy="false">${m('Create account')}</button>` +
    `<p class="muted signup-terms">${rich(locale, 'By signing up you accept the <0>terms</0> and the <1>privacy policy</1>.', [link('/pages/terms'), link('/pages/privacy')])}</p></form>`;
  return (
    `<div class="container page signup-page"><section class="card signup-card" aria-labelledby="signup-title"><h1 id="signup-title" class="visually-hidden">${m('Sign up')}</h1>` +
    `<div class="signup-flow"><div class="signup-head">` +
    // SignupFlow's "Back" (decision 176): it works once the app has taken the page over
    `<button type="button" class="btn btn-ghost signup-back"><svg class="icon" width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="${iconPaths.back}" fill="currentColor" fill-rule="evenodd"></path></svg>${m('Back')}</button>` +
    `<p class="signup-progress-label muted">${m('Step {number} of {total}', { number: 1, total })}</p></div>` +
    `<div class="signup-progress" role="progressbar" aria-valuemin="1" aria-valuemax="${total}" aria-valuenow="1" aria-label="${m('Signup progress')}"><span data-ssr-step="1"></span></div>` +
    `<h2 class="signup-step-title">${m('Create your free account')}</h2>${form}</div></section></div>`
  );
}
