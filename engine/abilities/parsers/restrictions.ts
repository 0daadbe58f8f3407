import type { ActivationRestriction } from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';
import { condition } from '../grammar/condition.js';
import { timingWindow } from '../grammar/timing.js';

/**
 * Where a restriction sentence starts (602.5b, 602.2): "Activate only …", the older "Activate this ability only …", or
 * "Any player may activate this ability …", at the start of a sentence after the effects. -1 when the text (from
 * `from`) has none.
 */
export function restrictionStart(text: string, from: number): number {
  const any = /(^|[.]\s+)(?:activate (?:this ability )?(?:only|no more than)|any player may activate this ability)\b/gi;
  any.lastIndex = from;
  const m = any.exec(text);

  if (!m) return -1;
  return m.index + (m[1]?.length ?? 0);
}

const COUNT_WORDS: Readonly<Record<string, number>> = {
  once: 1,
  twice: 2,
  'three times': 3,
  'four times': 4,
  'five times': 5,
};

/** "once each turn", "no more than twice each turn". */
function perTurn(s: Scanner): ActivationRestriction | null {
  const save = s.mark();
  s.words('no more than');
  const times = s.oneOf(Object.keys(COUNT_WORDS));
  if (times && s.words('each turn')) return { kind: 'perTurn', count: COUNT_WORDS[times] ?? 1 };
  s.reset(save);
  return null;
}

/**
 * One restriction after "only": "as a sorcery", a timing window ("during your turn, before attackers are declared",
 * "during combat", grammar/timing.ts), "once each turn", "if …". Shared by "Activate only …" and "Cast ~ only …".
 */
export function restriction(s: Scanner): ActivationRestriction | null {
  // 307.5: "any time they could cast a sorcery" is said of the player activating ("Any player may activate …").
  if (s.words('as a sorcery') || s.words('any time you could cast a sorcery')) return { kind: 'sorcerySpeed' };
  if (s.words('any time they could cast a sorcery')) return { kind: 'sorcerySpeed' };
  const window = timingWindow(s);
  if (window) return { kind: 'window', parts: window };
  const counted = perTurn(s);
  if (counted) return counted;
  const save = s.mark();
  if (s.words('if')) {
    const c = condition(s);
    if (c) return { kind: 'condition', condition: c };
    s.reset(save);
  }
  return null;
}

/** What the sentences after an activated ability's effects say about who may activate it and when. */
export interface ActivationLimits {
  readonly restrictions: ActivationRestriction[];
  /** 602.2: "Any player may activate this ability." */
  readonly anyPlayer: boolean;
}

/** "only …" then any "and only …": the restrictions of one sentence, pushed onto `out`. */
function onlyRestrictions(s: Scanner, out: ActivationRestriction[]): boolean {
  for (;;) {
    const found = restriction(s);
    if (!found) {
      s.expected("when it may be activated, such as 'as a sorcery' or 'once each turn'");
      return false;
    }
    out.push(found);
    if (!(s.words('and only') || s.words(', and only'))) return true;
  }
}

/** One sentence: "Activate only …", "Activate no more than twice each turn.", "Any player may activate … but only …". */
function limitSentence(s: Scanner, out: ActivationRestriction[]): 'restriction' | 'anyPlayer' | null {
  if (s.words('any player may activate this ability')) {
    // 602.2 with 602.5b: "… but only any time they could cast a sorcery", "… but only during their draw step".
    if (s.words('but only') && !onlyRestrictions(s, out)) return null;
    return 'anyPlayer';
  }
  if (!s.words('activate')) {
    s.expected("a restriction such as 'Activate only once each turn.'");
    return null;
  }
  s.words('this ability'); // the older wording, "Activate this ability only …"
  // 602.5b's count limit stands alone: "Activate no more than three times each turn."
  const limit = s.peekWord() === 'no' ? perTurn(s) : null;
  if (limit) {
    out.push(limit);
    return 'restriction';
  }
  if (!s.words('only')) {
    s.expected("'only' or 'no more than', as in 'Activate only once each turn.'");
    return null;
  }
  return onlyRestrictions(s, out) ? 'restriction' : null;
}

/**
 * 602.5b: "Activate only as a sorcery.", "Activate this ability only during your upkeep.", "Activate only once each
 * turn.", "Activate this ability only during your turn and only once each turn.", "Activate only if you control five
 * or more lands."; 602.2: "Any player may activate this ability." The whole rest of the line; returns null (after
 * telling the scanner what it expected) otherwise.
 */
export function restrictionSentences(s: Scanner): ActivationLimits | null {
  const save = s.mark();
  const restrictions: ActivationRestriction[] = [];
  let anyPlayer = false;
  while (!s.restIsEmpty()) {
    const said = limitSentence(s, restrictions);
    if (said === null || (said === 'anyPlayer' && anyPlayer)) {
      s.reset(save);
      return null;
    }
    if (said === 'anyPlayer') anyPlayer = true;
    if (!s.symbol('.') && !s.restIsEmpty()) {
      s.expected("'.' at the end of the restriction");
      s.reset(save);
      return null;
    }
  }
  return { restrictions, anyPlayer };
}
