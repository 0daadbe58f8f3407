import { describe, expect, it } from 'vitest';
import type { Condition } from '../../templates/card-template.js';
import { setupGame } from '../game/setup.js';
import { idOf } from '../test-support/find.js';
import { creature } from '../test-support/templates.js';
import { checkCondition } from '../triggers/conditions.js';
import { castRecord } from './cast-record.js';

const fromHand: Condition = { kind: 'cast', from: 'hand', mainPhase: false, byYou: true };
const mainPhase: Condition = { kind: 'cast', from: null, mainPhase: true, byYou: true };
const threeGreen: Condition = { kind: 'manaSpent', color: 'G', value: 3 };
const threeOfOne: Condition = { kind: 'manaSpent', color: null, value: 3 };

describe('how a spell was cast (601.2, ops/cast-record.ts)', () => {
  const cast = (pool: Record<string, number>, step: 'main1' | 'upkeep' = 'main1') => {
    const flash = { kind: 'keyword' as const, line: 1, text: 'Flash', keyword: 'flash' as const };
    const bear = creature('Bear', '{2}{G}', '2/2', step === 'main1' ? [] : [flash]);
    const game = setupGame({ players: [{ hand: [bear], pool }, {}], step });
    const id = idOf(game, 'Bear');
    expect(game.perform({ type: 'cast', player: 'p1', card: id, targets: [] }).ok).toBe(true);
    return { game, id };
  };

  it('remembers the zone, the caster, the main phase and the mana spent, kept as it becomes a permanent (608.3)', () => {
    const { game, id } = cast({ G: 3 });
    expect(castRecord(game.state, id)).toEqual({
      from: 'hand',
      by: 'p1',
      mainPhase: true,
      spent: { W: 0, U: 0, B: 0, R: 0, G: 3, C: 0 },
    });
    expect(game.perform({ type: 'resolve' }).ok).toBe(true);
    expect(game.state.objects[id]?.zone.zone).toBe('battlefield');
    const viewpoint = { controller: 'p1', source: id };
    for (const c of [fromHand, mainPhase, threeGreen, threeOfOne]) {
      expect(checkCondition(game.state, c, viewpoint)).toBe(true);
    }
    expect(checkCondition(game.state, { ...fromHand, from: 'graveyard' }, viewpoint)).toBe(false);
    // "you cast it": not when the controller now is another player than the one who cast it.
    expect(checkCondition(game.state, fromHand, { controller: 'p2', source: id })).toBe(false);
    expect(checkCondition(game.state, { ...fromHand, byYou: false }, { controller: 'p2', source: id })).toBe(true);
  });

  it('counts the mana of each color: two green and a red are not three of one color', () => {
    const { game, id } = cast({ G: 2, R: 1 });
    const viewpoint = { controller: 'p1', source: id };
    expect(checkCondition(game.state, threeGreen, viewpoint)).toBe(false);
    expect(checkCondition(game.state, threeOfOne, viewpoint)).toBe(false);
    expect(checkCondition(game.state, { kind: 'manaSpent', color: 'G', value: 2 }, viewpoint)).toBe(true);
  });

  it('outside a main phase of the caster\'s turn it was not cast "during your main phase" (505.1)', () => {
    const { game, id } = cast({ G: 3 }, 'upkeep');
    expect(checkCondition(game.state, mainPhase, { controller: 'p1', source: id })).toBe(false);
    expect(checkCondition(game.state, fromHand, { controller: 'p1', source: id })).toBe(true);
  });

  it('is forgotten when the permanent changes zones (400.7), and absent for one that was never cast', () => {
    const bear = creature('Bear', '{2}{G}', '2/2');
    const game = setupGame({ players: [{ battlefield: [bear] }, {}] });
    const id = idOf(game, 'Bear');
    expect(castRecord(game.state, id)).toBeNull();
    expect(checkCondition(game.state, { ...mainPhase, mainPhase: false }, { controller: 'p1', source: id })).toBe(
      false,
    );
  });
});
