import { describe, expect, it } from 'vitest';
import { setupGame } from '../game/setup.js';
import { card, creature, keyword, shock, target, damage, fixed, spell } from '../test-support/templates.js';
import { checkTarget, legalTargets } from './targets.js';

describe('targets (115, 601.2c)', () => {
  const hexproof = creature('Hexy', '{G}', '2/2', [keyword('hexproof')]);
  const shroud = creature('Shroudy', '{G}', '2/2', [keyword('shroud')]);
  const land = card('Land', { types: ['land'] });
  const walker = card('Walker', { cost: '{2}', types: ['planeswalker'], loyalty: '3' });

  it('"any target" is a creature, player or planeswalker, not a land (115.4)', () => {
    const game = setupGame({ players: [{ battlefield: [land] }, { battlefield: [walker] }] });
    const slot = { allowed: ['any'] as const, text: 'any target' };
    expect(legalTargets(game.state, slot, 'p1')).toEqual(['p1', 'p2', 'c2']);
  });

  it("an opponent's hexproof permanent can't be targeted, your own can (702.11b)", () => {
    const game = setupGame({ players: [{ battlefield: [hexproof] }, { battlefield: [hexproof] }] });
    const slot = { allowed: ['creature'] as const, text: 'target creature' };
    expect(checkTarget(game.state, slot, 'c1', 'p1')).toEqual({ ok: true });
    expect(checkTarget(game.state, slot, 'c2', 'p1')).toEqual({
      ok: false,
      reason: 'Hexy (c2) has hexproof (702.11b)',
    });
  });

  it('shroud: nobody can target it (702.18a)', () => {
    const game = setupGame({ players: [{ battlefield: [shroud], hand: [shock()], pool: { R: 1 } }, {}] });
    const r = game.perform({ type: 'cast', player: 'p1', card: 'c1', targets: ['c2'] });
    expect(r).toEqual({ ok: false, reason: "can't cast Shock (c1): Shroudy (c2) has shroud (702.18a)" });
  });

  it('objects outside the battlefield and lost players are not targets', () => {
    const game = setupGame({ players: [{ hand: [creature('X', '{1}', '1/1')] }, {}] });
    expect(checkTarget(game.state, { allowed: ['creature'], text: 't' }, 'c1', 'p1').ok).toBe(false);
    expect(checkTarget(game.state, { allowed: ['player'], text: 't' }, 'nobody', 'p1').ok).toBe(false);
  });

  it('several targets are numbered in text order', () => {
    const twin = card('Twin Bolt', {
      cost: '{R}',
      types: ['instant'],
      abilities: [spell([damage(fixed(1), target(['creature'])), damage(fixed(2), target(['player']))])],
    });
    const game = setupGame({
      players: [{ hand: [twin], pool: { R: 1 } }, { battlefield: [creature('B', '{1}', '2/2')] }],
    });
    expect(game.perform({ type: 'cast', player: 'p1', card: 'c1', targets: ['p2', 'c2'] }).ok).toBe(false);
    expect(game.perform({ type: 'cast', player: 'p1', card: 'c1', targets: ['c2', 'p2'] }).ok).toBe(true);
    game.perform({ type: 'resolve' });
    expect(game.state.objects.c2?.damage).toBe(1);
    expect(game.state.players.p2?.life).toBe(18);
  });

  it('one illegal target of two: the spell resolves for the legal one only (608.2b)', () => {
    const twin = card('Twin Bolt', {
      cost: '{R}',
      types: ['instant'],
      abilities: [spell([damage(fixed(2), target(['creature'])), damage(fixed(2), target(['player']))])],
    });
    const game = setupGame({
      players: [{ hand: [twin, shock()], pool: { R: 2 } }, { battlefield: [creature('B', '{1}', '2/2')] }],
    });
    game.perform({ type: 'cast', player: 'p1', card: 'c1', targets: ['c3', 'p2'] });
    game.perform({ type: 'cast', player: 'p1', card: 'c2', targets: ['c3'] });
    game.perform({ type: 'resolve' });
    const r = game.perform({ type: 'resolve' });
    expect(r.ok && r.value.map((e) => e.event.type)).toContain('resolved');
    expect(game.state.players.p2?.life).toBe(18);
  });
});
