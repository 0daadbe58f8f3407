import { describe, expect, it } from 'vitest';
import { parseAbilityText } from '../parse-ability.js';

const abilitiesOf = (text: string) => parseAbilityText(text, 0, ['Foo']).abilities;

describe('cumulative upkeep (702.24)', () => {
  it('"Cumulative upkeep {2}" is the upkeep trigger: an age counter, then pay for each or sacrifice', () => {
    expect(
      abilitiesOf(
        'Cumulative upkeep {2} (At the beginning of your upkeep, put an age counter on this permanent, then sacrifice it unless you pay its upkeep cost for each age counter on it.)',
      ),
    ).toMatchObject([
      {
        kind: 'triggered',
        text: 'Cumulative upkeep {2}',
        trigger: { event: { kind: 'beginningOfStep', step: 'upkeep', whose: 'you' }, condition: null },
        effects: [
          { kind: 'putCounters', what: { kind: 'self' }, counter: 'age', amount: { kind: 'fixed', value: 1 } },
          {
            kind: 'unless',
            payer: { kind: 'you' },
            costs: [{ kind: 'mana', mana: [{ kind: 'generic', amount: 2 }] }],
            times: { kind: 'counters', of: { kind: 'self' }, counter: 'age' },
            effects: [{ kind: 'sacrifice', what: { kind: 'self' } }],
          },
        ],
      },
    ]);
  });

  it('"Cumulative upkeep—Pay 1 life." reads the cost after the dash; a choice of costs is not read', () => {
    expect(abilitiesOf('Cumulative upkeep—Pay 1 life.')).toMatchObject([
      {
        kind: 'triggered',
        effects: [{ kind: 'putCounters' }, { kind: 'unless', costs: [{ kind: 'payLife', amount: 1 }] }],
      },
    ]);
    expect(abilitiesOf('Cumulative upkeep {U} or {B}')).toMatchObject([{ kind: 'unparsed' }]);
  });
});
