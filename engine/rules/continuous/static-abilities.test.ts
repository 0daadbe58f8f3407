import { describe, expect, it } from 'vitest';
import { parseAbilityText } from '../../abilities/parse-ability.js';
import type { Ability, CardTemplate } from '../../templates/card-template.js';
import { setupGame, setupState } from '../game/setup.js';
import { moveTo } from '../ops/zones.js';
import { characteristicsOf, hasKeyword, powerOf, toughnessOf } from '../state/characteristics.js';
import { Transaction } from '../state/transaction.js';
import type { GameObject, GameState } from '../state/types.js';
import { idOf } from '../test-support/find.js';
import { card, creature, grizzlyBears } from '../test-support/templates.js';
import { addContinuousEffect } from './lifecycle.js';
import { effectsApplyingTo, staticEffects } from './static-abilities.js';

/** Abilities as the grammar reads them, so the tests run what real card text gives. */
const text = (...lines: string[]): Ability[] =>
  lines.flatMap((line) => {
    const result = parseAbilityText(line);
    if (result.problem) throw new Error(`${line}: ${result.problem.message}`);
    return [...result.abilities];
  });

const anthem = (name: string, line: string): CardTemplate =>
  card(name, { cost: '{1}{W}', types: ['enchantment'], abilities: text(line) });
const zombie = (name: string, pt = '2/2', abilities: Ability[] = []): CardTemplate =>
  creature(name, '{1}{B}', pt, abilities, { subtypes: ['Zombie'], colors: ['B'] });

const pt = (s: GameState, name: string, n = 1): string => {
  const o = s.objects[idOf(s, name, n)] as GameObject;
  return `${powerOf(o, s)}/${toughnessOf(o, s)}`;
};

describe('static abilities with continuous effects (604.2, 611.3)', () => {
  it('an anthem applies to what matches now, including what enters later (611.3a), and stops when it leaves (611.3b)', () => {
    const tx = new Transaction(
      setupState({
        players: [
          {
            battlefield: [anthem("Gaea's Anthem", 'Creatures you control get +1/+1.'), grizzlyBears()],
            hand: [zombie('Walking Corpse')],
          },
          { battlefield: [grizzlyBears()] },
        ],
      }),
    );
    expect(pt(tx.state, 'Grizzly Bears', 1)).toBe('3/3');
    expect(pt(tx.state, 'Grizzly Bears', 2)).toBe('2/2');
    moveTo(tx, idOf(tx.state, 'Walking Corpse'), { player: 'p1', zone: 'battlefield' });
    expect(pt(tx.state, 'Walking Corpse')).toBe('3/3');
    moveTo(tx, idOf(tx.state, "Gaea's Anthem"), { player: 'p1', zone: 'graveyard' });
    expect(pt(tx.state, 'Grizzly Bears', 1)).toBe('2/2');
    expect(pt(tx.state, 'Walking Corpse')).toBe('2/2');
  });

  it('"other" leaves out the source, "you control" follows control, keywords are layer 6 (109.5, 613.1f)', () => {
    const captain = zombie(
      'Diregraf Captain',
      '2/2',
      text('Other Zombie creatures you control get +1/+1 and have deathtouch.'),
    );
    const s = setupState({
      players: [{ battlefield: [captain, zombie('Walking Corpse')] }, { battlefield: [zombie('Scathe Zombies')] }],
    });
    expect(pt(s, 'Diregraf Captain')).toBe('2/2');
    expect(pt(s, 'Walking Corpse')).toBe('3/3');
    expect(pt(s, 'Scathe Zombies')).toBe('2/2');
    expect(hasKeyword(s.objects[idOf(s, 'Walking Corpse')] as GameObject, 'deathtouch', s)).toBe(true);
    expect(hasKeyword(s.objects[idOf(s, 'Diregraf Captain')] as GameObject, 'deathtouch', s)).toBe(false);
    // Without the state: the object's own values.
    expect(powerOf(s.objects[idOf(s, 'Walking Corpse')] as GameObject)).toBe(2);
  });

  it('-1/-1 for all creatures kills the 1/1s by 704.5f once state-based actions run', () => {
    const game = setupGame({
      players: [
        { battlefield: [anthem('Night of Souls', 'All creatures get -1/-1.'), creature('Elf', '{G}', '1/1')] },
        { battlefield: [grizzlyBears()] },
      ],
    });
    // The Elf is 0/0 now; it dies as soon as state-based actions are checked (after any action).
    game.perform({ type: 'nextStep' });
    expect(game.state.objects[idOf(game.state, 'Elf')]?.zone.zone).toBe('graveyard');
    expect(pt(game.state, 'Grizzly Bears')).toBe('1/1');
  });

  it('static effects and resolved effects apply in timestamp order; characteristicsOf names them (613.7a, 613.7d)', () => {
    const tx = new Transaction(
      setupState({
        players: [{ battlefield: [grizzlyBears()], hand: [anthem('Anthem', 'Creatures you control get +1/+1.')] }, {}],
      }),
    );
    const bears = idOf(tx.state, 'Grizzly Bears');
    const growth = addContinuousEffect(tx, {
      source: bears,
      sourceName: 'Giant Growth',
      controller: 'p1',
      objects: [bears],
      modifications: [{ kind: 'ptChange', power: 3, toughness: 3 }],
      duration: 'endOfTurn',
    });
    const anthemId = idOf(tx.state, 'Anthem');
    moveTo(tx, anthemId, { player: 'p1', zone: 'battlefield' });
    const stamp = tx.state.objects[anthemId]?.timestamp ?? 0;
    expect(stamp).toBeGreaterThan(growth?.timestamp ?? Infinity);
    expect(effectsApplyingTo(tx.state, bears).map((e) => e.sourceName)).toEqual(['Giant Growth', 'Anthem']);
    expect(characteristicsOf(tx.state, bears)).toMatchObject({
      power: 6,
      toughness: 6,
      changes: [
        { layer: '7c', name: 'Giant Growth', text: '+3/+3' },
        { layer: '7c', name: 'Anthem', source: anthemId, text: '+1/+1' },
      ],
    });
    // An effect that begins after the anthem entered is later than it (613.7).
    const later = addContinuousEffect(tx, {
      source: bears,
      sourceName: 'Later',
      controller: 'p1',
      objects: [bears],
      modifications: [{ kind: 'addKeywords', keywords: ['flying'] }],
      duration: 'endOfTurn',
    });
    expect(later?.timestamp).toBe(stamp);
    expect(effectsApplyingTo(tx.state, bears).map((e) => e.sourceName)).toEqual(['Giant Growth', 'Anthem', 'Later']);
  });

  it('computes once per state: the same state gives the same list; a new state recomputes', () => {
    const s = setupState({
      players: [
        { battlefield: [anthem('Crusade', 'White creatures get +1/+1.'), creature('Knight', '{W}', '2/2')] },
        {},
      ],
    });
    expect(staticEffects(s)).toBe(staticEffects(s));
    expect(staticEffects(s).map((e) => e.affected)).toEqual([[idOf(s, 'Knight')]]);
    const tx = new Transaction(s);
    moveTo(tx, idOf(s, 'Knight'), { player: 'p1', zone: 'hand' });
    expect(staticEffects(tx.state)).toEqual([]);
  });

  it('"for each" counts continuously (611.3a)', () => {
    const tx = new Transaction(
      setupState({
        players: [
          {
            battlefield: [
              anthem('Blanchwood Armor-ish', 'Creatures you control get +1/+1 for each Forest you control.'),
              grizzlyBears(),
              card('Forest', { types: ['land'], subtypes: ['Forest'], supertypes: ['basic'] }),
            ],
            hand: [card('Forest', { types: ['land'], subtypes: ['Forest'], supertypes: ['basic'] })],
          },
          {},
        ],
      }),
    );
    expect(pt(tx.state, 'Grizzly Bears')).toBe('3/3');
    const inHand = tx.state.players.p1?.zones.hand[0] as string;
    moveTo(tx, inHand, { player: 'p1', zone: 'battlefield' });
    expect(pt(tx.state, 'Grizzly Bears')).toBe('4/4');
  });
});

describe('"As long as your devotion to red is less than five, ~ isn\'t a creature." (700.5, 205.1a)', () => {
  it('takes the creature type and its subtypes away while the devotion is low, and gives them back at five', () => {
    const god = card('Purphoros', {
      cost: '{3}{R}',
      types: ['enchantment', 'creature'],
      subtypes: ['God'],
      pt: '6/5',
      abilities: text("As long as your devotion to red is less than five, ~ isn't a creature."),
    });
    const tx = new Transaction(
      setupState({
        players: [{ battlefield: [god], hand: [creature('Red Four', '{R}{R}{R}{R}', '1/1')] }, {}],
      }),
    );
    const id = idOf(tx.state, 'Purphoros');
    const now = () => characteristicsOf(tx.state, id) ?? { types: [], subtypes: [] };
    expect(now().types).toEqual(['enchantment']);
    expect(now().subtypes).toEqual([]);
    moveTo(tx, idOf(tx.state, 'Red Four'), { player: 'p1', zone: 'battlefield' });
    expect(now().types).toEqual(['enchantment', 'creature']);
    expect(now().subtypes).toEqual(['God']);
  });
});
