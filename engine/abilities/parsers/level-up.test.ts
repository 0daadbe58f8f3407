import { describe, expect, it } from 'vitest';
import { parseAbilityText } from '../parse-ability.js';

describe('level up (702.87a)', () => {
  it('is "[cost]: Put a level counter on this permanent. Activate only as a sorcery."', () => {
    const { abilities, problem } = parseAbilityText('Level up {1}{W}');
    expect(problem).toBeNull();
    expect(abilities).toEqual([
      {
        kind: 'activated',
        line: 0,
        text: 'Level up {1}{W}',
        costs: [
          {
            kind: 'mana',
            mana: [
              { kind: 'generic', amount: 1 },
              { kind: 'colored', color: 'W' },
            ],
          },
        ],
        effects: [
          { kind: 'putCounters', what: { kind: 'self' }, counter: 'level', amount: { kind: 'fixed', value: 1 } },
        ],
        restrictions: [{ kind: 'sorcerySpeed' }],
        isManaAbility: false,
        implied: false,
      },
    ]);
  });

  it('wants a mana cost and nothing after it', () => {
    expect(parseAbilityText('Level up').problem?.message).toContain('the level up cost');
    expect(parseAbilityText('Level up {1} now').problem?.message).toContain('the end of the line');
  });
});
