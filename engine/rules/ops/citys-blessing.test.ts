import { describe, expect, it } from 'vitest';
import { effectsOf } from '../../abilities/effects/test-effects.js';
import { parseAbilityText } from '../../abilities/parse-ability.js';
import { run } from '../effects/test-run.js';
import { setupGame, setupState } from '../game/setup.js';
import { powerOf } from '../state/characteristics.js';
import { Transaction } from '../state/transaction.js';
import type { GameObject } from '../state/types.js';
import { idOf } from '../test-support/find.js';
import { card, creature, forest } from '../test-support/templates.js';
import { ascend, ascendForPermanents } from './citys-blessing.js';

const arch = card('Arch', { types: ['land'], abilities: parseAbilityText('Ascend', 1, ['Arch']).abilities });
const forests = (n: number) => Array.from({ length: n }, () => forest());

describe("the city's blessing (702.131)", () => {
  it('ascend gives it to a player who controls ten or more permanents, and only then (702.131a)', () => {
    const nine = new Transaction(setupState({ players: [{ battlefield: forests(9) }, { battlefield: forests(3) }] }));
    ascend(nine, 'p1');
    expect(nine.state.players.p1?.citysBlessing).toBeUndefined();
    const ten = new Transaction(setupState({ players: [{ battlefield: forests(10) }, {}] }));
    ascend(ten, 'p1');
    expect(ten.state.players.p1?.citysBlessing).toBe(true);
  });

  it("a permanent's ascend works any time, for its controller only (702.131b); none without ascend", () => {
    const withArch = new Transaction(
      setupState({ players: [{ battlefield: [arch, ...forests(9)] }, { battlefield: forests(10) }] }),
    );
    ascendForPermanents(withArch);
    expect(withArch.state.players.p1?.citysBlessing).toBe(true);
    expect(withArch.state.players.p2?.citysBlessing).toBeUndefined();
    // Checked with the state-based actions: playing the tenth land is enough.
    const game = setupGame({ players: [{ battlefield: [arch, ...forests(8)], hand: [forest()] }, {}] });
    expect(
      game.perform({ type: 'playLand', player: 'p1', card: game.state.players.p1?.zones.hand[0] as string }).ok,
    ).toBe(true);
    expect(game.state.players.p1?.citysBlessing).toBe(true);
    // 702.131c: kept for the rest of the game, even with fewer permanents.
    game.undo();
    expect(game.state.players.p1?.citysBlessing).toBeUndefined();
  });

  it('"If you have the city\'s blessing, those creatures get +2/+2 … instead": the group the replaced sentence named', () => {
    const state = setupState({
      players: [{ battlefield: [creature('Bear', '{1}{G}', '2/2'), creature('Elf', '{G}', '1/1')] }, {}],
    });
    const text =
      "Creatures you control get +1/+1 until end of turn. If you have the city's blessing, those creatures get +2/+2 until end of turn instead.";
    const blessed = {
      ...state,
      players: { ...state.players, p1: { ...state.players.p1!, citysBlessing: true as const } },
    };
    const power = (tx: Transaction, name: string) =>
      powerOf(tx.state.objects[idOf(state, name)] as GameObject, tx.state);
    const withBlessing = run(blessed, effectsOf(text), { source: 'none' });
    expect([power(withBlessing, 'Bear'), power(withBlessing, 'Elf')]).toEqual([4, 3]);
    const without = run(state, effectsOf(text), { source: 'none' });
    expect([power(without, 'Bear'), power(without, 'Elf')]).toEqual([3, 2]);
  });
});
