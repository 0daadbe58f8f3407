import { describe, expect, it } from 'vitest';
import { parseAbilityText } from '../../abilities/parse-ability.js';
import type { Ability } from '../../templates/card-template.js';
import { setupState } from '../game/setup.js';
import { characteristicsOf, isCreature, powerOf, toughnessOf } from '../state/characteristics.js';
import { Transaction } from '../state/transaction.js';
import type { GameObject, GameState } from '../state/types.js';
import { card, creature, grizzlyBears } from '../test-support/templates.js';
import { addContinuousEffect } from './lifecycle.js';
import type { AppliedModification } from './types.js';

const obj = (s: GameState, id: string): GameObject => s.objects[id] as GameObject;
const pt = (s: GameState, id: string): string => `${powerOf(obj(s, id), s)}/${toughnessOf(obj(s, id), s)}`;
const abilities = (text: string): Ability[] => [...parseAbilityText(text, 1, ['Battle Squadron']).abilities];

function add(tx: Transaction, objects: string[], ...modifications: AppliedModification[]): void {
  addContinuousEffect(tx, {
    source: 'c1',
    sourceName: 'Spell',
    controller: 'p1',
    objects,
    modifications,
    duration: 'endOfTurn',
  });
}

const base = (power: number, toughness: number): AppliedModification => ({
  kind: 'setPT',
  layer: '7b',
  power,
  toughness,
});

describe('layers (613.1, 613.4)', () => {
  // c1: Bears 2/2 with a +1/+1 counter; c2: a land.
  const state = (): GameState =>
    setupState({
      players: [{ battlefield: [grizzlyBears(), card('Quarry', { types: ['land'], subtypes: ['Desert'] })] }, {}],
    });

  it('7b sets the base, 7c adds to it whatever the timestamps, 7d switches last (613.4)', () => {
    const tx = new Transaction(state());
    add(tx, ['c1'], { kind: 'ptChange', power: 3, toughness: 0 });
    add(tx, ['c1'], base(0, 1));
    expect(pt(tx.state, 'c1')).toBe('3/1');
    add(tx, ['c1'], { kind: 'switchPT' });
    expect(pt(tx.state, 'c1')).toBe('1/3');
    // Two setting effects: the later one wins (613.7).
    add(tx, ['c1'], base(5, 5));
    expect(pt(tx.state, 'c1')).toBe('5/8');
  });

  it('layer 4 makes a land a creature; "still a land" keeps its types (205.1b)', () => {
    const tx = new Transaction(state());
    expect(isCreature(obj(tx.state, 'c2'), tx.state)).toBe(false);
    add(tx, ['c2'], { kind: 'types', add: true, types: ['artifact', 'creature'], subtypes: ['Golem'] }, base(4, 2));
    const land = obj(tx.state, 'c2');
    expect(isCreature(land, tx.state)).toBe(true);
    expect(isCreature(land)).toBe(false);
    expect(characteristicsOf(tx.state, 'c2')).toMatchObject({
      power: 4,
      toughness: 2,
      types: ['land', 'artifact', 'creature'],
      subtypes: ['Desert', 'Golem'],
    });
  });

  it('"becomes a … creature" without "still" replaces the types; layer 5 sets or adds colors', () => {
    const tx = new Transaction(state());
    add(tx, ['c1'], { kind: 'types', add: false, types: ['artifact', 'creature'], subtypes: ['Bird'] });
    add(tx, ['c1'], { kind: 'colors', add: false, colors: ['U'] });
    add(tx, ['c1'], { kind: 'colors', add: true, colors: ['B'] });
    expect(characteristicsOf(tx.state, 'c1')).toMatchObject({
      types: ['artifact', 'creature'],
      subtypes: ['Bird'],
      colors: ['U', 'B'],
    });
  });

  it('layer 6 in timestamp order: gains, loses, loses all abilities (613.1f, 613.7)', () => {
    const tx = new Transaction(state());
    add(tx, ['c1'], { kind: 'addKeywords', keywords: ['flying', 'trample'] });
    add(tx, ['c1'], { kind: 'removeKeywords', keywords: ['flying'] });
    expect(characteristicsOf(tx.state, 'c1')?.keywords).toEqual(['trample']);
    add(tx, ['c1'], { kind: 'loseAllAbilities' });
    add(tx, ['c1'], { kind: 'addKeywords', keywords: ['haste'] });
    expect(characteristicsOf(tx.state, 'c1')?.keywords).toEqual(['haste']);
  });

  it('a permanent that lost all abilities generates no static effects', () => {
    const anthem = card("Gaea's Anthem", {
      types: ['enchantment'],
      abilities: abilities('Creatures you control get +1/+1.'),
    });
    const tx = new Transaction(setupState({ players: [{ battlefield: [anthem, grizzlyBears()] }, {}] }));
    expect(pt(tx.state, 'c2')).toBe('3/3');
    add(tx, ['c1'], { kind: 'loseAllAbilities' });
    expect(pt(tx.state, 'c2')).toBe('2/2');
  });

  it('7a: a characteristic-defining ability counts now, in every zone (604.3, 613.4a)', () => {
    const squadron = creature('Battle Squadron', '{3}{R}{R}', '*/*', [
      ...abilities(
        "Battle Squadron's power and toughness are each equal to 1 plus the number of creatures you control.",
      ),
    ]);
    const s = setupState({ players: [{ battlefield: [grizzlyBears(), squadron], hand: [squadron] }, {}] });
    const onBattlefield = s.players['p1']?.zones.battlefield[1] as string;
    const inHand = s.players['p1']?.zones.hand[0] as string;
    // On the battlefield: two creatures, plus one. In hand: the same count (604.3).
    expect(characteristicsOf(s, onBattlefield)).toMatchObject({ power: 3, toughness: 3 });
    expect(characteristicsOf(s, inHand)).toMatchObject({ power: 3, toughness: 3 });
    expect(characteristicsOf(s, onBattlefield)?.changes).toEqual([
      { layer: '7a', effect: null, source: onBattlefield, name: 'Battle Squadron', text: '3/3' },
    ]);
  });
});
