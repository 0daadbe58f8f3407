import { describe, expect, it } from 'vitest';
import { setupGame } from '../game/setup.js';
import { card, creature, keyword, shock, target, damage, fixed, spell } from '../test-support/templates.js';
import type { Subject } from '../../templates/card-template.js';
import { checkTargets } from '../actions/abilities.js';
import { checkTarget, legalTargets, targetSlots, type TargetSlot } from './targets.js';

/** A one-slot target of these kinds, as targetSlots builds it. */
const slotOf = (allowed: TargetSlot['allowed'], text = 't'): TargetSlot => ({
  allowed,
  description: { nouns: allowed, qualities: [] },
  text,
  optional: false,
  subject: 0,
});

describe('targets (115, 601.2c)', () => {
  const hexproof = creature('Hexy', '{G}', '2/2', [keyword('hexproof')]);
  const shroud = creature('Shroudy', '{G}', '2/2', [keyword('shroud')]);
  const land = card('Land', { types: ['land'] });
  const walker = card('Walker', { cost: '{2}', types: ['planeswalker'], loyalty: '3' });

  it('"any target" is a creature, player or planeswalker, not a land (115.4)', () => {
    const game = setupGame({ players: [{ battlefield: [land] }, { battlefield: [walker] }] });
    const slot = slotOf(['any'], 'any target');
    expect(legalTargets(game.state, slot, 'p1')).toEqual(['p1', 'p2', 'c2']);
  });

  it("an opponent's hexproof permanent can't be targeted, your own can (702.11b)", () => {
    const game = setupGame({ players: [{ battlefield: [hexproof] }, { battlefield: [hexproof] }] });
    const slot = slotOf(['creature'], 'target creature');
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
    expect(checkTarget(game.state, slotOf(['creature']), 'c1', 'p1').ok).toBe(false);
    expect(checkTarget(game.state, slotOf(['player']), 'nobody', 'p1').ok).toBe(false);
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

describe('targets with descriptions, counts and "up to" (115.1, 115.3, 601.2c)', () => {
  const bolt = (to: Subject, text = 'bolt') =>
    card(text, { cost: '{R}', types: ['instant'], abilities: [spell([damage(fixed(1), to)])] });
  const bears = [creature('B1', '{G}', '2/2'), creature('B2', '{B}', '2/2')];

  it('the slot\'s description decides: "target nonblack creature you don\'t control"', () => {
    const game = setupGame({ players: [{ battlefield: [creature('Mine', '{G}', '1/1')] }, { battlefield: bears }] });
    const [slot] = targetSlots([
      damage(
        fixed(1),
        target(['creature'], "target nonblack creature you don't control", {
          qualities: [
            { kind: 'color', color: 'B', negated: true },
            { kind: 'controller', who: 'opponent' },
          ],
        }),
      ),
    ]);
    expect(legalTargets(game.state, slot as TargetSlot, 'p1')).toEqual(['c2']);
    expect(checkTarget(game.state, slot as TargetSlot, 'c3', 'p1')).toEqual({
      ok: false,
      reason: 'B2 (c3) is not a legal choice for "target nonblack creature you don\'t control"',
    });
  });

  it('"another target creature" leaves out the source', () => {
    const game = setupGame({ players: [{ battlefield: bears }, {}] });
    const [slot] = targetSlots([damage(fixed(1), target(['creature'], 'another', { qualities: [{ kind: 'other' }] }))]);
    expect(legalTargets(game.state, slot as TargetSlot, 'p1', 'c1')).toEqual(['c2']);
  });

  it('"two target creatures" needs two different ones (115.3); two "target" words may share one', () => {
    const two = card('Twin', {
      cost: '{R}',
      types: ['instant'],
      abilities: [spell([damage(fixed(1), target(['creature'], 'two target creatures', { count: 2 }))])],
    });
    const game = setupGame({
      players: [{ hand: [two, bolt(target(['creature']))], pool: { R: 2 } }, { battlefield: bears }],
    });
    expect(game.perform({ type: 'cast', player: 'p1', card: 'c1', targets: ['c3', 'c3'] })).toEqual({
      ok: false,
      reason: 'can\'t cast Twin (c1): B1 (c3) is chosen twice for "two target creatures" (115.3)',
    });
    expect(game.perform({ type: 'cast', player: 'p1', card: 'c1', targets: ['c3', 'c4'] }).ok).toBe(true);
    const shared = [damage(fixed(1), target(['creature'])), damage(fixed(1), target(['creature']))];
    expect(checkTargets(game.state, shared, ['c3', 'c3'], 'p1').ok).toBe(true);
  });

  it('"up to two target creatures": zero, one or two; never more, and required slots still required', () => {
    const upTo = [damage(fixed(1), target(['creature'], 'up to two target creatures', { count: 2, upTo: true }))];
    const game = setupGame({ players: [{}, { battlefield: bears }] });
    expect(targetSlots(upTo).map((s) => s.optional)).toEqual([true, true]);
    expect(checkTargets(game.state, upTo, [], 'p1')).toEqual({ ok: true, value: [] });
    expect(checkTargets(game.state, upTo, ['c1'], 'p1')).toEqual({ ok: true, value: ['c1'] });
    expect(checkTargets(game.state, upTo, ['c1', 'c2', 'p2'], 'p1').ok).toBe(false);
    const then = [...upTo, damage(fixed(1), target(['player'], 'target player'))];
    expect(checkTargets(game.state, then, [], 'p1')).toEqual({
      ok: false,
      reason: 'it needs 1-3 target(s) ("up to two target creatures", "target player"), got 0',
    });
    // The default split leaves the later subject its one target: the creature first, then the player.
    expect(checkTargets(game.state, then, ['c1', 'p2'], 'p1')).toEqual({ ok: true, value: ['c1', 'p2'] });
    expect(checkTargets(game.state, then, ['p2'], 'p1')).toEqual({ ok: true, value: ['p2'] });
    expect(checkTargets(game.state, then, ['c1'], 'p1').ok).toBe(false);
  });

  it('spells on the stack are targets for "target spell", but not for themselves (115.5)', () => {
    const counter = card('Negate', {
      cost: '{U}',
      types: ['instant'],
      abilities: [spell([{ kind: 'destroy', what: target(['spell'], 'target spell') }])],
    });
    const game = setupGame({ players: [{ hand: [shock()], pool: { R: 1 } }, { hand: [counter] }] });
    game.perform({ type: 'cast', player: 'p1', card: 'c1', targets: ['p2'] });
    const [slot] = targetSlots([{ kind: 'destroy', what: target(['spell'], 'target spell') }]);
    expect(legalTargets(game.state, slot as TargetSlot, 'p2')).toEqual(['c1']);
    expect(checkTarget(game.state, slot as TargetSlot, 'c1', 'p1', 'c1')).toEqual({
      ok: false,
      reason: "Shock (c1) can't target itself (115.5)",
    });
  });

  it('cards in graveyards for "target creature card in your graveyard"', () => {
    const game = setupGame({
      players: [
        { graveyard: [creature('Dead', '{B}', '1/1'), card('Spell', { types: ['sorcery'] })] },
        { graveyard: bears },
      ],
    });
    const [slot] = targetSlots([
      {
        kind: 'destroy',
        what: target(['card'], 'target creature card in your graveyard', {
          qualities: [
            { kind: 'type', type: 'creature', negated: false },
            { kind: 'zone', zone: 'graveyard', whose: 'you' },
          ],
        }),
      },
    ]);
    expect(legalTargets(game.state, slot as TargetSlot, 'p1')).toEqual(['c1']);
  });
});
