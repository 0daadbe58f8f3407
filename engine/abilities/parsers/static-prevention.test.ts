import { describe, expect, it } from 'vitest';
import { describeAbility } from '../describe.js';
import { parseAbilityText } from '../parse-ability.js';

const read = (text: string): string => {
  const result = parseAbilityText(text, 1, ['Test Card']);
  return result.problem ? `refused: ${result.problem.message}` : result.abilities.map(describeAbility).join(' | ');
};

const WHILE = '(while ~ is on the battlefield)';

describe('static prevention effects (615.1a, 611.3b)', () => {
  it.each([
    [
      'Prevent all damage that would be dealt to Test Card by artifact creatures.',
      `Static: prevent all damage that would be dealt to ~ by each artifact creature ${WHILE}`,
    ],
    [
      'Prevent all combat damage that would be dealt to and dealt by enchanted creature.',
      `Static: prevent all combat damage that would be dealt to enchanted creature ${WHILE} | Static: prevent all combat damage that would be dealt by enchanted creature ${WHILE}`,
    ],
    [
      'Prevent all damage that Test Card would deal to red creatures.',
      `Static: prevent all damage that would be dealt to each red creature by ~ ${WHILE}`,
    ],
    [
      'Prevent all noncombat damage that would be dealt to you and creatures you control.',
      `Static: prevent all noncombat damage that would be dealt to you or each creature you control ${WHILE}`,
    ],
    [
      'Prevent all damage that would be dealt by enchanted creature.',
      `Static: prevent all damage that would be dealt by enchanted creature ${WHILE}`,
    ],
    [
      'Prevent all combat damage that would be dealt to attacking creatures you control.',
      `Static: prevent all combat damage that would be dealt to each attacking creature you control ${WHILE}`,
    ],
  ])('reads "%s"', (text, expected) => {
    expect(read(text)).toBe(expected);
  });

  it('leaves a prevention with a duration to the spell grammar', () => {
    expect(read('Prevent all combat damage that would be dealt this turn.')).toBe(
      'Spell: prevent all combat damage that would be dealt this turn',
    );
  });

  it.each([
    ['Prevent all damage that would be dealt to Test Card by creatures it is blocking.', 'the end of the sentence'],
    ['Prevent all damage.', "'that would be dealt …'"],
    ['Prevent all damage that would be dealt to wibbles.', 'what the damage would be dealt to'],
  ])('refuses "%s", expecting %s', (text, expected) => {
    expect(read(text)).toContain(expected);
  });
});
