import { describe, expect, it } from 'vitest';
import { parseAbilityText } from '../parse-ability.js';

const abilitiesOf = (text: string) => parseAbilityText(text, 2, ['Test Card']).abilities;
const problemOf = (text: string) => parseAbilityText(text, 2, ['Test Card']).problem?.message;

describe('suspend (702.62a)', () => {
  it('"Suspend 4—{1}{R}" is the special action and its two triggered abilities that work in exile', () => {
    const [action, upkeep, last] = abilitiesOf('Suspend 4—{1}{R}');
    expect(action).toEqual({
      kind: 'suspend',
      line: 2,
      text: 'Suspend 4—{1}{R}',
      count: 4,
      costs: [
        {
          kind: 'mana',
          mana: [
            { kind: 'generic', amount: 1 },
            { kind: 'colored', color: 'R' },
          ],
        },
      ],
    });
    expect(upkeep).toMatchObject({
      kind: 'triggered',
      zone: 'exile',
      trigger: {
        event: { kind: 'beginningOfStep', step: 'upkeep', whose: 'you' },
        condition: { kind: 'counters', counter: 'time', op: '>=', value: 1 },
      },
      effects: [{ kind: 'removeCounters', what: { kind: 'self' }, counter: 'time' }],
    });
    expect(last).toMatchObject({
      kind: 'triggered',
      zone: 'exile',
      trigger: { event: { kind: 'lastCounterRemoved', what: { kind: 'self' }, counter: 'time' } },
      effects: [{ kind: 'castWithoutPaying', what: { kind: 'self' }, suspend: true }],
    });
  });

  it('reads "Suspend 4- {G}" and "Suspend 3—{0}"; refuses X and a missing cost', () => {
    expect(abilitiesOf('Suspend 4- {G}')[0]).toMatchObject({ kind: 'suspend', count: 4 });
    expect(abilitiesOf('Suspend 3—{0}')[0]).toMatchObject({ kind: 'suspend', count: 3 });
    expect(abilitiesOf("Suspend X—{X}{3}{R}. X can't be 0.")[0]).toMatchObject({ kind: 'unparsed' });
    expect(problemOf('Suspend 4')).toContain('suspend cost');
  });
});
