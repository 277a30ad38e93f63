import { describe, expect, it } from 'vitest';
import { accountActions } from './accountActions.ts';
import { chatActions } from './chatActions.ts';
import { contentActions } from './contentActions.ts';
import { dataExportActions } from './dataExportActions.ts';
import { likesActions } from './likesActions.ts';
import { createMemberActions, type SessionContext } from './memberActions.ts';
import { membersActions } from './membersActions.ts';
import { paymentsActions } from './paymentsActions.ts';
import { safetyActions } from './safetyActions.ts';

describe('member actions (decision 183)', () => {
  it('holds every area’s entries, no name twice (a second one would hide the first)', () => {
    const areas = [accountActions, chatActions, contentActions, dataExportActions, likesActions, membersActions, paymentsActions, safetyActions];
    const names = areas.flatMap((area) => Object.keys(area));
    expect(new Set(names).size).toBe(names.length);
    // the session is not touched while binding
    const bound = createMemberActions({} as SessionContext);
    expect(Object.keys(bound).sort()).toEqual([...names].sort());
    expect(names).toContain('sendMessage');
  });
});
