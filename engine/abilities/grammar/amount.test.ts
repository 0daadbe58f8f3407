import { describe, expect, it } from 'vitest';
import type { Amount } from '../../templates/card-template.js';
import { amount, equalTo, eventAmount, forEach, whereIs } from './amount.js';
import { possessor } from './subject.js';
import { scan } from './test-scan.js';
import { effectsOf, refusal } from '../effects/test-effects.js';

describe('amounts (107)', () => {
  const eq = (text: string) => scan((s) => equalTo(s, possessor), text).value;

  it.each<[string, Amount | null]>([
    ['3', { kind: 'fixed', value: 3 }],
    ['two', { kind: 'fixed', value: 2 }],
    ['X', { kind: 'variable', letter: 'X' }],
    ['a', null],
  ])('%s', (text, expected) => {
    expect(scan((s) => amount(s), text).value).toEqual(expected);
  });

  it('reads "a"/"an" as one where an article may stand for a number', () => {
    expect(scan((s) => amount(s, true), 'a card').value).toEqual({ kind: 'fixed', value: 1 });
  });

  it('reads "that much" and "that many" as the amount of the triggering event (603.7c)', () => {
    expect(scan(eventAmount, 'that much life').value).toEqual({ kind: 'eventAmount' });
  });

  it('reads "equal to …" amounts', () => {
    const eq = (text: string) => scan((s) => equalTo(s, possessor), text).value;
    expect(eq('equal to its power')).toEqual({ kind: 'property', property: 'power', of: { kind: 'it' } });
    expect(eq("equal to ~'s toughness")).toEqual({ kind: 'property', property: 'toughness', of: { kind: 'self' } });
    expect(eq('equal to the number of creatures you control')).toEqual({
      kind: 'count',
      of: { nouns: ['creature'], qualities: [{ kind: 'controller', who: 'you' }] },
      times: 1,
    });
    expect(eq('equal to the moon')).toBeNull();
  });

  it('reads "the result" of a die roll (706.2)', () => {
    const eq = (text: string) => scan((s) => equalTo(s, possessor), text);
    expect(eq('equal to the result to target creature')).toEqual({
      value: { kind: 'dieResult' },
      rest: 'to target creature',
    });
    expect(eq('equal to the results').value).toBeNull();
  });

  it('reads "the (total) life lost this way" (702.101a)', () => {
    const eq = (text: string) => scan((s) => equalTo(s, possessor), text);
    expect(eq('equal to the total life lost this way.')).toEqual({ value: { kind: 'lifeLostThisWay' }, rest: '.' });
    expect(eq('equal to the life lost this way').value).toEqual({ kind: 'lifeLostThisWay' });
    expect(eq('equal to the life lost').value).toBeNull();
  });

  it('reads "a +1/+1 counter … for each +1/+1 counter on ~" as those counters (702.43a)', () => {
    const each = (text: string, n = 1) => scan((s) => forEach(s, { kind: 'fixed', value: n }), text);
    expect(each('for each +1/+1 counter on ~.')).toEqual({
      value: { kind: 'counters', of: { kind: 'self' }, counter: '+1/+1' },
      rest: '.',
    });
    expect(each('for each charge counter on it').value).toEqual({
      kind: 'counters',
      of: { kind: 'it' },
      counter: 'charge',
    });
    // Two for each counter is no amount the counters kind can say.
    expect(each('for each +1/+1 counter on ~', 2).value).toBeNull();
  });

  it('reads devotion to one color or two (700.5, 700.5a)', () => {
    const eq = (text: string) => scan((s) => equalTo(s, possessor), text);
    expect(eq('equal to your devotion to green.')).toEqual({ value: { kind: 'devotion', colors: ['G'] }, rest: '.' });
    expect(eq('equal to your devotion to white and black').value).toEqual({ kind: 'devotion', colors: ['W', 'B'] });
    expect(eq('equal to your devotion to that color').value).toBeNull();
  });

  it('reads "for each …" as a multiplier', () => {
    const each = (text: string) => scan((s) => forEach(s, { kind: 'fixed', value: 2 }), text).value;
    expect(each('for each card in your hand')).toEqual({
      kind: 'count',
      of: { nouns: ['card'], qualities: [{ kind: 'zone', zone: 'hand', whose: 'you' }] },
      times: 2,
    });
    expect(each('for each other Goblin you control')).toEqual({
      kind: 'count',
      of: {
        nouns: ['permanent'],
        qualities: [
          { kind: 'subtype', subtype: 'Goblin', negated: false },
          { kind: 'controller', who: 'you' },
          { kind: 'other' },
        ],
      },
      times: 2,
    });
  });

  it('reads "twice the number of …" (107.1)', () => {
    expect(eq('equal to twice the number of cards in your hand')).toMatchObject({ kind: 'count', times: 2 });
    expect(eq('equal to twice its power')).toBeNull();
  });

  it('reads "the number of [kind] counters on ~ / it" (122.1)', () => {
    expect(eq('equal to the number of +1/+1 counters on ~')).toEqual({
      kind: 'counters',
      of: { kind: 'self' },
      counter: '+1/+1',
    });
    expect(eq('equal to the number of charge counters on it')).toEqual({
      kind: 'counters',
      of: { kind: 'it' },
      counter: 'charge',
    });
    expect(eq('equal to the number of charge counters on target artifact')).toBeNull();
  });

  it('reads the creatures in your party (700.8)', () => {
    expect(eq('equal to the number of creatures in your party')).toEqual({ kind: 'party', times: 1 });
    const each = (text: string) => scan((s) => forEach(s, { kind: 'fixed', value: 2 }), text);
    expect(each('for each creature in your party.')).toEqual({ value: { kind: 'party', times: 2 }, rest: '.' });
  });

  it('reads "the sacrificed creature\'s power" only where a cost sacrificed it (608.2h)', () => {
    const paid = (text: string) =>
      scan((s) => {
        s.sacrificeCost = true;
        return equalTo(s, possessor);
      }, text).value;
    expect(paid("equal to the sacrificed creature's power")).toEqual({ kind: 'sacrificed', property: 'power' });
    expect(paid("equal to the sacrificed artifact's converted mana cost")).toEqual({
      kind: 'sacrificed',
      property: 'manaValue',
    });
    expect(eq("equal to the sacrificed creature's power")).toBeNull();
  });

  it('reads your life total and the greatest power among … (119.1, 208.1)', () => {
    expect(eq('equal to your life total')).toEqual({ kind: 'lifeTotal' });
    expect(eq('equal to the greatest power among creatures you control')).toEqual({
      kind: 'greatest',
      property: 'power',
      of: { nouns: ['creature'], qualities: [{ kind: 'controller', who: 'you' }] },
    });
    expect(eq('equal to the highest converted mana cost among artifacts you control')).toMatchObject({
      kind: 'greatest',
      property: 'manaValue',
    });
    expect(eq('equal to the greatest power among')).toBeNull();
  });

  it('reads ", where X is …" after what uses X (107.3a)', () => {
    expect(scan((s) => whereIs(s, possessor), ', where X is your life total.')).toEqual({
      value: { kind: 'lifeTotal' },
      rest: '.',
    });
    expect(scan((s) => whereIs(s, possessor), ', where X is blue').value).toBeNull();
  });
});

describe('amounts that count for a player the text named (608.2c)', () => {
  const THAT: Amount = {
    kind: 'count',
    of: { nouns: ['land'], qualities: [{ kind: 'controlledBy', player: 'that' }] },
    times: 1,
    player: { kind: 'thatPlayer' },
  };

  it('reads "that player controls" / "they control" after one player named before', () => {
    const damage = effectsOf('~ deals damage to target player equal to the number of lands that player controls.');
    expect(damage[0]).toMatchObject({ kind: 'dealDamage', amount: THAT });
    const life = effectsOf('Target player loses 1 life for each land they control.');
    expect(life[0]).toMatchObject({ kind: 'loseLife', amount: THAT });
  });

  it('refuses them with no one player named: "each player" is many, and a static ability names none', () => {
    expect(refusal('~ deals damage to each player equal to the number of lands they control.')?.at).toBe(
      'they control.',
    );
    expect(refusal('Creatures you control get +1/+1 for each land that player controls.')).not.toBeNull();
  });

  it('refuses an X that would name one target twice ("draw X cards and lose X life, where X is …")', () => {
    const line =
      "When ~ dies, you draw X cards and you lose X life, where X is the number of cards in target player's graveyard.";
    expect(refusal(line)?.message).toContain('target used once');
    expect(effectsOf("Draw X cards, where X is the number of cards in target opponent's hand.")).toHaveLength(1);
  });
});
