import type { Condition, Description } from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';
import { amount } from './amount.js';
import { description } from './description.js';

/**
 * Conditions after "if" (603.4 intervening-if clauses, 608.2c): "you control an artifact", "you control no other
 * creatures", "you control three or more lands", "you have 10 or less life", "an opponent has 10 or less life",
 * "it's your turn", "it's not your turn", "~ was kicked" / "it was kicked" / "this spell was kicked". Reads the words after "if"; returns null without moving.
 */
export function condition(s: Scanner): Condition | null {
  return controlCondition(s) ?? lifeCondition(s) ?? turnCondition(s) ?? kickedCondition(s);
}

/** 702.33d: "~ was kicked", "it was kicked", "this spell was kicked". */
function kickedCondition(s: Scanner): Condition | null {
  const save = s.mark();
  if (!(s.symbol('~') || s.words('it') || s.words('this spell'))) return null;
  if (s.words('was kicked')) return { kind: 'kicked' };
  s.reset(save);
  return null;
}

function controlCondition(s: Scanner): Condition | null {
  const save = s.mark();
  if (!s.words('you control')) return null;
  let op: '<=' | '>=' | '=' = '>=';
  let value = 1;
  if (s.words('no')) {
    op = '=';
    value = 0;
  } else {
    const n = amount(s, true);
    if (!n || n.kind !== 'fixed') {
      s.reset(save);
      return null;
    }
    value = n.value;
    if (s.words('or more')) op = '>=';
    else if (s.words('or fewer')) op = '<=';
    else if (value !== 1) op = '=';
  }
  const other = s.words('other') || s.words('another');
  const described = description(s);
  if (!described) {
    s.expected("what you control, such as 'an artifact' or 'no other creatures'");
    s.reset(save);
    return null;
  }
  const of: Description = {
    nouns: described.nouns,
    qualities: [
      ...described.qualities,
      { kind: 'controller', who: 'you' },
      ...(other ? [{ kind: 'other' as const }] : []),
    ],
  };
  return { kind: 'count', of, op, value };
}

function lifeCondition(s: Scanner): Condition | null {
  const save = s.mark();
  let who: 'you' | 'opponent';
  if (s.words('you have')) who = 'you';
  else if (s.words('an opponent has')) who = 'opponent';
  else return null;
  const n = amount(s);
  if (!n || n.kind !== 'fixed') {
    s.reset(save);
    return null;
  }
  let op: '<=' | '>=';
  if (s.words('or less life')) op = '<=';
  else if (s.words('or more life')) op = '>=';
  else {
    s.reset(save);
    return null;
  }
  return { kind: 'life', who, op, value: n.value };
}

function turnCondition(s: Scanner): Condition | null {
  if (s.words("it's your turn") || s.words('it is your turn')) return { kind: 'yourTurn', negated: false };
  if (s.words("it's not your turn") || s.words('it is not your turn')) return { kind: 'yourTurn', negated: true };
  return null;
}
