import { describe, expect, it } from 'vitest';
import { parseAbilityText } from '../parse-ability.js';

const abilitiesOf = (text: string) => parseAbilityText(text, 0, ['Foo']).abilities;

describe('split second (702.61a)', () => {
  it('"Split second" is a keyword, with its reminder text or after another', () => {
    expect(
      abilitiesOf(
        "Split second (As long as this spell is on the stack, players can't cast spells or activate abilities that aren't mana abilities.)",
      ),
    ).toEqual([{ kind: 'keyword', keyword: 'split second', line: 0, text: 'Split second' }]);
    expect(abilitiesOf('Flash, split second')).toMatchObject([{ keyword: 'flash' }, { keyword: 'split second' }]);
  });
});
