import { describe, expect, it } from 'vitest';
import { effectsOf } from '../../abilities/effects/test-effects.js';
import { setupState } from '../game/setup.js';
import { idOf } from '../test-support/find.js';
import { card, creature } from '../test-support/templates.js';
import type { GameObject, GameState } from '../state/types.js';
import { powerOf } from '../state/characteristics.js';
import { run } from './test-run.js';

// p1: Elf Source (an Elf Warrior) on the battlefield, Bear (2/2, cost {1}{G}) and Ogre (3/3, {2}{R}{R}); library
// bottom → top: Goblin card, Elf card (the top).
const state = setupState({
  seed: 5,
  players: [
    {
      library: [
        card('Goblin', { types: ['creature'], subtypes: ['Goblin'] }),
        card('Elf', { types: ['creature'], subtypes: ['Elf'] }),
      ],
      battlefield: [
        creature('Elf Source', '{G}', '1/1', [], { subtypes: ['Elf', 'Warrior'] }),
        creature('Bear', '{1}{G}', '2/2'),
        creature('Ogre', '{2}{R}{R}', '3/3'),
      ],
    },
    {},
  ],
});
const id = (name: string) => idOf(state, name);
const source = id('Elf Source');
const life = (s: GameState) => s.players.p1?.life;
const zone = (s: GameState, name: string) => s.objects[id(name)]?.zone.zone;

function withCounters(base: GameState, name: string, n: number): GameState {
  const o = base.objects[id(name)] as GameObject;
  return { ...base, objects: { ...base.objects, [o.id]: { ...o, counters: { '+1/+1': n } } } };
}

describe('conditions about the object named last (608.2c)', () => {
  it("a condition after its sentence asks about that sentence's target: Fatal Push", () => {
    const push = effectsOf('Destroy target creature if it has converted mana cost 2 or less.');
    expect(zone(run(state, push, { source, targets: [id('Bear')] }).state, 'Bear')).toBe('graveyard');
    expect(zone(run(state, push, { source, targets: [id('Ogre')] }).state, 'Ogre')).toBe('battlefield');
  });

  it('"Then if it has three or more +1/+1 counters on it" counts the counters on that object, not the source', () => {
    const effects = effectsOf(
      'Put a +1/+1 counter on target creature. Then if it has three or more +1/+1 counters on it, you gain 5 life.',
    );
    const two = withCounters(state, 'Bear', 2);
    expect(life(run(two, effects, { source, targets: [id('Bear')] }).state)).toBe(25);
    expect(life(run(state, effects, { source, targets: [id('Bear')] }).state)).toBe(20);
    // The source's own counters don't count.
    expect(life(run(withCounters(state, 'Elf Source', 5), effects, { source, targets: [id('Bear')] }).state)).toBe(20);
  });

  it('"if its power is 3 or greater" compares that object\'s power (208.1)', () => {
    const effects = effectsOf('Target creature gets +1/+1 until end of turn if its power is 3 or greater.');
    const power = (tx: ReturnType<typeof run>, name: string) =>
      powerOf(tx.state.objects[id(name)] as GameObject, tx.state);
    expect(power(run(state, effects, { source, targets: [id('Ogre')] }), 'Ogre')).toBe(4);
    expect(power(run(state, effects, { source, targets: [id('Bear')] }), 'Bear')).toBe(2);
  });

  it('"Exile target card from a graveyard. If it was a creature card, …" asks about that card in exile', () => {
    const effects = effectsOf('Exile target card from a graveyard. If it was a creature card, you gain 3 life.');
    const inGraveyard = run(state, effectsOf('Put the top two cards of your library into your graveyard.'), {
      source,
    }).state;
    expect(life(run(inGraveyard, effects, { source, targets: [id('Elf')] }).state)).toBe(23);
    const land = { ...inGraveyard.objects[id('Goblin')], template: card('Goblin', { types: ['land'] }) } as GameObject;
    const withLand = { ...inGraveyard, objects: { ...inGraveyard.objects, [land.id]: land } };
    expect(life(run(withLand, effects, { source, targets: [id('Goblin')] }).state)).toBe(20);
  });

  it('kinship: the top card looked at shares a creature type with ~; revealed, "If you do" follows', () => {
    const kinship = effectsOf(
      'You may look at the top card of your library. If it shares a creature type with ~, you may reveal it. If you do, you gain 4 life.',
      'Elf Source',
    );
    const tx = run(state, kinship, { source, answers: { may: [true, true] } });
    expect(life(tx.state)).toBe(24);
    expect(tx.events.map((e) => e.event)).toContainEqual({ type: 'revealed', player: 'p1', cards: [id('Elf')] });
    // Declining to reveal: no life.
    expect(life(run(state, kinship, { source, answers: { may: [true, false] } }).state)).toBe(20);
  });

  it('kinship: a top card of another type is not revealed', () => {
    const kinship = effectsOf(
      'You may look at the top card of your library. If it shares a creature type with ~, you may reveal it. If you do, you gain 4 life.',
      'Elf Source',
    );
    const goblinOnTop = run(state, effectsOf('Put the top card of your library into your graveyard.'), {
      source,
    }).state;
    expect(life(run(goblinOnTop, kinship, { source, answers: { may: [true, true] } }).state)).toBe(20);
  });

  it('kinship declined: nothing was looked at, so "it" is no card (not the source, which shares its own types)', () => {
    const kinship = effectsOf(
      'You may look at the top card of your library. If it shares a creature type with ~, you may reveal it. If you do, you gain 4 life.',
      'Elf Source',
    );
    const tx = run(state, kinship, { source, answers: { may: [false, true] } });
    expect(life(tx.state)).toBe(20);
    expect(tx.events.some((e) => e.event.type === 'revealed')).toBe(false);
  });
});
