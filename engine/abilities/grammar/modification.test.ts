import { describe, expect, it } from 'vitest';
import type { Modification } from '../../templates/card-template.js';
import { parseAbilityText } from '../parse-ability.js';
import { abilitiesGained, basePT, becomesPhrase, definingPT, loses } from './modification.js';
import { scan } from './test-scan.js';

const fixed = (value: number) => ({ kind: 'fixed', value }) as const;
const creaturesYouControl = {
  kind: 'count',
  of: { nouns: ['creature'], qualities: [{ kind: 'controller', who: 'you' }] },
  times: 1,
} as const;

describe('modification phrases (613.1)', () => {
  it('base power and toughness (7b), losing abilities (6)', () => {
    expect(scan(basePT, 'has base power and toughness 0/2.')).toEqual({
      value: { kind: 'setPT', layer: '7b', power: fixed(0), toughness: fixed(2), plus: 0 },
      rest: '.',
    });
    expect(scan(loses, 'loses flying and first strike')).toEqual({
      value: { kind: 'removeKeywords', keywords: ['flying', 'first strike'] },
      rest: '',
    });
    expect(scan(loses, 'loses all abilities')).toEqual({ value: { kind: 'loseAllAbilities' }, rest: '' });
  });

  it('"a 3/3 red Elemental creature with haste" (205.1a, 105.3)', () => {
    expect(scan((s) => becomesPhrase(s, false), 'a 3/3 red Elemental creature with haste until')).toEqual({
      value: [
        { kind: 'types', add: false, types: ['creature'], subtypes: ['Elemental'] },
        { kind: 'colors', add: false, colors: ['R'] },
        { kind: 'setPT', layer: '7b', power: fixed(3), toughness: fixed(3), plus: 0 },
        { kind: 'addKeywords', keywords: ['haste'] },
      ],
      rest: 'until',
    });
    expect(scan((s) => becomesPhrase(s, false), 'a blue and red Dragon with base power and toughness 4/4')).toEqual({
      value: [
        { kind: 'types', add: false, types: [], subtypes: ['Dragon'] },
        { kind: 'colors', add: false, colors: ['U', 'R'] },
        { kind: 'setPT', layer: '7b', power: fixed(4), toughness: fixed(4), plus: 0 },
      ],
      rest: '',
    });
  });

  it('characteristic-defining abilities (604.3, 613.4a)', () => {
    expect(
      scan(definingPT, 'power and toughness are each equal to 1 plus the number of creatures you control'),
    ).toEqual({
      value: { kind: 'setPT', layer: '7a', power: creaturesYouControl, toughness: creaturesYouControl, plus: 1 },
      rest: '',
    });
    expect(scan(definingPT, 'power is equal to the number of creatures you control')).toEqual({
      value: { kind: 'setPT', layer: '7a', power: creaturesYouControl, toughness: null, plus: 0 },
      rest: '',
    });
    // Only counts can be evaluated continuously.
    expect(scan(definingPT, 'power is equal to the current hour').value).toBeNull();
  });
});

describe('quoted abilities an object gains (613.1f)', () => {
  const gained = (text: string) => scan((s) => abilitiesGained(s, 'static'), text);

  it('reads each quoted ability with the ability grammar, after keywords and "and"', () => {
    const one = gained('"{T}: ~ deals 1 damage to any target." Rest');
    expect(one.rest).toBe('Rest');
    expect(one.value).toMatchObject([
      {
        kind: 'addAbilities',
        abilities: [{ kind: 'activated', text: '{T}: ~ deals 1 damage to any target.', costs: [{ kind: 'tap' }] }],
      },
    ]);
    const mixed = gained('flying and "At the beginning of your upkeep, you lose 1 life." and "{T}: Add {G}."');
    expect(mixed.value?.map((m) => m.kind)).toEqual(['addKeywords', 'addAbilities']);
    expect(mixed.value?.[1]).toMatchObject({
      abilities: [{ kind: 'triggered' }, { kind: 'activated', isManaAbility: true }],
    });
  });

  it('refuses a quote the grammar cannot read, or one that is no activated or triggered ability', () => {
    expect(parseAbilityText('Enchanted creature has "{T}: Wibble the flurb."').problem?.message).toContain(
      'found "Wibble the flurb."',
    );
    expect(parseAbilityText('Enchanted creature has "Creatures you control get +1/+1."').problem?.message).toContain(
      'an activated or triggered ability in quotes',
    );
  });
});

describe('lines with the new layers', () => {
  const modifications = (text: string): readonly Modification[] | null => {
    const [a] = parseAbilityText(text, 1, ['Test Card']).abilities;
    if (a?.kind === 'static' && a.effect.kind === 'continuous') return a.effect.modifications;
    if (a?.kind === 'spell' || a?.kind === 'activated') {
      const [e] = a.effects;
      return e?.kind === 'modify' ? e.modifications : null;
    }
    return null;
  };

  it('reads them, or refuses them whole', () => {
    expect(
      modifications(
        "{1}: Test Card becomes a 1/1 Blinkmoth artifact creature with flying until end of turn. It's still a land.",
      ),
    ).toEqual([
      { kind: 'types', add: true, types: ['artifact', 'creature'], subtypes: ['Blinkmoth'] },
      { kind: 'setPT', layer: '7b', power: fixed(1), toughness: fixed(1), plus: 0 },
      { kind: 'addKeywords', keywords: ['flying'] },
    ]);
    expect(modifications("Switch target creature's power and toughness until end of turn.")).toEqual([
      { kind: 'switchPT' },
    ]);
    expect(modifications('Enchanted creature is a black Zombie in addition to its other colors and types.')).toEqual([
      { kind: 'types', add: true, types: [], subtypes: ['Zombie'] },
      { kind: 'colors', add: true, colors: ['B'] },
    ]);
    expect(modifications('{3}: Until end of turn, Test Card loses defender and gains flying.')).toEqual([
      { kind: 'removeKeywords', keywords: ['defender'] },
      { kind: 'addKeywords', keywords: ['flying'] },
    ]);
    // 205.1a: without "in addition", the creature types and the color are set.
    expect(modifications('Enchanted creature is a black Zombie.')).toEqual([
      { kind: 'types', add: false, types: [], subtypes: ['Zombie'] },
      { kind: 'colors', add: false, colors: ['B'] },
    ]);
    expect(modifications('Gain control of target creature until end of turn.')).toEqual([{ kind: 'control' }]);
    expect(modifications('You control enchanted creature.')).toEqual([{ kind: 'control' }]);
  });

  it('reads who else gains control: one player ("Target player gains control of target permanent you control.")', () => {
    expect(modifications('Target opponent gains control of target permanent you control.')).toMatchObject([
      { kind: 'control', to: { kind: 'target', allowed: ['player'], text: 'Target opponent' } },
    ]);
    // Many players can't all control one permanent.
    expect(parseAbilityText('Each opponent gains control of target creature you control.').problem).not.toBeNull();
  });
});
