import { describe, expect, it } from 'vitest';
import { describeAbility } from '../describe.js';
import { parseAbilityText } from '../parse-ability.js';

const read = (text: string): string => {
  const result = parseAbilityText(text, 1, ['Test Card']);
  return result.problem ? `refused: ${result.problem.message}` : result.abilities.map(describeAbility).join(' | ');
};

const WHILE = '(while ~ is on the battlefield)';

// Real wordings from the sample: Branching Evolution, Conclave Mentor, Vizier of Remedies, Winding Constrictor,
// Primal Vigor.
describe('counter and token replacements (614.1a)', () => {
  it.each([
    [
      'If one or more +1/+1 counters would be put on a creature you control, twice that many +1/+1 counters are put on that creature instead.',
      `Static: if one or more +1/+1 counters would be put on each creature you control, twice that many are put instead ${WHILE}`,
    ],
    [
      'If one or more +1/+1 counters would be put on a creature you control, that many plus one +1/+1 counters are put on that creature instead.',
      `Static: if one or more +1/+1 counters would be put on each creature you control, that many plus 1 are put instead ${WHILE}`,
    ],
    [
      'If one or more -1/-1 counters would be put on a creature you control, that many -1/-1 counters minus one are put on it instead.',
      `Static: if one or more -1/-1 counters would be put on each creature you control, that many minus 1 are put instead ${WHILE}`,
    ],
    [
      'If one or more counters would be put on an artifact or creature you control, that many plus one of each of those kinds of counters are put on that permanent instead.',
      `Static: if one or more counters would be put on each artifact or creature you control, that many plus 1 are put instead ${WHILE}`,
    ],
    [
      'If you would get one or more counters, you get that many plus one of each of those kinds of counters instead.',
      `Static: if one or more counters would be put on you, that many plus 1 are put instead ${WHILE}`,
    ],
    [
      'If one or more tokens would be created, twice that many of those tokens are created instead.',
      `Static: if one or more tokens would be created, twice that many are created instead ${WHILE}`,
    ],
    // Anointed Procession.
    [
      'If an effect would create one or more tokens under your control, it creates twice that many of those tokens instead.',
      `Static: if one or more tokens would be created under your control, twice that many are created instead ${WHILE}`,
    ],
  ])('reads "%s"', (text, expected) => {
    expect(read(text)).toBe(expected);
  });

  it.each([
    // The counters named again must be the event's.
    'If one or more +1/+1 counters would be put on a creature you control, twice that many -1/-1 counters are put on that creature instead.',
    'If one or more counters would be put on a permanent your team controls, that many plus one of each of those kinds of counters are put on that permanent instead.',
    'If one or more creature tokens would be created under your control, that many 4/4 white Angel creature tokens with flying and vigilance are created instead.',
  ])('refuses "%s"', (text) => {
    expect(read(text)).toMatch(/^refused/);
  });
});
