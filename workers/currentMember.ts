import type { Locale, LoginRequest } from '../src/contract/index.ts';
import type { ActionResult, MemberActionsApi } from '../src/sync/protocol.ts';
import * as actions from './actions.ts';
import { forwardActions } from './forwardActions.ts';
import type { SessionApi } from './memberParts.ts';
import type { Session, Sessions } from './memberSession.ts';
import type { MemberSwitch } from './memberSwitch.ts';

export interface CurrentMemberContext {
  sessions: Pick<Sessions, 'partsOf' | 'sendBeforeLogout'>;
  members: Pick<MemberSwitch, 'currentSession' | 'switchMember'>;
  /** the leader reads the stored user again (`pullNow`: and pulls), here or over the tab channel */
  userChanged: (pullNow: boolean) => Promise<void>;
}

export interface CurrentMemberActions extends MemberActionsApi {
  login(request: LoginRequest): Promise<ActionResult>;
  logout(): Promise<void>;
  setLanguage(language: Locale): Promise<ActionResult>;
}

/**
 * What the page asks of whoever is the current member when it calls (decision 116): every member
 * action of the registry, run by that session's parts, and the login, logout and language change,
 * after which another member may be current.
 */
export function currentMemberActions({ sessions, members, userChanged }: CurrentMemberContext): CurrentMemberActions {
  const { currentSession, switchMember } = members;
  const deps = (session: Session): actions.ActionDeps => ({ api: session.api, kv: session.kv, becomeMember: (user) => switchMember(user, session) });

  const forwarded = new Proxy({} as SessionApi, {
    get(_target, name) {
      return async (...args: unknown[]) => {
        const { services } = await sessions.partsOf(await currentSession());
        const action = services[name as keyof SessionApi] as (...values: unknown[]) => unknown;
        return action(...args);
      };
    },
  });

  return {
    ...forwardActions(forwarded),

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
