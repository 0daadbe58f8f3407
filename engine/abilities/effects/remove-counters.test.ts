import { describe, expect, it } from 'vitest';
import { parseAbilityText } from '../parse-ability.js';

const abilitiesOf = (text: string) => parseAbilityText(text, 0, ['Foo']).abilities;

describe('removing counters (122.1)', () => {
  it('reads a number of counters of a kind, or all of them, from an object', () => {
    expect(abilitiesOf('{U}{B}: Remove a blood counter from Foo.')).toMatchObject([
      {
        kind: 'activated',
        effects: [{ kind: 'removeCounters', what: { kind: 'self' }, counter: 'blood', amount: { value: 1 } }],
      },
    ]);
    expect(
      abilitiesOf('Whenever Foo deals combat damage to a player, remove all -1/-1 counters from it.'),
    ).toMatchObject([{ effects: [{ kind: 'removeCounters', what: { kind: 'it' }, counter: '-1/-1', amount: null }] }]);
    expect(
      abilitiesOf('At the beginning of your upkeep, remove a -1/-1 counter from each creature you control.'),
    ).toMatchObject([{ effects: [{ kind: 'removeCounters', what: { kind: 'each' } }] }]);
  });

  it('"… from ~. If you can\'t, …" is a cost paid as it resolves (118.12, 702.32a)', () => {
    expect(
      abilitiesOf("At the beginning of your upkeep, remove a fade counter from Foo. If you can't, sacrifice Foo."),
    ).toMatchObject([
      {
        effects: [
          {
            kind: 'optional',
            must: true,
            effects: [{ kind: 'pay', costs: [{ kind: 'removeCounters', counter: 'fade' }] }],
            ifYouDont: [{ kind: 'sacrifice', what: { kind: 'self' } }],
          },
        ],
      },
    ]);
  });

  it('needs a kind of counter and what it comes from', () => {
    expect(abilitiesOf('Remove Foo from combat.')[0]?.kind).toBe('unparsed');
    expect(abilitiesOf('Remove a counter from Foo.')[0]?.kind).toBe('unparsed');
  });
});

describe('moving counters (122.1, 702.58a)', () => {
  it('reads "move a +1/+1 counter from ~ onto that creature / target creature"', () => {
    expect(
      abilitiesOf('Whenever another creature enters the battlefield, you may move a +1/+1 counter from Foo onto it.'),
    ).toMatchObject([
      {
        effects: [
          {
            kind: 'optional',
            effects: [{ kind: 'moveCounters', from: { kind: 'self' }, to: { kind: 'it' }, counter: '+1/+1' }],
          },
        ],
      },
    ]);
    expect(abilitiesOf('{1}: Move a +1/+1 counter from Foo onto target creature.')).toMatchObject([
      { effects: [{ kind: 'moveCounters', to: { kind: 'target' }, amount: { value: 1 } }] },
    ]);
    expect(abilitiesOf('{1}: Move a +1/+1 counter from Foo.')[0]?.kind).toBe('unparsed');
  });
});
