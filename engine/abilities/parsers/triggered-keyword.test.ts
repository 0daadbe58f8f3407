import { describe, expect, it } from 'vitest';
import { parseAbilityText } from '../parse-ability.js';
import { TRIGGERED_KEYWORDS } from '../triggered-keywords/index.js';

const one = (text: string) => parseAbilityText(text, 4, ['Test Card']).abilities[0];

describe('keywords that are triggered abilities (702)', () => {
  it('each is the triggered ability of its definition, with the printed text kept', () => {
    for (const k of TRIGGERED_KEYWORDS) {
      const printed = k.parameter ? `${k.name} 2` : k.name;
      const read = one(printed.charAt(0).toUpperCase() + printed.slice(1));
      const defined = one(k.meaning(2));
      expect(read).toEqual({ ...defined, text: read?.text, line: 4 });
      expect(read?.kind).toBe('triggered');
    }
  });

  it('reads Prowess as "whenever you cast a noncreature spell" (702.108a)', () => {
    expect(one('Prowess')).toMatchObject({
      kind: 'triggered',
      text: 'Prowess',
      trigger: { event: { kind: 'castSpell', who: 'you' } },
      effects: [{ kind: 'modify', what: { kind: 'self' } }],
    });
  });

  it('Bushido and Annihilator take their number; without one they are not read', () => {
    expect(one('Bushido 3')).toMatchObject({
      trigger: { event: { kind: 'anyOf' } },
      effects: [{ kind: 'modify', modifications: [{ kind: 'ptChange', power: { amount: { value: 3 } } }] }],
    });
    expect(one('Annihilator 1')).toMatchObject({ effects: [{ kind: 'sacrifice', amount: { value: 1 } }] });
    expect(one('Bushido')?.kind).toBe('unparsed');
  });
});
