import { describe, expect, it } from 'vitest';
import { describeAbility } from '../describe.js';
import { parseAbilityText } from '../parse-ability.js';

const read = (text: string): string[] => {
  const result = parseAbilityText(text, 1, ['Test Card']);
  return result.problem ? [`refused: ${result.problem.message}`] : result.abilities.map(describeAbility);
};

describe('divided amounts (601.2d)', () => {
  it.each([
    [
      'Test Card deals 3 damage divided as you choose among one, two, or three targets.',
      'Spell: deal 3 damage divided as you choose among one, two, or three targets',
    ],
    [
      'Test Card deals X damage divided as you choose among any number of target creatures.',
      'Spell: deal X damage divided as you choose among any number of target creatures',
    ],
    [
      'Distribute three +1/+1 counters among one, two, or three target creatures you control.',
      'Spell: distribute 3 +1/+1 counter(s) among one, two, or three target creatures you control',
    ],
    [
      'Distribute two -1/-1 counters among one or two target creatures.',
      'Spell: distribute 2 -1/-1 counter(s) among one or two target creatures',
    ],
  ])('%s', (text, expected) => {
    expect(read(text)).toEqual([expected]);
  });

  it('marks the effect divided, with the targets as its subject', () => {
    const result = parseAbilityText('Test Card deals 2 damage divided as you choose among one or two targets.', 1, [
      'Test Card',
    ]);
    const ability = result.abilities[0];
    expect(ability?.kind === 'spell' && ability.effects[0]).toMatchObject({
      kind: 'dealDamage',
      divided: true,
      to: { kind: 'target', count: 2, upTo: true, min: 1, allowed: ['any'] },
    });
  });

  it('refuses amounts not known as the spell is cast', () => {
    expect(
      read('Test Card deals damage equal to its power divided as you choose among any number of targets.')[0],
    ).toMatch(/refused/);
    expect(
      read(
        'Test Card deals X damage divided as you choose among any number of targets, where X is the number of creatures you control.',
      )[0],
    ).toMatch(/refused: expected a divided amount known as the spell is cast/);
    expect(read('Distribute three +1/+1 counters among each creature.')[0]).toMatch(/refused/);
  });
});
