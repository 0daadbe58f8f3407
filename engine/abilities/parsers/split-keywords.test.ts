import { describe, expect, it } from 'vitest';
import { parseAbilityText } from '../parse-ability.js';

const abilitiesOf = (text: string) => parseAbilityText(text, 0, ['Foo']).abilities;

describe('keywords of split cards (702.102 fuse, 702.127 aftermath)', () => {
  it('"Fuse" is a keyword; its reminder text is left out', () => {
    expect(abilitiesOf('Fuse (You may cast one or both halves of ~ from your hand.)')).toEqual([
      { kind: 'keyword', keyword: 'fuse', line: 0, text: 'Fuse' },
    ]);
  });

  it('"Aftermath" is a keyword; its reminder text is left out', () => {
    expect(abilitiesOf('Aftermath (Cast ~ only from your graveyard. Then exile it.)')).toEqual([
      { kind: 'keyword', keyword: 'aftermath', line: 0, text: 'Aftermath' },
    ]);
  });

  it('a fuse counter is no keyword: "fuse" alone is, not inside a sentence', () => {
    expect(abilitiesOf('Fuse the wibble.').every((a) => a.kind === 'unparsed')).toBe(true);
  });
});
