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

  it('names the static, affected and attachment kinds of Auras, Equipment and anthems', () => {
    const kindsOfText = (...text: string[]) =>
      kindsOf(
        parseCardText(['name Kinds', 'type enchantment - aura', ...text.map((t) => `text ${t}`)].join('\n'), 'k.card')
          .card,
      );
    const aura = kindsOfText(
      'Enchant creature',
      'Enchanted creature gets +1/+2.',
      '{R}: Enchanted creature gets +1/+0 until end of turn.',
    );
    for (const k of ['ability:enchant', 'ability:static', 'static:continuous', 'affected:attached', 'subject:attached'])
      expect(aura).toContain(k);
    const equipment = kindsOfText('Equip {1}', 'Creatures you control get +1/+1.');
    for (const k of ['effect:attach', 'restriction:sorcerySpeed', 'affected:each']) expect(equipment).toContain(k);
    for (const k of ['static:continuous', 'affected:each', 'affected:attached', 'ability:enchant', 'effect:attach'])
      expect(ALL_KINDS).toContain(k);
  });
});
