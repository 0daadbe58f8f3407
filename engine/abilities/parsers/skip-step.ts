import type { Whose } from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';
import type { AbilityParser } from './ability-parser.js';

/** The steps a static ability makes players skip (614.1b), by the word before "step". */
const STEPS = { untap: 'untap', upkeep: 'upkeep', draw: 'draw' } as const;
type SkippedStep = (typeof STEPS)[keyof typeof STEPS];

/** "Skip your", "Players skip their", "Each player skips their": whose steps are skipped. */
function skipper(s: Scanner): { readonly who: Whose; readonly plural: boolean } | null {
  if (s.words('skip your')) return { who: 'you', plural: false };
  if (s.words('players skip their')) return { who: 'each', plural: true };
  if (s.words('each player skips their')) return { who: 'each', plural: false };
  return null;
}

/**
 * 614.1b, 614.10: "Skip your draw step.", "Skip your untap step.", "Players skip their upkeep steps.", "Each player skips
 * their untap step.": while its source is on the battlefield, the step doesn't happen in the turns of the players
 * `who` names (rules/turn/next-step.ts).
 */
export const skipStepParser: AbilityParser = {
  id: 'skip-step',
  examples: ['Skip your draw step.', 'Players skip their untap steps.'],
  parse(s, line) {
    const word = s.peekWord();
    if (word !== 'skip' && word !== 'players' && word !== 'each') return null;
    const save = s.mark();
    const who = skipper(s);
    if (!who) return null;
    const stepWord = s.peekWord();
    const step: SkippedStep | undefined = (STEPS as Readonly<Record<string, SkippedStep>>)[stepWord];
    if (!step || !s.words(stepWord) || !s.words(who.plural ? 'steps' : 'step')) {
      s.expected(`a step to skip, such as '${who.plural ? 'draw steps' : 'draw step'}'`);
      s.reset(save);
      return null;
    }
    s.symbol('.');
    if (!s.restIsEmpty()) return s.expected('the end of the line');
    return [{ kind: 'static', line: line.line, text: line.text, effect: { kind: 'skipStep', who: who.who, step } }];
  },
};
