import { describe, expect, it } from 'vitest';
import { parseCardText } from '../format/formats.js';
import { ALL_KINDS, kindsOf } from './kinds.js';

describe('phrase kinds', () => {
  it('names the kinds a card uses, by family', () => {
    const { card } = parseCardText(
      [
        'name Kinds',
        'type creature - test',
        'pt 1/1',
        'text When ~ enters the battlefield, you may pay {1}. If you do, ~ deals 2 damage to target creature.',
        'text {T}: You gain life equal to the number of creatures you control.',
      ].join('\n'),
      'kinds.card',
    );
    const kinds = kindsOf(card);
    for (const k of [
      'ability:triggered',
      'trigger:zoneChange',
      'effect:optional',
      'effect:pay',
      'cost:mana',
      'effect:dealDamage',
      'subject:self',
      'subject:target',
      'amount:fixed',
      'ability:activated',
      'cost:tap',
      'effect:gainLife',
      'subject:you',
      'amount:count',
    ]) {
      expect(kinds).toContain(k);
    }
    expect([...kinds].every((k) => ALL_KINDS.includes(k) || !k.startsWith('effect:'))).toBe(true);
  });
});
