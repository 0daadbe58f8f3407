import { describe, expect, it } from 'vitest';
import { parseAbilityText } from '../parse-ability.js';

const abilitiesOf = (text: string) => parseAbilityText(text, 0, ['Foo']).abilities;

describe('keywords that help pay a spell (702.51 convoke, 702.66 delve)', () => {
  it('"Convoke" is a keyword, alone or after another', () => {
    expect(
      abilitiesOf(
        "Convoke (Your creatures can help cast this spell. Each creature you tap while casting this spell pays for {1} or one mana of that creature's color.)",
      ),
    ).toEqual([{ kind: 'keyword', keyword: 'convoke', line: 0, text: 'Convoke' }]);
    expect(abilitiesOf('Flash; convoke')).toMatchObject([
      { kind: 'keyword', keyword: 'flash' },
      { kind: 'keyword', keyword: 'convoke' },
    ]);
  });

  it('"Delve" is a keyword', () => {
    expect(
      abilitiesOf('Delve (Each card you exile from your graveyard while casting this spell pays for {1}.)'),
    ).toEqual([{ kind: 'keyword', keyword: 'delve', line: 0, text: 'Delve' }]);
    expect(abilitiesOf('Flying, delve')).toMatchObject([{ keyword: 'flying' }, { keyword: 'delve' }]);
  });

  it('"Improvise" is a keyword (702.126)', () => {
    expect(
      abilitiesOf(
        "Improvise (Your artifacts can help cast this spell. Each artifact you tap after you're done activating mana abilities pays for {1}.)",
      ),
    ).toEqual([{ kind: 'keyword', keyword: 'improvise', line: 0, text: 'Improvise' }]);
  });
});

describe('assist (702.132)', () => {
  it('"Assist" is a keyword; its reminder text, with or without X, is left out', () => {
    expect(abilitiesOf("Assist (Another player can pay up to {5} of ~'s cost.)")).toEqual([
      { kind: 'keyword', keyword: 'assist', line: 0, text: 'Assist' },
    ]);
    expect(
      abilitiesOf("Assist (Another player can pay up to {X} of ~'s cost. You choose the value of X.)"),
    ).toMatchObject([{ kind: 'keyword', keyword: 'assist' }]);
  });
});
