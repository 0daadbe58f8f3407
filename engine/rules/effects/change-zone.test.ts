import { describe, expect, it } from 'vitest';
import type { Effect, Subject } from '../../templates/card-template.js';
import { setupGame, setupState } from '../game/setup.js';
import { idOf } from '../test-support/find.js';
import { card, creature, target } from '../test-support/templates.js';
import { cardFromText } from './test-cards.js';
import { run } from './test-run.js';

const changeZone = (what: Subject, to: Extract<Effect, { kind: 'changeZone' }>['to'], more = {}): Effect => ({
  kind: 'changeZone',
  what,
  to,
  position: null,
  underYourControl: false,
  ...more,
});
const targetCreature = target(['creature'], 'target creature');

// p1: Source, library L1 L2 (L2 on top); p2: Bear (2 damage, a +1/+1 counter, tapped), Wall, graveyard Zombie.
const state = setupState({
  players: [
    { library: [card('L1'), card('L2')], battlefield: [creature('Source', '{U}', '1/1')] },
    {
      battlefield: [
        { template: creature('Bear', '{1}{G}', '2/2'), damage: 1, counters: { '+1/+1': 1 }, tapped: true },
        creature('Wall', '{W}', '0/4'),
      ],
      graveyard: [creature('Zombie', '{B}', '2/2')],
    },
  ],
});
const source = idOf(state, 'Source');
const bear = idOf(state, 'Bear');
const wall = idOf(state, 'Wall');
const zombie = idOf(state, 'Zombie');

describe('changeZone: to the owner’s zones (400.3), as a new object (400.7)', () => {
  it('returns a target creature to its owner’s hand, without its damage, counters or tapped state', () => {
    const tx = run(state, [changeZone(targetCreature, 'hand')], { source, targets: [bear] });
    const moved = tx.state.objects[bear];
    expect(moved?.zone).toEqual({ player: 'p2', zone: 'hand' });
    expect([moved?.damage, moved?.counters, moved?.tapped]).toEqual([0, {}, false]);
    expect(tx.events.map((e) => e.event.type)).toContain('zoneChanged');
  });

  it('"it" then means the moved object (608.2c)', () => {
    const tx = run(state, [changeZone(targetCreature, 'exile'), changeZone({ kind: 'it' }, 'hand')], {
      source,
      targets: [bear],
    });
    expect(tx.state.objects[bear]?.zone).toEqual({ player: 'p2', zone: 'hand' });
  });

  it('exiles ~ and every creature of "all creatures"', () => {
    const self = run(state, [changeZone({ kind: 'self' }, 'exile')], { source });
    expect(self.state.players.p1?.zones.exile).toEqual([source]);
    const all = run(
      state,
      [changeZone({ kind: 'each', description: { nouns: ['creature'], qualities: [] } }, 'hand')],
      {
        source,
      },
    );
    expect(all.state.players.p1?.zones.hand).toEqual([source]);
    expect(all.state.players.p2?.zones.hand).toEqual([bear, wall]);
  });

  it('puts on top of or on the bottom of the owner’s library (401.4; libraries are bottom → top)', () => {
    const top = run(state, [changeZone({ kind: 'self' }, 'library', { position: 'top' })], { source });
    expect(top.state.players.p1?.zones.library.map((id) => top.state.objects[id]?.template.name)).toEqual([
      'L1',
      'L2',
      'Source',
    ]);
    const bottom = run(state, [changeZone({ kind: 'self' }, 'library', { position: 'bottom' })], { source });
    expect(bottom.state.players.p1?.zones.library.map((id) => bottom.state.objects[id]?.template.name)).toEqual([
      'Source',
      'L1',
      'L2',
    ]);
  });

  it('onto the battlefield under its owner’s control, or under yours when the text says so', () => {
    const card = target(['card'], 'target creature card from a graveyard');
    const owners = run(state, [changeZone(card, 'battlefield')], { source, targets: [zombie] });
    expect(owners.state.objects[zombie]).toMatchObject({
      zone: { player: 'p2', zone: 'battlefield' },
      controller: 'p2',
    });
    const yours = run(state, [changeZone(card, 'battlefield', { underYourControl: true })], {
      source,
      targets: [zombie],
    });
    expect(yours.state.objects[zombie]).toMatchObject({
      zone: { player: 'p1', zone: 'battlefield' },
      controller: 'p1',
      owner: 'p2',
    });
  });

  it('a creature you control but don’t own goes to its owner’s hand, not yours (400.3)', () => {
    const stolen = run(state, [changeZone(targetCreature, 'battlefield', { underYourControl: true })], {
      source,
      targets: [zombie],
    });
    const tx = run(stolen.state, [changeZone(targetCreature, 'hand')], { source, targets: [zombie] });
    expect(tx.state.objects[zombie]).toMatchObject({ zone: { player: 'p2', zone: 'hand' }, controller: 'p2' });
    expect(tx.state.players.p1?.zones.battlefield).toEqual([source]);
  });

  it('"shuffle … into its owner\'s library": put there, then that library is shuffled (701.20a)', () => {
    const tx = run(state, [changeZone(targetCreature, 'library', { shuffle: true })], { source, targets: [bear] });
    expect(tx.state.objects[bear]?.zone).toEqual({ player: 'p2', zone: 'library' });
    expect(tx.events.map((e) => e.event.type)).toEqual(['zoneChanged', 'shuffled']);
    const top = run(state, [changeZone(targetCreature, 'library', { position: 'top' })], { source, targets: [bear] });
    expect(top.events.map((e) => e.event.type)).toEqual(['zoneChanged']);
  });

  it('does nothing to players, to an illegal (null) target, or to an object already there', () => {
    const tx = run(state, [changeZone(targetCreature, 'hand'), changeZone({ kind: 'self' }, 'battlefield')], {
      source,
      targets: [null],
    });
    expect(tx.edits).toEqual([]);
  });
});

describe('changeZone in a game, from parsed Oracle text', () => {
  const unsummon = () => cardFromText('Unsummon', '{U}', "Return target creature to its owner's hand.");
  const zombify = () =>
    cardFromText('Zombify', '{3}{B}', 'Return target creature card from your graveyard to the battlefield.', [
      'sorcery',
    ]);
  const swords = () => cardFromText('Swords', '{W}', 'Exile target creature.');

  it('Unsummon bounces an opponent’s creature; Swords exiles one', () => {
    const game = setupGame({
      players: [
        { hand: [unsummon(), swords()], pool: { U: 1, W: 1 } },
        { battlefield: [creature('Bear', '{1}{G}', '2/2'), creature('Ox', '{G}', '2/4')] },
      ],
    });
    const bearId = idOf(game, 'Bear');
    const ox = idOf(game, 'Ox');
    expect(game.perform({ type: 'cast', player: 'p1', card: idOf(game, 'Unsummon'), targets: [bearId] }).ok).toBe(true);
    game.perform({ type: 'resolve' });
    expect(game.state.objects[bearId]?.zone).toEqual({ player: 'p2', zone: 'hand' });
    expect(game.perform({ type: 'cast', player: 'p1', card: idOf(game, 'Swords'), targets: [ox] }).ok).toBe(true);
    game.perform({ type: 'resolve' });
    expect(game.state.objects[ox]?.zone).toEqual({ player: 'p2', zone: 'exile' });
    expect(game.state.players.p1?.zones.graveyard.length).toBe(2);
  });

  it('Zombify targets a creature card in your graveyard only, and fizzles if it left (608.2b)', () => {
    const game = setupGame({
      players: [
        {
          hand: [zombify(), zombify()],
          graveyard: [creature('Angel', '{4}{W}', '4/4'), card('Plan', { types: ['sorcery'] })],
          pool: { B: 2, C: 6 },
        },
        { graveyard: [creature('Theirs', '{G}', '1/1')] },
      ],
    });
    const angel = idOf(game, 'Angel');
    const [first, second] = [idOf(game, 'Zombify', 1), idOf(game, 'Zombify', 2)];
    expect(game.perform({ type: 'cast', player: 'p1', card: first, targets: [idOf(game, 'Plan')] }).ok).toBe(false);
    expect(game.perform({ type: 'cast', player: 'p1', card: first, targets: [idOf(game, 'Theirs')] }).ok).toBe(false);
    expect(game.perform({ type: 'cast', player: 'p1', card: first, targets: [angel] }).ok).toBe(true);
    game.perform({ type: 'resolve' });
    expect(game.state.objects[angel]).toMatchObject({ zone: { player: 'p1', zone: 'battlefield' }, controller: 'p1' });
    // The second copy can't target the Angel any more: it is a permanent now, not a card in a graveyard.
    expect(game.perform({ type: 'cast', player: 'p1', card: second, targets: [angel] }).ok).toBe(false);
  });

  it('a graveyard card exiled in response: Zombify fizzles (608.2b)', () => {
    const crypt = cardFromText('Crypt', '{B}', 'Exile target card from a graveyard.');
    const game = setupGame({
      players: [
        { hand: [zombify()], graveyard: [creature('Angel', '{4}{W}', '4/4')], pool: { B: 1, C: 3 } },
        { hand: [crypt], pool: { B: 1 } },
      ],
    });
    const angel = idOf(game, 'Angel');
    expect(game.perform({ type: 'cast', player: 'p1', card: idOf(game, 'Zombify'), targets: [angel] }).ok).toBe(true);
    game.perform({ type: 'passPriority', player: 'p1' });
    expect(game.perform({ type: 'cast', player: 'p2', card: idOf(game, 'Crypt'), targets: [angel] }).ok).toBe(true);
    game.perform({ type: 'resolve' });
    expect(game.state.objects[angel]?.zone).toEqual({ player: 'p1', zone: 'exile' });
    const events = game.perform({ type: 'resolve' });
    expect(events.ok).toBe(true);
    expect(game.state.objects[angel]?.zone).toEqual({ player: 'p1', zone: 'exile' });
    expect(game.state.players.p1?.zones.graveyard).toEqual([idOf(game, 'Zombify')]);
  });
});
