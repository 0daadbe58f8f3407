import { describe, expect, it } from 'vitest';
import { parseAbilityText } from '../parse-ability.js';

const abilitiesOf = (text: string) => parseAbilityText(text, 0, ['Foo']).abilities;

describe('conspire (702.78)', () => {
  it('"Conspire" is a keyword, with either reminder text', () => {
    expect(
      abilitiesOf(
        'Conspire (As you cast ~, you may tap two untapped creatures you control that share a color with it. When you do, copy it and you may choose a new target for the copy.)',
      ),
    ).toEqual([{ kind: 'keyword', keyword: 'conspire', line: 0, text: 'Conspire' }]);
    expect(
      abilitiesOf(
        'Conspire (As you cast ~, you may tap two untapped creatures you control that share a color with it. When you do, copy it.)',
      ),
    ).toMatchObject([{ kind: 'keyword', keyword: 'conspire' }]);
  });
});
