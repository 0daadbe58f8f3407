import { describe, expect, it } from 'vitest';
import { parseAbilityText } from '../parse-ability.js';

const abilitiesOf = (text: string) => parseAbilityText(text, 0, ['Foo']).abilities;

describe('buyback (702.27)', () => {
  it('"Buyback {4}" is an optional additional mana cost', () => {
    expect(abilitiesOf('Buyback {4} (You may pay an additional {4} as you cast this spell.)')).toEqual([
      {
        kind: 'buyback',
        line: 0,
        text: 'Buyback {4}',
        costs: [{ kind: 'mana', mana: [{ kind: 'generic', amount: 4 }] }],
      },
    ]);
  });

  it('"Buyback—Sacrifice a land." and "Buyback—Pay 4 life." read the cost after the dash', () => {
    expect(abilitiesOf('Buyback—Sacrifice a land.')).toMatchObject([
      { kind: 'buyback', costs: [{ kind: 'sacrifice' }] },
    ]);
    expect(abilitiesOf('Buyback—Pay 4 life.')).toMatchObject([
      { kind: 'buyback', costs: [{ kind: 'payLife', amount: 4 }] },
    ]);
  });
});
