import { describe, expect, it } from 'vitest';
import { parseAbilityText } from '../parse-ability.js';

describe('crew (702.122a)', () => {
  it('"Crew 3" taps other untapped creatures with total power 3 or more: it becomes an artifact creature', () => {
    const [ability] = parseAbilityText('Crew 3', 1, ['Freighter']).abilities;
    expect(ability).toMatchObject({
      kind: 'activated',
      costs: [
        {
          kind: 'tapTotalPower',
          power: 3,
          what: {
            nouns: ['creature'],
            qualities: [{ kind: 'tapped', tapped: false }, { kind: 'controller', who: 'you' }, { kind: 'other' }],
          },
        },
      ],
      effects: [
        {
          kind: 'modify',
          what: { kind: 'self' },
          modifications: [{ kind: 'types', add: false, types: ['artifact', 'creature'] }],
          duration: 'endOfTurn',
        },
      ],
      restrictions: [],
    });
    expect(ability).not.toHaveProperty('zone');
  });

  it('refuses a missing number and text after it', () => {
    expect(parseAbilityText('Crew', 1, ['X']).problem?.message).toContain('the crew number');
    expect(parseAbilityText('Crew 2 now', 1, ['X']).problem?.message).toContain('the end of the line');
  });
});
