import { describe, expect, it } from 'vitest';
import { parseAbilityText } from '../../abilities/parse-ability.js';
import type { Ability } from '../../templates/card-template.js';
import { setupGame } from '../game/setup.js';
import { idOf } from '../test-support/find.js';
import { creature } from '../test-support/templates.js';
import { hasKeyword } from '../state/characteristics.js';
import type { GameObject } from '../state/types.js';
import { matchesDescription } from '../describe/matches.js';

/** The abilities of one line of Oracle text ("Test Volver" for ~). */
function lines(...texts: string[]): Ability[] {
  return texts.flatMap((text, i) => {
    const result = parseAbilityText(text, i + 1, ['Test Volver']);
    if (result.problem) throw new Error(`refused: ${text}`);
    return result.abilities;
  });
}

// Cetavolver's abilities: "Kicker {1}{R} and/or {G}", two "If ~ was kicked with its … kicker, it enters …" lines.
const volver = creature(
  'Test Volver',
  '{1}{U}',
  '1/1',
  lines(
    'Kicker {1}{R} and/or {G}',
    'If ~ was kicked with its {1}{R} kicker, it enters the battlefield with two +1/+1 counters on it and with first strike.',
    'If ~ was kicked with its {G} kicker, it enters the battlefield with a +1/+1 counter on it and with trample.',
  ),
);

function castAndResolve(kickers: readonly number[] | null, pool: Record<string, number>) {
  const game = setupGame({ players: [{ hand: [volver], pool }, {}] });
  const card = idOf(game, 'Test Volver');
  const kicked = kickers === null ? {} : { kicked: true, kickers };
  const cast = game.perform({ type: 'cast', player: 'p1', card, ...kicked });
  if (cast.ok) {
    game.perform({ type: 'passPriority', player: 'p1' });
    game.perform({ type: 'passPriority', player: 'p2' });
  }
  return { game, cast, object: game.state.objects[card] as GameObject };
}

describe('two kicker costs (702.33b, 702.33f)', () => {
  it('pays the kicker costs chosen and enters as each paid one says, with its abilities (614.1c)', () => {
    const both = castAndResolve([0, 1], { U: 1, R: 1, G: 1, C: 2 });
    expect(both.cast.ok).toBe(true);
    expect(both.object.zone.zone).toBe('battlefield');
    expect(both.object.counters['+1/+1']).toBe(3);
    expect(hasKeyword(both.object, 'first strike', both.game.state)).toBe(true);
    expect(hasKeyword(both.object, 'trample', both.game.state)).toBe(true);
    expect(both.game.state.players.p1?.pool).toMatchObject({ U: 0, R: 0, G: 0, C: 0 });

    const green = castAndResolve([1], { U: 1, G: 1, C: 1 });
    expect(green.object.counters['+1/+1']).toBe(1);
    expect(hasKeyword(green.object, 'trample', green.game.state)).toBe(true);
    expect(hasKeyword(green.object, 'first strike', green.game.state)).toBe(false);
  });

  it('without `kickers`, kicked pays the first; not kicked, neither', () => {
    const game = setupGame({ players: [{ hand: [volver], pool: { U: 1, R: 1, C: 2 } }, {}] });
    const card = idOf(game, 'Test Volver');
    expect(game.perform({ type: 'cast', player: 'p1', card, kicked: true }).ok).toBe(true);
    expect(game.state.objects[card]?.kickedWith).toEqual([0]);
    const plain = castAndResolve(null, { U: 1, C: 1 });
    expect(plain.object.counters['+1/+1'] ?? 0).toBe(0);
    expect(hasKeyword(plain.object, 'trample', plain.game.state)).toBe(false);
  });

  it('refuses a kicker cost the card does not have', () => {
    const { cast } = castAndResolve([2], { U: 1, C: 5, G: 1, R: 1 });
    expect(cast).toEqual({ ok: false, reason: expect.stringContaining('no kicker cost 3 to pay (702.33b)') });
  });
});

describe('"a kicked spell" (702.33d)', () => {
  it('is a spell cast with a kicker cost paid, and the permanent it became', () => {
    const kicked = { nouns: ['spell' as const], qualities: [{ kind: 'kicked' as const }] };
    const game = setupGame({ players: [{ hand: [volver], pool: { U: 1, G: 1, C: 1 } }, {}] });
    const card = idOf(game, 'Test Volver');
    expect(game.perform({ type: 'cast', player: 'p1', card, kicked: true, kickers: [1] }).ok).toBe(true);
    expect(matchesDescription(game.state, card, kicked, { controller: 'p1', source: null })).toBe(true);
    const plain = setupGame({ players: [{ hand: [volver], pool: { U: 1, C: 1 } }, {}] });
    const other = idOf(plain, 'Test Volver');
    expect(plain.perform({ type: 'cast', player: 'p1', card: other }).ok).toBe(true);
    expect(matchesDescription(plain.state, other, kicked, { controller: 'p1', source: null })).toBe(false);
  });
});
