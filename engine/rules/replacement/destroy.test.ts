import { describe, expect, it } from 'vitest';
import { setupGame, setupState } from '../game/setup.js';
import { Transaction } from '../state/transaction.js';
import { idOf } from '../test-support/find.js';
import { card, creature, drudgeSkeletons, grizzlyBears, keyword, shock, terror } from '../test-support/templates.js';
import { destroy, performReplaceable } from './execute.js';
import type { ReplacementEffect } from './types.js';

const graveyard = (p: string) => ({ player: p, zone: 'graveyard' });

describe('destruction is a replaceable event (701.7, 614)', () => {
  it('destroy moves a permanent to its owner graveyard', () => {
    const game = setupGame({
      players: [{ hand: [terror()], pool: { B: 2, C: 1 } }, { battlefield: [grizzlyBears()] }],
    });
    const bears = idOf(game, 'Grizzly Bears');
    game.perform({ type: 'cast', player: 'p1', card: idOf(game, 'Murder'), targets: [bears] });
    const r = game.perform({ type: 'resolve' });
    expect(game.state.objects[bears]?.zone).toEqual(graveyard('p2'));
    expect(r.ok && r.value.map((e) => e.event.type)).toContain('destroyed');
  });

  it('a regeneration shield replaces destruction: tapped, damage removed, still on the battlefield (701.15a)', () => {
    const game = setupGame({
      players: [
        { battlefield: [drudgeSkeletons()], pool: { B: 1 } },
        { hand: [terror()], pool: { B: 2, C: 1 } },
      ],
    });
    const skel = idOf(game, 'Drudge Skeletons');
    game.perform({ type: 'activate', player: 'p1', source: skel, ability: 0 });
    game.perform({ type: 'resolve' });
    expect(game.state.shields).toEqual([{ id: expect.stringMatching(/^r\d+$/), object: skel }]);
    game.perform({ type: 'cast', player: 'p2', card: idOf(game, 'Murder'), targets: [skel] });
    const r = game.perform({ type: 'resolve' });
    expect(game.state.objects[skel]?.zone).toEqual({ player: 'p1', zone: 'battlefield' });
    expect(game.state.objects[skel]?.tapped).toBe(true);
    expect(game.state.shields).toEqual([]);
    expect(r.ok && r.value.map((e) => e.event.type)).toContain('regenerated');
  });

  it('a shield is used once; the second destruction goes through', () => {
    const game = setupGame({ players: [{ battlefield: [drudgeSkeletons()], pool: { B: 1 } }, {}] });
    const skel = idOf(game, 'Drudge Skeletons');
    game.perform({ type: 'activate', player: 'p1', source: skel, ability: 0 });
    game.perform({ type: 'resolve' });
    const tx = new Transaction(game.state);
    expect(destroy(tx, skel)).toBe(false);
    expect(destroy(tx, skel)).toBe(true);
    expect(tx.state.objects[skel]?.zone).toEqual(graveyard('p1'));
  });

  it('regeneration saves a creature from lethal damage (704.5g) and removes the damage', () => {
    const game = setupGame({
      players: [
        { battlefield: [drudgeSkeletons()], pool: { B: 1 } },
        { hand: [shock()], pool: { R: 1 } },
      ],
    });
    const skel = idOf(game, 'Drudge Skeletons');
    game.perform({ type: 'activate', player: 'p1', source: skel, ability: 0 });
    game.perform({ type: 'resolve' });
    game.perform({ type: 'cast', player: 'p2', card: idOf(game, 'Shock'), targets: [skel] });
    game.perform({ type: 'resolve' });
    expect(game.state.objects[skel]).toMatchObject({
      zone: { player: 'p1', zone: 'battlefield' },
      damage: 0,
      tapped: true,
    });
  });

  it('regeneration does not save a creature with 0 toughness (704.5f)', () => {
    const game = setupGame({
      players: [{ battlefield: [{ template: drudgeSkeletons(), counters: { '-1/-1': 1 } }] }, {}],
    });
    // The setup itself isn't checked; any action runs state-based actions.
    game.perform({ type: 'setLife', player: 'p1', life: 20 });
    expect(game.state.objects.c1?.zone).toEqual(graveyard('p1'));
  });

  it('indestructible: destroy does nothing and no shield is used (702.12b)', () => {
    const god = creature('God', '{W}', '5/5', [keyword('indestructible')]);
    const game = setupGame({ players: [{ battlefield: [god] }, {}] });
    const tx = new Transaction(game.state);
    tx.apply({ kind: 'set', path: ['shields'], from: [], to: [{ id: 'r9', object: 'c1' }] });
    expect(destroy(tx, 'c1')).toBe(false);
    expect(tx.state.objects.c1?.zone).toEqual({ player: 'p1', zone: 'battlefield' });
    expect(tx.state.shields).toHaveLength(1);
    expect(tx.events.map((e) => e.event)).toContainEqual({
      type: 'destructionPrevented',
      object: 'c1',
      by: 'indestructible',
    });
  });

  it('indestructible ignores lethal damage', () => {
    const god = creature('God', '{W}', '2/2', [keyword('indestructible')]);
    const game = setupGame({ players: [{ battlefield: [god] }, { hand: [shock()], pool: { R: 1 } }] });
    game.perform({ type: 'cast', player: 'p2', card: idOf(game, 'Shock'), targets: ['c1'] });
    game.perform({ type: 'resolve' });
    expect(game.state.objects.c1).toMatchObject({ zone: { player: 'p1', zone: 'battlefield' }, damage: 2 });
  });

  it("'can't be regenerated' destruction skips shields (701.15c)", () => {
    const game = setupGame({ players: [{ battlefield: [drudgeSkeletons()] }, {}] });
    const tx = new Transaction(game.state);
    tx.apply({ kind: 'set', path: ['shields'], from: [], to: [{ id: 'r9', object: 'c1' }] });
    performReplaceable(tx, { kind: 'destroy', object: 'c1', cause: 'effect', canRegenerate: false });
    expect(tx.state.objects.c1?.zone).toEqual(graveyard('p1'));
  });

  it('each replacement effect applies at most once to an event; modified events go on (614.5)', () => {
    let calls = 0;
    const modifier: ReplacementEffect = {
      id: 'rename',
      applies: () => true,
      apply: (_tx, event) => {
        calls++;
        return { kind: 'modified', event };
      },
    };
    const game = setupGame({ players: [{ battlefield: [grizzlyBears()] }, {}] });
    const tx = new Transaction(game.state);
    expect(
      performReplaceable(tx, { kind: 'destroy', object: 'c1', cause: 'effect', canRegenerate: true }, [modifier]),
    ).toBe(true);
    expect(calls).toBe(1);
  });

  it('destroying something not on the battlefield does nothing', () => {
    const game = setupGame({ players: [{ hand: [grizzlyBears()] }, {}] });
    const tx = new Transaction(game.state);
    expect(destroy(tx, 'c1')).toBe(false);
  });

  it('shields end in the cleanup step (514.2)', () => {
    const game = setupGame({ players: [{ battlefield: [drudgeSkeletons()], pool: { B: 1 } }, {}] });
    game.perform({ type: 'activate', player: 'p1', source: 'c1', ability: 0 });
    game.perform({ type: 'resolve' });
    game.perform({ type: 'setStep', step: 'end' });
    game.perform({ type: 'nextStep' });
    expect(game.state.turn.step).toBe('cleanup');
    expect(game.state.shields).toEqual([]);
  });
});

describe('totem armor (702.89a)', () => {
  it('the enchanted permanent loses its damage instead of being destroyed, and the Aura is destroyed', () => {
    const umbra = card('Umbra', { cost: '{W}', types: ['enchantment'], subtypes: ['Aura'] });
    const armored = {
      ...umbra,
      abilities: [{ kind: 'keyword', keyword: 'totem armor', line: 1, text: 'Totem armor' } as const],
    };
    const start = setupState({ players: [{ battlefield: [armored, grizzlyBears()] }, {}] });
    const tx = new Transaction(start);
    const aura = idOf(tx.state, 'Umbra');
    const bears = idOf(tx.state, 'Grizzly Bears');
    tx.set(['objects', aura, 'attachedTo'], null, bears);
    tx.set(['objects', bears, 'damage'], 0, 2);
    expect(destroy(tx, bears)).toBe(false);
    expect(tx.state.objects[bears]).toMatchObject({ zone: { zone: 'battlefield' }, damage: 0 });
    expect(tx.state.objects[aura]?.zone).toEqual(graveyard('p1'));
    // Once the Aura is gone, nothing replaces the next destruction.
    expect(destroy(tx, bears)).toBe(true);
    expect(tx.state.objects[bears]?.zone).toEqual(graveyard('p1'));
  });
});
