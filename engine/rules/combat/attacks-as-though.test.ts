import { describe, expect, it } from 'vitest';
import { setupGame } from '../game/setup.js';
import { creature, keyword, staticAbility } from '../test-support/templates.js';
import { attackProblem } from './declare-attackers.js';

const wall = (name: string, permission: 'noDefender' | 'haste' | null) =>
  creature(name, '{1}', '0/4', [
    ...(permission === 'haste' ? [] : [keyword('defender')]),
    ...(permission === null
      ? []
      : [
          staticAbility({
            kind: 'continuous',
            affected: { kind: 'self' },
            modifications: [{ kind: 'restriction', restriction: { kind: 'attacksAsThough', as: permission } }],
          }),
        ]),
  ]);

describe('attacking as though (702.3b, 302.6)', () => {
  it("lets a creature with defender attack (as though it didn't have defender), or a sick one (as though it had haste)", () => {
    const game = setupGame({
      players: [
        {
          battlefield: [
            wall('Plain Wall', null),
            wall('Eager Wall', 'noDefender'),
            { template: wall('Hasty', 'haste'), sick: true },
          ],
        },
        {},
      ],
    });
    const [plain, eager, hasty] = (game.state.players.p1?.zones.battlefield ?? []).map((id) => game.state.objects[id]);
    expect(plain && attackProblem(game.state, plain, 'p1')).toContain('defender');
    expect(eager && attackProblem(game.state, eager, 'p1')).toBe(null);
    expect(hasty && attackProblem(game.state, hasty, 'p1')).toBe(null);
  });
});
