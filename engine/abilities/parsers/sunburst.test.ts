import { describe, expect, it } from 'vitest';
import { parseAbilityText } from '../parse-ability.js';

const abilitiesOf = (text: string) => parseAbilityText(text, 0, ['Foo']).abilities;

describe('sunburst (702.44)', () => {
  it('"Sunburst" is a keyword, whichever counter its reminder text names', () => {
    expect(
      abilitiesOf(
        'Sunburst (This enters the battlefield with a +1/+1 counter on it for each color of mana spent to cast it.)',
      ),
    ).toEqual([{ kind: 'keyword', keyword: 'sunburst', line: 0, text: 'Sunburst' }]);
    expect(
      abilitiesOf(
        'Sunburst (This enters the battlefield with a charge counter on it for each color of mana spent to cast it.)',
      ),
    ).toMatchObject([{ kind: 'keyword', keyword: 'sunburst' }]);
  });

  it('"Modular—Sunburst" (702.44c) is not read: modular takes a number', () => {
    expect(abilitiesOf('Modular—Sunburst').every((a) => a.kind === 'unparsed')).toBe(true);
  });
});
