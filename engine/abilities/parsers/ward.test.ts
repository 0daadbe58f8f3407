import { describe, expect, it } from 'vitest';
import { parseAbilityText } from '../parse-ability.js';

const abilitiesOf = (text: string) => parseAbilityText(text, 0, ['Foo']).abilities;

describe('ward (702.21)', () => {
  it('"Ward {2}" is the triggered ability its rule defines', () => {
    expect(
      abilitiesOf(
        'Ward {2} (Whenever this creature becomes the target of a spell or ability an opponent controls, counter it unless that player pays {2}.)',
      ),
    ).toEqual([
      {
        kind: 'triggered',
        line: 0,
        text: 'Ward {2}',
        trigger: {
          event: {
            kind: 'becomesTarget',
            what: { kind: 'self' },
            by: { spell: { nouns: ['spell'], qualities: [] }, abilities: true, who: 'opponent' },
          },
          condition: null,
        },
        effects: [
          {
            kind: 'unless',
            payer: { kind: 'thatPlayer' },
            costs: [{ kind: 'mana', mana: [{ kind: 'generic', amount: 2 }] }],
            effects: [{ kind: 'counter', what: { kind: 'thatSpell' } }],
          },
        ],
      },
    ]);
  });

  it('"Ward—Pay 3 life." pays life', () => {
    expect(abilitiesOf('Ward—Pay 3 life.')).toMatchObject([
      { kind: 'triggered', effects: [{ kind: 'unless', costs: [{ kind: 'payLife', amount: 3 }] }] },
    ]);
  });
});
