import { describe, expect, it } from 'vitest';
import { parseAbilityText } from '../parse-ability.js';

const read = (text: string) => {
  const result = parseAbilityText(text, 1, ['Test Card']);
  return result.problem ? `refused at ${text.slice(result.problem.start)}` : result.abilities.map((a) => a);
};

// Real wordings from the sample: Yawgmoth's Bargain, Necro-Impotence, Eon Hub, The Eon Fog, Sands of Time.
describe('skipped steps (614.1b, 614.10)', () => {
  it.each([
    ['Skip your draw step.', 'you', 'draw'],
    ['Skip your untap step.', 'you', 'untap'],
    ['Players skip their upkeep steps.', 'each', 'upkeep'],
    ['Players skip their untap steps.', 'each', 'untap'],
    ['Each player skips their untap step.', 'each', 'untap'],
  ])('reads "%s" as a static ability', (text, who, step) => {
    expect(read(text)).toEqual([expect.objectContaining({ kind: 'static', effect: { kind: 'skipStep', who, step } })]);
  });

  it('refuses other steps and phases, and a condition after it', () => {
    expect(read('Skip your combat phase.')).toBe('refused at combat phase.');
    expect(read('Skip your upkeep step if you have no cards in hand.')).toBe(
      'refused at if you have no cards in hand.',
    );
  });
});
