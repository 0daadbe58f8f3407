import type { BeginningOfStep } from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';
import { STEPS } from './trigger.js';

/**
 * When a delayed triggered ability triggers (603.7): "at the beginning of the next end step", "… of your next
 * upkeep", "… of the next turn's upkeep", "… of the next upkeep", "… of the next cleanup step", "at end of combat" (511.2). "Next" needs no rule of its own: the ability is
 * created as its spell or ability resolves, so the step it waits for is always a later one (513.2: created during an
 * end step, "the next end step" is the next turn's). Null, with the scanner unmoved, when the words aren't there.
 */
export function delayedMoment(s: Scanner): BeginningOfStep | null {
  if (s.peekWord() !== 'at') return null;
  // 511.2: "at end of combat" means at the beginning of the end of combat step.
  if (s.words('at end of combat')) return { kind: 'beginningOfStep', step: 'endOfCombat', whose: 'each' };
  const save = s.mark();
  if (!s.words('at the beginning of')) return null;
  const whose = s.words('your next') ? 'you' : s.words('the next') ? 'each' : null;
  if (whose !== null) {
    s.words("turn's");
    for (const { words, step } of STEPS) if (s.words(words)) return { kind: 'beginningOfStep', step, whose };
    // 514.3a: "at the beginning of the next cleanup step" (after "until end of turn" effects ended, 514.2); what
    // triggers then gets its players priority and another cleanup step follows.
    if (whose === 'each' && s.words('cleanup step')) return { kind: 'beginningOfStep', step: 'cleanup', whose };
  }
  s.reset(save);
  return null;
}
