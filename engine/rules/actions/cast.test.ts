import { describe, expect, it } from 'vitest';
import { setupGame } from '../game/setup.js';
import { idOf } from '../test-support/find.js';
import {
  card,
  creature,
  fireball,
  forest,
  grizzlyBears,
  keyword,
  mountain,
  shock,
  spell,
  gain,
  fixed,
} from '../test-support/templates.js';

describe('playing lands (305)', () => {
  it('one land per turn, in a main phase, from hand', () => {
    const game = setupGame({ players: [{ hand: [forest(), mountain()] }, {}] });
    expect(game.perform({ type: 'playLand', player: 'p1', card: 'c1' }).ok).toBe(true);
    expect(game.state.objects.c1?.zone).toEqual({ player: 'p1', zone: 'battlefield' });
    expect(game.perform({ type: 'playLand', player: 'p1', card: 'c2' })).toEqual({
      ok: false,
      reason: 'you already played a land this turn (305.2)',
    });
  });

  it('not during the opponent turn, not in combat, not with a spell on the stack', () => {
    const game = setupGame({ players: [{ hand: [shock()], pool: { R: 1 } }, { hand: [forest()] }] });
    const land = idOf(game, 'Forest');
    expect(game.perform({ type: 'playLand', player: 'p2', card: land }).ok).toBe(false);
    const g2 = setupGame({ players: [{ hand: [forest(), shock()], pool: { R: 1 } }, {}] });
    g2.perform({ type: 'cast', player: 'p1', card: idOf(g2, 'Shock'), targets: ['p2'] });
    const r = g2.perform({ type: 'playLand', player: 'p1', card: idOf(g2, 'Forest') });
    expect(r).toEqual({ ok: false, reason: 'a land can be played only while the stack is empty' });
    const g3 = setupGame({ players: [{ hand: [forest()] }, {}], step: 'beginningOfCombat' });
    expect(g3.perform({ type: 'playLand', player: 'p1', card: 'c1' }).ok).toBe(false);
  });

  it('lands are not cast (305.9), and spells are not played as lands', () => {
    const game = setupGame({ players: [{ hand: [forest(), shock()] }, {}] });
    expect(game.perform({ type: 'cast', player: 'p1', card: 'c1' }).ok).toBe(false);
    expect(game.perform({ type: 'playLand', player: 'p1', card: 'c2' })).toEqual({
      ok: false,
      reason: 'Shock (c2) is not a land',
    });
  });
});

describe('casting spells (601)', () => {
  it('Shock to a player: pay {R}, goes on the stack, resolves, goes to the graveyard', () => {
    const game = setupGame({ players: [{ hand: [shock()], pool: { R: 1 } }, {}] });
    expect(game.perform({ type: 'cast', player: 'p1', card: 'c1', targets: ['p2'] }).ok).toBe(true);
    expect(game.state.objects.c1?.zone).toEqual({ zone: 'stack' });
    expect(game.state.players.p1?.pool.R).toBe(0);
    game.perform({ type: 'resolve' });
    expect(game.state.players.p2?.life).toBe(18);
    expect(game.state.objects.c1?.zone).toEqual({ player: 'p1', zone: 'graveyard' });
  });

  it('Shock kills a 2/2 (704.5g)', () => {
    const game = setupGame({ players: [{ hand: [shock()], pool: { R: 1 } }, { battlefield: [grizzlyBears()] }] });
    const bears = idOf(game, 'Grizzly Bears');
    game.perform({ type: 'cast', player: 'p1', card: idOf(game, 'Shock'), targets: [bears] });
    game.perform({ type: 'resolve' });
    expect(game.state.objects[bears]?.zone).toEqual({ player: 'p2', zone: 'graveyard' });
    expect(game.state.objects[bears]?.damage).toBe(0);
  });

  it('X spells: Blaze for X=3', () => {
    const game = setupGame({ players: [{ hand: [fireball()], pool: { R: 2, G: 2 } }, {}] });
    expect(game.perform({ type: 'cast', player: 'p1', card: 'c1', x: 3, targets: ['p2'] }).ok).toBe(true);
    game.perform({ type: 'resolve' });
    expect(game.state.players.p2?.life).toBe(17);
  });

  it('sorcery timing for sorceries and creatures; instants any time (307.1, 304.1)', () => {
    const game = setupGame({
      players: [{ hand: [grizzlyBears(), shock()], pool: { G: 2, R: 1 } }, {}],
      step: 'upkeep',
    });
    const r = game.perform({ type: 'cast', player: 'p1', card: 'c1' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toContain('only in a main phase');
    expect(game.perform({ type: 'cast', player: 'p1', card: 'c2', targets: ['p2'] }).ok).toBe(true);
  });

  it('flash lets a creature be cast at instant speed (702.8a)', () => {
    const flashy = creature('Flashy', '{G}', '1/1', [keyword('flash')]);
    const game = setupGame({ players: [{ pool: { G: 1 } }, { hand: [flashy], pool: { G: 1 } }] });
    expect(game.perform({ type: 'cast', player: 'p2', card: 'c1' }).ok).toBe(true);
  });

  it('a creature spell resolves onto the battlefield, summoning sick (302.6)', () => {
    const game = setupGame({ players: [{ hand: [grizzlyBears()], pool: { G: 2 } }, {}] });
    game.perform({ type: 'cast', player: 'p1', card: 'c1' });
    game.perform({ type: 'resolve' });
    expect(game.state.objects.c1?.zone).toEqual({ player: 'p1', zone: 'battlefield' });
    expect(game.state.objects.c1?.controlledSince).toBe(1);
  });

  it('hybrid, two-brid and Phyrexian costs on spells; Phyrexian life (107.4f)', () => {
    const hybrid = card('Hybrid', { cost: '{R/G}{R/G}', types: ['sorcery'], abilities: [spell([gain(fixed(1))])] });
    const phyrexian = card('Phyrexian', { cost: '{1}{B/P}', types: ['sorcery'], abilities: [spell([gain(fixed(1))])] });
    const game = setupGame({ players: [{ hand: [hybrid, phyrexian], pool: { R: 1, G: 1, C: 1 } }, {}] });
    expect(game.perform({ type: 'cast', player: 'p1', card: 'c1' }).ok).toBe(true);
    game.perform({ type: 'resolve' });
    expect(game.perform({ type: 'cast', player: 'p1', card: 'c2' }).ok).toBe(true);
    game.perform({ type: 'resolve' });
    expect(game.state.players.p1?.life).toBe(20 + 1 - 2 + 1);
  });

  it('auto-taps lands to cast', () => {
    const game = setupGame({
      players: [{ hand: [grizzlyBears()], battlefield: [forest(), forest(), mountain()] }, {}],
    });
    expect(game.perform({ type: 'cast', player: 'p1', card: 'c1' }).ok).toBe(false);
    expect(game.perform({ type: 'cast', player: 'p1', card: 'c1', autoTap: true }).ok).toBe(true);
    const tapped = ['c2', 'c3', 'c4'].filter((id) => game.state.objects[id]?.tapped);
    expect(tapped).toHaveLength(2);
  });

  it("a card with no mana cost can't be cast (118.6)", () => {
    const free = card('Free', { types: ['sorcery'] });
    const game = setupGame({ players: [{ hand: [free] }, {}] });
    expect(game.perform({ type: 'cast', player: 'p1', card: 'c1' })).toEqual({
      ok: false,
      reason: "Free (c1) has no mana cost, so it can't be cast (118.6)",
    });
  });

  it('a spell whose only target is gone fizzles and goes to the graveyard (608.2b)', () => {
    const game = setupGame({
      players: [{ hand: [shock(), shock()], pool: { R: 2 } }, { battlefield: [grizzlyBears()] }],
    });
    const bears = idOf(game, 'Grizzly Bears');
    game.perform({ type: 'cast', player: 'p1', card: 'c1', targets: [bears] });
    game.perform({ type: 'cast', player: 'p1', card: 'c2', targets: [bears] });
    game.perform({ type: 'resolve' });
    const r = game.perform({ type: 'resolve' });
    expect(r.ok && r.value.map((e) => e.event.type)).toContain('fizzled');
    expect(game.state.objects.c1?.zone).toEqual({ player: 'p1', zone: 'graveyard' });
  });

  it('priority: all players passing resolves the top of the stack, then ends the step (405.5)', () => {
    const game = setupGame({ players: [{ hand: [shock()], pool: { R: 1 } }, {}] });
    game.perform({ type: 'cast', player: 'p1', card: 'c1', targets: ['p2'] });
    expect(game.perform({ type: 'passPriority', player: 'p2' }).ok).toBe(false);
    game.perform({ type: 'passPriority', player: 'p1' });
    game.perform({ type: 'passPriority', player: 'p2' });
    expect(game.state.players.p2?.life).toBe(18);
    game.perform({ type: 'passPriority', player: 'p1' });
    game.perform({ type: 'passPriority', player: 'p2' });
    expect(game.state.turn.step).toBe('beginningOfCombat');
  });

  it('an instant or sorcery with text the parser could not read is not cast (it would do only part of it)', () => {
    const odd = card('Odd Bolt', {
      cost: '{R}',
      types: ['instant'],
      abilities: [spell([gain(fixed(1))]), { kind: 'unparsed', text: 'Scry 2.', line: 3 }],
    });
    const game = setupGame({ players: [{ hand: [odd], pool: { R: 1 } }, {}] });
    expect(game.perform({ type: 'cast', player: 'p1', card: 'c1' })).toEqual({
      ok: false,
      reason: 'can\'t cast Odd Bolt (c1): "Scry 2." was not understood by the parser',
    });
  });
});
