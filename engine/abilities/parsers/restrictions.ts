import type { ActivationRestriction } from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';
import { condition } from '../grammar/condition.js';

/**
 * Where a restriction sentence starts (602.5b): "Activate only …" or the older "Activate this ability only …" at the
 * start of a sentence after the effects. -1 when the text (from `from`) has none.
 */
export function restrictionStart(text: string, from: number): number {
  const any = /(^|[.]\s+)activate (?:this ability )?(?:only|no more than)\b/gi;
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

/** One restriction after "only": "as a sorcery", "during your turn", "during your upkeep", "once each turn", "if …". */
function restriction(s: Scanner): ActivationRestriction | null {
  if (s.words('as a sorcery') || s.words('any time you could cast a sorcery')) return { kind: 'sorcerySpeed' };
  if (s.words('during your upkeep')) return { kind: 'upkeep' };
  if (s.words('during your turn')) return { kind: 'yourTurn' };
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

/**
 * 602.5b: "Activate only as a sorcery.", "Activate this ability only during your upkeep.", "Activate only once each
 * turn.", "Activate this ability only during your turn and only once each turn.", "Activate only if you control five
 * or more lands." The whole rest of the line; returns null (after telling the scanner what it expected) otherwise.
 */
export function restrictionSentences(s: Scanner): ActivationRestriction[] | null {
  const save = s.mark();
  const out: ActivationRestriction[] = [];
  while (!s.restIsEmpty()) {
    if (!s.words('activate')) {
      s.expected("a restriction such as 'Activate only once each turn.'");
      s.reset(save);
      return null;
    }
    s.words('this ability'); // the older wording, "Activate this ability only …"
    // 602.5b's count limit stands alone: "Activate no more than three times each turn."
    const limit = s.peekWord() === 'no' ? perTurn(s) : null;
    if (limit) out.push(limit);
    else if (!s.words('only')) {
      s.expected("'only' or 'no more than', as in 'Activate only once each turn.'");
      s.reset(save);
      return null;
    }
    while (!limit) {
      const found = restriction(s);
      if (!found) {
        s.expected("when it may be activated, such as 'as a sorcery' or 'once each turn'");
        s.reset(save);
        return null;
      }
      out.push(found);
      if (!(s.words('and only') || s.words(', and only'))) break;
    }
    if (!s.symbol('.') && !s.restIsEmpty()) {
      s.expected("'.' at the end of the restriction");
      s.reset(save);
      return null;
    }
  }
  return out;
}
