import { describe, expect, it } from 'vitest';
import {
  activatableAbilities,
  buildAction,
  handVerb,
  needsOf,
  targetCandidates,
  NO_CHOICES,
} from './action-builders.js';
import { setupState } from './engine.js';
import { card } from './test-cards.js';

const state = setupState({
  players: [
    { hand: [card('shock'), card('blaze'), card('mountain')], battlefield: [card('birds'), card('warrior')] },
    { battlefield: [card('bears')] },
  ],
});
// Ids: c1 Shock, c2 Blaze, c3 Mountain, c4 Birds, c5 Sandstone Warrior, c6 Grizzly Bears.

describe('action builders', () => {
  it('knows what a spell needs: targets, X', () => {
    const shock = needsOf(state, { kind: 'cast', player: 'p1', card: 'c1' });
    expect(shock.targets.map((t) => t.text)).toEqual(['any target']);
    expect(shock.x).toBe(false);
    expect(needsOf(state, { kind: 'cast', player: 'p1', card: 'c2' }).x).toBe(true);
  });

  it('offers the engine legal targets for the next slot', () => {
    const intent = { kind: 'cast', player: 'p1', card: 'c1' } as const;
    const needs = needsOf(state, intent);
    expect(targetCandidates(state, intent, needs, NO_CHOICES)).toEqual(['p1', 'p2', 'c4', 'c5', 'c6']);
    expect(targetCandidates(state, intent, needs, { ...NO_CHOICES, targets: ['c6'] })).toEqual([]);
  });

  it('lists mana choices and builds the action', () => {
    const intent = { kind: 'activate', player: 'p1', source: 'c4', ability: 1 } as const;
    const needs = needsOf(state, intent);
    expect(needs.modes).toEqual(['{W}', '{U}', '{B}', '{R}', '{G}']);
    expect(buildAction(intent, needs, { targets: [], x: 0, mode: 4 }, false)).toEqual({
      type: 'activate',
      player: 'p1',
      source: 'c4',
      ability: 1,
      choice: 4,
    });
    const shock = { kind: 'cast', player: 'p1', card: 'c1' } as const;
    expect(buildAction(shock, needsOf(state, shock), { targets: ['c6'], x: 0, mode: 0 }, true)).toEqual({
      type: 'cast',
      player: 'p1',
      card: 'c1',
      targets: ['c6'],
      autoTap: true,
    });
  });

  it('greys out abilities the parser did not understand, with the reason', () => {
    // (Sandstone Warrior's "+1/+0 until end of turn" is understood now: a switch of power and toughness isn't.)
    const switcher = setupState({ players: [{ battlefield: [card('switcher')] }, {}] }).objects['c1'];
    if (!switcher) throw new Error('no switcher');
    const [ability] = activatableAbilities(switcher);
    expect(ability?.problem).toMatch(/was not understood by the parser/);
    expect(handVerb(card('mountain'))).toBe('play');
    expect(handVerb(card('shock'))).toBe('cast');
  });
});
