import { describe, expect, it } from 'vitest';
import { parseAbilityText } from '../parse-ability.js';
import { effectsOf, refusal } from './test-effects.js';

const youControl = { nouns: ['creature'], qualities: [{ kind: 'controller', who: 'you' }] };

describe('amounts where effects put them (107.1)', () => {
  it('"deals damage to [recipient] equal to …": the amount after who is dealt it', () => {
    expect(effectsOf('~ deals damage to target creature equal to the number of creatures you control.')).toEqual([
      {
        kind: 'dealDamage',
        amount: { kind: 'count', of: youControl, times: 1 },
        to: expect.objectContaining({ kind: 'target', text: 'target creature' }),
        from: { kind: 'self' },
      },
    ]);
    expect(effectsOf('~ deals damage to any target equal to the number of +1/+1 counters on ~.')[0]).toMatchObject({
      amount: { kind: 'counters', of: { kind: 'self' }, counter: '+1/+1' },
    });
    expect(refusal('~ deals damage to any target.')?.at).toBe('.');
  });

  it('"it deals that much damage to …": the amount of the triggering event (603.7c)', () => {
    expect(effectsOf('It deals that much damage to any target.')[0]).toMatchObject({
      kind: 'dealDamage',
      amount: { kind: 'eventAmount' },
    });
  });

  it('"for each …" after mana, counters and tokens', () => {
    expect(effectsOf('Add {G} for each creature you control.')).toEqual([
      {
        kind: 'addMana',
        options: [[{ kind: 'colored', color: 'G' }]],
        times: { kind: 'count', of: youControl, times: 1 },
      },
    ]);
    // Several options are one choice each (106.1): no count multiplies a choice.
    expect(refusal('Add {R} or {G} for each creature you control.')?.at).toBe('for each creature you control.');
    expect(effectsOf('Put a loyalty counter on ~ for each creature you control.')[0]).toMatchObject({
      kind: 'putCounters',
      counter: 'loyalty',
      amount: { kind: 'count', of: youControl, times: 1 },
    });
    expect(effectsOf('Create a 1/1 green Saproling creature token for each creature you control.')[0]).toMatchObject({
      kind: 'createTokens',
      amount: { kind: 'count', of: youControl, times: 1 },
    });
    expect(effectsOf('Put a +1/+1 counter on it for each creature in your party.')[0]).toMatchObject({
      amount: { kind: 'party', times: 1 },
    });
  });

  it("\"the sacrificed creature's power\" where a cost sacrificed it: an activated ability's, a spell's (608.2h)", () => {
    expect(
      effectsOf("{T}, Sacrifice a creature: ~ deals damage equal to the sacrificed creature's power to any target."),
    ).toMatchObject([{ kind: 'dealDamage', amount: { kind: 'sacrificed', property: 'power' } }]);
    expect(effectsOf("You gain life equal to the sacrificed creature's toughness.")).toMatchObject([
      { kind: 'gainLife', amount: { kind: 'sacrificed', property: 'toughness' } },
    ]);
    // "Sacrifice ~" sacrifices no other creature; a triggered ability has no cost to remember.
    expect(refusal("{1}, Sacrifice ~: You gain life equal to the sacrificed creature's toughness.")).not.toBeNull();
    const triggered = parseAbilityText(
      "When ~ enters the battlefield, you gain life equal to the sacrificed creature's toughness.",
      1,
      ['~'],
    );
    expect(triggered.problem).not.toBeNull();
  });

  it('", where X is …" right after X: the top X cards, up to X cards searched for (107.3a)', () => {
    expect(
      effectsOf('Look at the top X cards of your library, where X is your life total. Put them back in any order.')[0],
    ).toMatchObject({ kind: 'topCards', amount: { kind: 'lifeTotal' } });
    expect(
      effectsOf(
        'Search your library for up to X basic land cards, where X is the number of lands you control, and put them onto the battlefield tapped. Then shuffle.',
      )[0],
    ).toMatchObject({ kind: 'search', amount: { kind: 'count' } });
  });
});
