import { describe, expect, it } from 'vitest';
import { card, creature, keyword, selfRestriction } from '../test-support/templates.js';
import { blockMatrix } from './block-matrix.js';

describe('blockMatrix (cardsmith blocks)', () => {
  const bears = creature('Grizzly Bears', '{1}{G}', '2/2');
  const angel = creature('Serra Angel', '{3}{W}{W}', '4/4', [keyword('flying'), keyword('vigilance')]);
  const spider = creature('Canopy Spider', '{1}{G}', '1/3', [keyword('reach')]);
  const cyclops = creature('Hulking Cyclops', '{3}{R}{R}', '5/5', [
    selfRestriction("~ can't block.", { kind: 'cantBlock', alone: false }),
  ]);
  const brute = creature('Boggart Brute', '{2}{R}', '3/2', [keyword('menace')]);
  const shock = card('Shock', { cost: '{R}', types: ['instant'] });

  it('lists, for every creature sorted by name, the creatures that could block it alone', () => {
    expect(blockMatrix([bears, angel, spider, cyclops, brute, shock])).toEqual([
      { attacker: 'Boggart Brute', blockers: [], why: 'menace: needs two or more blockers' },
      {
        attacker: 'Canopy Spider',
        blockers: ['Boggart Brute', 'Canopy Spider', 'Grizzly Bears', 'Serra Angel'],
        why: null,
      },
      {
        attacker: 'Grizzly Bears',
        blockers: ['Boggart Brute', 'Canopy Spider', 'Grizzly Bears', 'Serra Angel'],
        why: null,
      },
      {
        attacker: 'Hulking Cyclops',
        blockers: ['Boggart Brute', 'Canopy Spider', 'Grizzly Bears', 'Serra Angel'],
        why: null,
      },
      { attacker: 'Serra Angel', blockers: ['Canopy Spider', 'Serra Angel'], why: null },
    ]);
  });

  it('is empty without creatures, and the order of the input does not matter', () => {
    expect(blockMatrix([shock])).toEqual([]);
    expect(blockMatrix([angel, bears, spider])).toEqual(blockMatrix([spider, angel, bears]));
  });
});
