import { describe, expect, it } from 'vitest';
import { parseAbilityText } from '../parse-ability.js';

const abilitiesOf = (text: string) => parseAbilityText(text, 0, ['Foo']).abilities;

describe('proliferate (701.27a)', () => {
  it('"Proliferate." alone, after "then", and in a trigger', () => {
    expect(abilitiesOf('Proliferate. (You choose any number of permanents …)')).toMatchObject([
      { kind: 'spell', effects: [{ kind: 'proliferate' }] },
    ]);
    expect(abilitiesOf('Put a -1/-1 counter on target creature, then proliferate.')).toMatchObject([
      { kind: 'spell', effects: [{ kind: 'putCounters' }, { kind: 'proliferate' }] },
    ]);
    expect(abilitiesOf('At the beginning of your end step, proliferate.')).toMatchObject([
      { kind: 'triggered', effects: [{ kind: 'proliferate' }] },
    ]);
  });

  it('only you proliferate', () => {
    expect(abilitiesOf('Target player proliferates.')).toMatchObject([{ kind: 'unparsed' }]);
  });
});
