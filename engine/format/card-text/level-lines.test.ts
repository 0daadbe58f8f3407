import { describe, expect, it } from 'vitest';
import { setupGame } from '../../rules/game/setup.js';
import { characteristicsOf } from '../../rules/state/characteristics.js';
import { abilitiesOf } from '../../rules/state/abilities.js';
import { parseCardText } from './parse-card-text.js';

/** Levelers (711): "Level up {cost}" and level symbols whose lines apply at that many level counters. */
const parse = (...lines: string[]) => parseCardText(lines.join('\n'), 'leveler.card');

const leveler = () =>
  parse(
    'name Test Leveler',
    'cost {1}{G}',
    'type creature - elf',
    'pt 1/1',
    'text Level up {1}',
    'text LEVEL 1-2',
    'text 3/3',
    'text Flying',
    'text LEVEL 3+',
    'text {T}: Add {G}{G}.',
    'text 5/5',
    'text Other creatures you control get +1/+1.',
  );

describe('level symbols (711.2)', () => {
  it('make each line of a level a static ability of the leveler with the level as its condition', () => {
    const { card, warnings } = leveler();
    expect(warnings).toEqual([]);
    expect(card.abilities.map((a) => [a.line, a.kind])).toEqual([
      [5, 'activated'],
      [7, 'static'],
      [8, 'static'],
      [10, 'static'],
      [11, 'static'],
      [12, 'static'],
    ]);
    expect(card.abilities[1]).toMatchObject({
      effect: {
        affected: { kind: 'self' },
        modifications: [{ kind: 'setPT', layer: '7b' }],
        condition: { kind: 'level', min: 1, max: 2 },
      },
    });
    expect(card.abilities[3]).toMatchObject({
      effect: { modifications: [{ kind: 'addAbilities' }], condition: { kind: 'level', min: 3, max: null } },
    });
    expect(card.abilities[5]).toMatchObject({
      effect: { affected: { kind: 'each' }, condition: { kind: 'level', min: 3, max: null } },
    });
  });

  it('apply by the number of level counters: power and toughness, keywords, abilities, statics', () => {
    const { card } = leveler();
    const game = setupGame({ players: [{ battlefield: [{ template: card, counters: { level: 0 } }] }, {}] });
    const at = (level: number) => {
      const o = game.state.objects.c1;
      if (!o) throw new Error('no leveler');
      const state = { ...game.state, objects: { ...game.state.objects, c1: { ...o, counters: { level } } } };
      const c = characteristicsOf(state, 'c1');
      const leveled = state.objects.c1;
      return {
        pt: `${c?.power}/${c?.toughness}`,
        keywords: c?.keywords,
        abilities: leveled ? abilitiesOf(state, leveled).flatMap((a) => (a?.kind === 'activated' ? [a.text] : [])) : [],
      };
    };
    expect(at(0)).toEqual({ pt: '1/1', keywords: [], abilities: ['Level up {1}'] });
    expect(at(2)).toEqual({ pt: '3/3', keywords: ['flying'], abilities: ['Level up {1}'] });
    expect(at(7)).toEqual({ pt: '5/5', keywords: [], abilities: ['Level up {1}', '{T}: Add {G}{G}.'] });
  });

  it('warns on a line of a level that cannot depend on the level, and on one it cannot read', () => {
    const { warnings } = parse(
      'name Odd Leveler',
      'type creature - elf',
      'pt 1/1',
      'text Level up {1}',
      'text LEVEL 1+',
      'text ~ enters the battlefield tapped.',
      'text Zorble the widget.',
    );
    expect(warnings.map((w) => [w.line, w.code])).toEqual([
      [6, 'unparsed-ability'],
      [7, 'unparsed-ability'],
    ]);
    expect(warnings[0]?.message).toContain("can't depend on the level yet (711.2)");
  });
});
