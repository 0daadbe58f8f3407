import type { Ability, Condition, EnteringCounters, Modification } from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';
import { effectSentences, whereX } from '../effects/index.js';
import { condition } from '../grammar/condition.js';
import { enteringCounters } from '../grammar/entering-counters.js';
import { countersOfChoice } from '../grammar/keyword-choice.js';
import { abilitiesGained } from '../grammar/modification.js';
import type { AbilityLine, AbilityParser } from './ability-parser.js';

/**
 * How a permanent enters the battlefield (614.1c, 614.12), a replacement effect of its own entering event:
 * - "~ enters the battlefield with three +1/+1 counters on it.", "… with X charge counters on it."
 * - "… with a +1/+1 counter on it for each creature card in your graveyard.", "… with a number of +1/+1 counters on
 *   it equal to the number of …", "… with X +1/+1 counters on it, where X is …"
 * - "~ enters the battlefield tapped with two depletion counters on it."
 * - "~ enters the battlefield tapped unless you control a Mountain or a Forest.", "… with two +1/+1 counters on it
 *   if you control a creature with power 4 or greater."
 * - "~ enters the battlefield tapped and doesn't untap during your untap step." (two abilities)
 * - "If ~ was kicked, it enters the battlefield with two +1/+1 counters on it." (the condition first, 702.33d)
 * - "~ escapes with three +1/+1 counters on it." (702.138c: if it escaped, cast for its escape cost)
 * - "You may have ~ enter the battlefield with a +1/+1 counter on it." (702.98a unleash: chosen as it enters)
 * Both "enters the battlefield" and the newer "enters" read the same. A plain "~ enters the battlefield tapped." is
 * the `enters-tapped` implementation's wording and is left to it.
 */
export const entersWithParser: AbilityParser = {
  id: 'enters-with',
  examples: [
    '~ enters the battlefield with three +1/+1 counters on it.',
    '~ enters the battlefield tapped unless you control a Mountain or a Forest.',
  ],
  parse(s, line) {
    // 702.98a (unleash): "You may have ~ enter the battlefield with a +1/+1 counter on it.": chosen as it enters.
    const optional = s.peekWord() === 'you' && s.words('you may have');
    if (optional) {
      if (!s.symbol('~') || !s.words('enter') || (!s.words('the battlefield with') && !s.words('with'))) return null;
      const counters = enteringCounters(s);
      if (!counters) return null;
      s.symbol('.');
      const otherwise = ifYouDont(s);
      if (!s.restIsEmpty())
        return s.expected(otherwise ? 'the end of the line' : "'If you don't, it gains …' or the end of the line");
      return [
        entersWith(line, {
          tapped: false,
          counters: [counters],
          condition: null,
          unless: false,
          optional,
          ...(otherwise ? { otherwise } : {}),
        }),
      ];
    }
    // "If ~ was kicked, it enters the battlefield with two +1/+1 counters on it." (702.33d): the condition first.
    const leading = s.peekWord() === 'if' ? leadingCondition(s) : null;
    if (!leading && !s.symbol('~')) return null;
    // 702.138c: "~ escapes with three +1/+1 counters on it." means "If this permanent escaped, it enters with …".
    if (!leading && s.words('escapes with')) return escapesWith(s, line);
    if (!s.words('enters')) return null;
    s.words('the battlefield');
    const tapped = s.words('tapped');
    if (tapped && s.words("and doesn't untap during your untap step")) {
      s.symbol('.');
      if (!s.restIsEmpty()) return s.expected('the end of the line');
      return [
        entersWith(line, { tapped, counters: [], condition: null, unless: false }),
        { kind: 'applied', line: line.line, text: line.text, implementation: 'doesnt-untap' },
      ];
    }
    const counters: EnteringCounters[] = [];
    let oneOf = false;
    let gains: Modification[] = [];
    if (s.words('with')) {
      // 614.12: "with your choice of a flying counter or a first strike counter on it".
      const choice = countersOfChoice(s);
      oneOf = choice !== null;
      const first = choice ?? enteringCounters(s);
      if (!first) return null;
      counters.push(...(Array.isArray(first) ? first : [first]));
      // 614.1c: "… with two +1/+1 counters on it and with haste", "… and with "Pay 3 life: Regenerate ~."".
      if (s.words('and with')) {
        gains = abilitiesGained(s, 'effect');
        if (gains.length === 0) return s.expected("what else it enters with, such as 'haste'");
      }
    } else if (!tapped) {
      return s.expected("'tapped' or 'with' and the counters it enters with");
    }
    let found: Condition | null = leading;
    let unless = false;
    const word = s.peekWord();
    if (!leading && (word === 'if' || word === 'unless')) {
      s.words(word);
      unless = word === 'unless';
      found = condition(s);
      if (!found) return s.expected('a condition such as "you control a Mountain"');
    }
    // ", where X is the number of other creatures on the battlefield" (107.3a) defines each X read above.
    const x = whereX(s);
    s.symbol('.');
    if (!s.restIsEmpty()) return s.expected("'if', 'unless' or the end of the line");
    const defined = x ? counters.map((c) => (c.amount.kind === 'variable' ? { ...c, amount: x } : c)) : counters;
    // A plain "enters tapped." is the enters-tapped implementation's (parsers/implementation-wording.ts).
    if (defined.length === 0 && found === null) return null;
    return [
      entersWith(line, {
        tapped,
        counters: defined,
        condition: found,
        unless,
        ...(oneOf ? { oneOf } : {}),
        ...(gains.length > 0 ? { gains } : {}),
      }),
    ];
  },
};

/**
 * 702.136a (riot): "If you don't, it gains haste." after "You may have ~ enter the battlefield with …": what "it" gets
 * from then on when its controller declines, read as any "It gains haste." sentence (a `modify` of "it" lasting
 * indefinitely). Null, unmoved, otherwise.
 */
function ifYouDont(s: Scanner): readonly Modification[] | null {
  const save = s.mark();
  if (s.peekWord() !== 'if' || !s.words("if you don't,")) return null;
  const effects = effectSentences(s, false);
  const [only] = effects ?? [];
  if (effects?.length === 1 && only?.kind === 'modify' && only.what.kind === 'it' && only.duration === 'indefinitely') {
    return only.modifications;
  }
  s.expected("what it gets if you don't, such as 'it gains haste.'", save);
  s.reset(save);
  return null;
}

/** After "~ escapes with": the counters, then the end of the line (702.138c). */
function escapesWith(s: Scanner, line: AbilityLine): Ability[] | null {
  const counters = enteringCounters(s);
  if (!counters) return null;
  s.symbol('.');
  if (!s.restIsEmpty()) return s.expected('the end of the line after the counters it escapes with');
  const escaped: Condition = { kind: 'castFor', keyword: 'escape' };
  return [entersWith(line, { tapped: false, counters: [counters], condition: escaped, unless: false })];
}

/** "If <condition>, it enters" / "If <condition>, ~ enters": the condition; null (unread) otherwise. */
function leadingCondition(s: Scanner): Condition | null {
  s.words('if');
  const found = condition(s);
  if (!found || !s.symbol(',') || !(s.words('it') || s.symbol('~'))) return null;
  return found;
}

function entersWith(
  line: AbilityLine,
  effect: {
    tapped: boolean;
    counters: EnteringCounters[];
    condition: Condition | null;
    unless: boolean;
    optional?: boolean;
    otherwise?: readonly Modification[];
    oneOf?: true;
  },
): Ability {
  return { kind: 'static', line: line.line, text: line.text, effect: { kind: 'entersWith', ...effect } };
}
