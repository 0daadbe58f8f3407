import { describe, expect, it } from 'vitest';
import { parseAbilityText } from '../parse-ability.js';

const parse = (text: string) => parseAbilityText(text, 0, ['Foo']);

describe('exert as it attacks (701.39d)', () => {
  it('"You may exert ~ as it attacks." alone', () => {
    expect(parse("You may exert Foo as it attacks. (It won't untap during your next untap step.)").abilities).toEqual([
      {
        kind: 'static',
        line: 0,
        text: 'You may exert ~ as it attacks.',
        effect: { kind: 'exertAsAttacks', whenYouDo: [] },
      },
    ]);
  });

  it('"When you do, …" is its linked reflexive ability (607.2h), with its own targets', () => {
    const [ability] = parse(
      'You may exert ~ as it attacks. When you do, it deals 4 damage to target non-Dragon creature an opponent controls.',
    ).abilities;
    expect(ability).toMatchObject({
      kind: 'static',
      effect: {
        kind: 'exertAsAttacks',
        whenYouDo: [{ kind: 'dealDamage', amount: { kind: 'fixed', value: 4 }, to: { kind: 'target' } }],
      },
    });
  });

  it('what the reflexive ability does must be understood', () => {
    const result = parse('You may exert ~ as it attacks. When you do, frobnicate.');
    expect(result.abilities[0]?.kind).toBe('unparsed');
  });
});
