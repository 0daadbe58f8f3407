import { describe, expect, it } from 'vitest';
import { cardFromText } from '../effects/test-cards.js';
import { setupGame } from '../game/setup.js';
import { Transaction } from '../state/transaction.js';
import type { PreventionShield } from '../state/types.js';
import { idOf } from '../test-support/find.js';
import { creature, grizzlyBears, shock } from '../test-support/templates.js';
import { dealDamage } from './deal-damage.js';
import { forgetPreventionShieldsOf } from './prevention.js';

const shield = (fields: Partial<PreventionShield>): PreventionShield => ({
  id: 'p99',
  to: { kind: 'any' },
  by: { kind: 'any' },
  combat: false,
  remaining: null,
  ...fields,
});
const withShields = (shields: PreventionShield[]) => {
  const game = setupGame({ players: [{ battlefield: [grizzlyBears(), creature('Giant', '{R}', '3/3', [])] }, {}] });
  const tx = new Transaction(game.state);
  tx.set(['preventionShields'], [], shields);
  return tx;
};

describe('prevention shields (615)', () => {
  it('"the next N" prevents up to N and is used up; the rest of the damage is dealt (615.7)', () => {
    const tx = withShields([shield({ to: { kind: 'ids', ids: ['c1'] }, remaining: 2 })]);
    expect(dealDamage(tx, { source: 'c2', to: 'c1', amount: 3, combat: false })).toBe(1);
    expect(tx.state.objects.c1?.damage).toBe(1);
    expect(tx.state.preventionShields).toEqual([]);
  });

  it('a shield for part of the damage is left with what it did not use', () => {
    const tx = withShields([shield({ to: { kind: 'ids', ids: ['p2'] }, remaining: 5 })]);
    expect(dealDamage(tx, { source: 'c2', to: 'p2', amount: 3, combat: false })).toBe(0);
    expect(tx.state.players.p2?.life).toBe(20);
    expect(tx.state.preventionShields).toEqual([shield({ to: { kind: 'ids', ids: ['p2'] }, remaining: 2 })]);
  });

  it('"all" prevents everything and is never used up; a "next N" shield beside it is not spent', () => {
    const next = shield({ id: 'p1', remaining: 2 });
    const all = shield({ id: 'p2', by: { kind: 'ids', ids: ['c2'] } });
    const tx = withShields([next, all]);
    expect(dealDamage(tx, { source: 'c2', to: 'c1', amount: 3, combat: false })).toBe(0);
    expect(tx.state.preventionShields).toEqual([next, all]);
  });

  it('combat-only shields leave noncombat damage alone; "by" names the source', () => {
    const tx = withShields([shield({ combat: true }), shield({ id: 'p2', by: { kind: 'ids', ids: ['c1'] } })]);
    expect(dealDamage(tx, { source: 'c2', to: 'p2', amount: 3, combat: false })).toBe(3);
    expect(dealDamage(tx, { source: 'c2', to: 'p2', amount: 3, combat: true })).toBe(0);
  });

  it('a description is matched as damage is dealt ("creatures you control")', () => {
    const to = {
      kind: 'matching' as const,
      description: { nouns: ['creature' as const], qualities: [{ kind: 'controller' as const, who: 'you' as const }] },
      controller: 'p1',
      source: 'c1',
    };
    const tx = withShields([shield({ to })]);
    expect(dealDamage(tx, { source: 'c2', to: 'c1', amount: 2, combat: false })).toBe(0);
    expect(dealDamage(tx, { source: 'c1', to: 'p2', amount: 2, combat: false })).toBe(2);
  });

  it('a shield naming only an object that left the battlefield ends (400.7)', () => {
    const tx = withShields([
      shield({ to: { kind: 'ids', ids: ['c1'] } }),
      shield({ id: 'p2', to: { kind: 'ids', ids: ['c1', 'p1'] } }),
    ]);
    forgetPreventionShieldsOf(tx, 'c1');
    expect(tx.state.preventionShields).toEqual([shield({ id: 'p2', to: { kind: 'ids', ids: ['p1'] } })]);
  });

  it('"the next time" prevents all of the next damage event it covers, then is gone (615.8)', () => {
    const tx = withShields([shield({ to: { kind: 'ids', ids: ['p2'] }, once: true })]);
    expect(dealDamage(tx, { source: 'c2', to: 'p1', amount: 3, combat: false })).toBe(3);
    expect(dealDamage(tx, { source: 'c2', to: 'p2', amount: 7, combat: false })).toBe(0);
    expect(tx.state.preventionShields).toEqual([]);
    expect(dealDamage(tx, { source: 'c2', to: 'p2', amount: 2, combat: false })).toBe(2);
  });

  it('a "next time" shield is spent before a "next N" one, and not at all beside an "all" shield (616.1)', () => {
    const next = shield({ id: 'p1', remaining: 2 });
    const once = shield({ id: 'p2', once: true });
    const tx = withShields([next, once]);
    expect(dealDamage(tx, { source: 'c2', to: 'c1', amount: 3, combat: false })).toBe(0);
    expect(tx.state.preventionShields).toEqual([next]);
    const all = withShields([once, shield({ id: 'p3' })]);
    expect(dealDamage(all, { source: 'c2', to: 'c1', amount: 3, combat: false })).toBe(0);
    expect(all.state.preventionShields).toHaveLength(2);
  });

  it('a chosen source must still fit its description; a shield that prevented nothing stays (615.9, 609.7b)', () => {
    const chosen = (color: 'R' | 'W') => ({
      kind: 'chosen' as const,
      id: 'c2',
      description: { nouns: ['source' as const], qualities: [{ kind: 'color' as const, color, negated: false }] },
      controller: 'p2',
      source: 'c1',
    });
    const white = withShields([shield({ by: chosen('W'), once: true })]);
    expect(dealDamage(white, { source: 'c2', to: 'p2', amount: 3, combat: false })).toBe(3);
    expect(white.state.preventionShields).toHaveLength(1);
    const red = withShields([shield({ by: chosen('R'), once: true })]);
    expect(dealDamage(red, { source: 'c1', to: 'p2', amount: 2, combat: false })).toBe(2);
    expect(dealDamage(red, { source: 'c2', to: 'p2', amount: 3, combat: false })).toBe(0);
    expect(red.state.preventionShields).toEqual([]);
    // "Prevent all damage a source of your choice would deal …": every time, never used up.
    const all = withShields([shield({ by: chosen('R') })]);
    expect(dealDamage(all, { source: 'c2', to: 'p2', amount: 3, combat: false })).toBe(0);
    expect(dealDamage(all, { source: 'c2', to: 'p1', amount: 1, combat: false })).toBe(0);
    expect(all.state.preventionShields).toHaveLength(1);
    const gone = withShields([shield({ by: chosen('R'), once: true })]);
    forgetPreventionShieldsOf(gone, 'c2');
    expect(gone.state.preventionShields).toEqual([]);
  });

  it('"a red source of your choice" is chosen as the ability resolves, among permanents and spells (609.7a)', () => {
    const rune = cardFromText(
      'Rune',
      '{W}',
      '{W}: The next time a red source of your choice would deal damage to you this turn, prevent that damage.',
      ['enchantment'],
    );
    const game = setupGame({
      players: [
        { battlefield: [rune, creature('Giant', '{R}', '3/3', [])], pool: { W: 2 } },
        { hand: [shock()], pool: { R: 1 } },
      ],
    });
    game.perform({ type: 'cast', player: 'p2', card: idOf(game, 'Shock'), targets: ['p1'] });
    expect(game.perform({ type: 'activate', player: 'p1', source: idOf(game, 'Rune'), ability: 0 }).ok).toBe(true);
    game.perform({ type: 'resolve', answers: { cards: [idOf(game, 'Giant')] } });
    expect(game.state.preventionShields).toMatchObject([{ by: { kind: 'chosen', id: idOf(game, 'Giant') } }]);
    expect(game.perform({ type: 'activate', player: 'p1', source: idOf(game, 'Rune'), ability: 0 }).ok).toBe(true);
    // Unanswered: the newest red source, the Shock on the stack.
    game.perform({ type: 'resolve' });
    expect(game.state.preventionShields[1]).toMatchObject({ by: { kind: 'chosen', id: idOf(game, 'Shock') } });
    game.perform({ type: 'resolve' });
    expect(game.state.players.p1?.life).toBe(20);
    expect(game.state.preventionShields).toHaveLength(1);
  });

  it('a spell makes the shield; it ends in the cleanup step (514.2); undo takes it back', () => {
    const salve = cardFromText(
      'Salve',
      '{W}',
      'Prevent the next 2 damage that would be dealt to any target this turn.',
    );
    const game = setupGame({
      players: [
        { hand: [salve], pool: { W: 1 } },
        { hand: [shock()], pool: { R: 1 } },
      ],
    });
    game.perform({ type: 'cast', player: 'p1', card: idOf(game, 'Salve'), targets: ['p1'] });
    game.perform({ type: 'resolve' });
    expect(game.state.preventionShields).toMatchObject([{ to: { kind: 'ids', ids: ['p1'] }, remaining: 2 }]);
    game.undo();
    expect(game.state.preventionShields).toEqual([]);
    game.redo();
    game.perform({ type: 'setStep', step: 'end' });
    game.perform({ type: 'nextStep' });
    expect(game.state.preventionShields).toEqual([]);
  });
});
