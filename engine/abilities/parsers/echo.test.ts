import { describe, expect, it } from 'vitest';
import { parseAbilityText } from '../parse-ability.js';

const abilitiesOf = (text: string) => parseAbilityText(text, 0, ['Foo']).abilities;

describe('echo (702.30)', () => {
  it('"Echo {G}" is the upkeep trigger its rule defines: sacrifice it unless you pay {G}', () => {
    expect(abilitiesOf('Echo {G} (At the beginning of your upkeep, …)')).toMatchObject([
      {
        kind: 'triggered',
        text: 'Echo {G}',
        trigger: {
          event: { kind: 'beginningOfStep', step: 'upkeep', whose: 'you' },
          condition: { kind: 'controlledSinceLastUpkeep' },
        },
        effects: [
          {
            kind: 'unless',
            payer: { kind: 'you' },
            costs: [{ kind: 'mana', mana: [{ kind: 'colored', color: 'G' }] }],
            effects: [{ kind: 'sacrifice', what: { kind: 'self' } }],
          },
        ],
      },
    ]);
  });

  it('"Echo—Discard a card." pays a cost that is not mana', () => {
    expect(abilitiesOf('Echo—Discard a card.')).toMatchObject([
      { kind: 'triggered', effects: [{ kind: 'unless', costs: [{ kind: 'discard' }] }] },
    ]);
  });
});
