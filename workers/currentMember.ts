import type { Locale } from '../src/contract/locales.ts';
import type { LoginRequest } from '../src/contract/user.ts';
import type { ActionResult } from './actionEntries.ts';
import * as actions from './actions.ts';
import type { MemberActions } from './memberActions.ts';
import type { Session, Sessions } from './memberSession.ts';
import type { MemberSwitch } from './memberSwitch.ts';

export interface CurrentMemberContext {
  sessions: Pick<Sessions, 'partsOf' | 'sendBeforeLogout'>;
  members: Pick<MemberSwitch, 'currentSession' | 'switchMember'>;
  /** the leader reads the stored user again (`pullNow`: and pulls), here or over the tab channel */
  userChanged: (pullNow: boolean) => Promise<void>;
}

export interface CurrentMemberActions {
  /** every member action (memberActions.ts), run by the session that is current when it is called */
  readonly actions: MemberActions;
  login(request: LoginRequest): Promise<ActionResult>;
  logout(): Promise<void>;
  setLanguage(language: Locale): Promise<ActionResult>;
}

type AnyAction = (...args: unknown[]) => Promise<unknown>;

/**
 * What the page asks of whoever is the current member when it calls (decision 116): every member
 * action, run by that session's parts (loaded on the first call, decision 136), and the login,
 * logout and language change, after which another member may be current.
 */
export function currentMemberActions({ sessions, members, userChanged }: CurrentMemberContext): CurrentMemberActions {
  const { currentSession, switchMember } = members;
  const deps = (session: Session): actions.ActionDeps => ({ api: session.api, kv: session.kv, becomeMember: (user) => switchMember(user, session) });

  // One forwarder per name, made when the page first calls it: the names are the entries' own
  // (the member's chunk holds them, and this first part does not load it before a call).
  const forwarders = new Map<string, AnyAction>();
  const forward = (name: string): AnyAction => {
    let call = forwarders.get(name);
    if (!call) {
      call = async (...args) => {
        const { actions: bound } = await sessions.partsOf(await currentSession());
        const action: unknown = Reflect.get(bound, name);
        if (typeof action !== 'function') throw new TypeError(`no member action ${name}`);
        return (action as AnyAction)(...args);
      };
      forwarders.set(name, call);
    }
    return call;
  };
  const forwarded = new Proxy({} as MemberActions, { get: (_target, name) => (typeof name === 'string' ? forward(name) : undefined) });

  return {
    actions: forwarded,

    async login(request) {
      return actions.login(deps(await currentSession()), request);
    },

    async logout() {
      const session = await currentSession();
      await sessions.sendBeforeLogout(session);
      await actions.logout(deps(session));
    },

    async setLanguage(language) {
      const result = await actions.setLanguage(deps(await currentSession()), language);
      if (result.ok) await userChanged(false);
      return result;
    },
  };
}
