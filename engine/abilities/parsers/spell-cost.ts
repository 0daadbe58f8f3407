import type { Amount, Condition, Description, SpellCostChange, SpellsAffected } from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';
import { forEach } from '../grammar/amount.js';
import { condition } from '../grammar/condition.js';
import { description, descriptionClauses } from '../grammar/description.js';
import type { AbilityParser } from './ability-parser.js';

/** Whether a line can hold a cost change at all: one test skips the parser for almost every line. */
const COST_CHANGE = /\bcosts? \{\d+\} (?:less|more) to cast\b/i;
const GENERIC = /\{(\d+)\}/y;

const YOU_CONTROL = { kind: 'controller', who: 'you' } as const;

/**
 * 601.2f: effects on a spell's total cost. A permanent's "Creature spells you cast cost {1} less to cast.",
 * "Noncreature spells cost {1} more to cast.", "Spells your opponents cast cost {1} more to cast."; a spell's own "This
 * spell costs {1} less to cast for each artifact you control.", "~ costs {3} less to cast if you control a Giant.";
 * the keywords affinity (702.41a: "Affinity for artifacts" is "This spell costs {1} less to cast for each artifact
 * you control.") and undaunted (702.125a: "… for each opponent you have."). Generic mana only (118.7a).
 */
export const spellCostParser: AbilityParser = {
  id: 'spell-cost',
  examples: [
    'Creature spells you cast cost {1} less to cast.',
    'Noncreature spells cost {1} more to cast.',
    'This spell costs {1} less to cast for each artifact you control.',
    'Affinity for artifacts',
  ],
  parse(s, line) {
    const effect = keywordCost(s) ?? (COST_CHANGE.test(line.text) ? costSentence(s) : null);
    if (!effect) return null;
    return [{ kind: 'static', line: line.line, text: line.text, effect }];
  },
};

/** "Affinity for artifacts" (702.41a), "Undaunted" (702.125a): the whole line. */
function keywordCost(s: Scanner): SpellCostChange | null {
  const word = s.peekWord();
  if (word === 'undaunted') {
    s.words('undaunted');
    if (!s.restIsEmpty()) return null;
    const opponents: Description = { nouns: ['player'], qualities: [{ kind: 'controller', who: 'opponent' }] };
    return selfReduction({ kind: 'count', of: opponents, times: 1 });
  }
  if (word !== 'affinity' || !s.words('affinity for')) return null;
  const what = description(s);
  if (!what || what.nouns.includes('player') || what.nouns.includes('spell') || what.nouns.includes('card')) {
    return s.expected("what affinity counts, such as 'artifacts'");
  }
  if (!s.restIsEmpty()) return s.expected('the end of the line');
  return selfReduction({ kind: 'count', of: { ...what, qualities: [...what.qualities, YOU_CONTROL] }, times: 1 });
}

const selfReduction = (amount: Amount): SpellCostChange => ({
  kind: 'spellCost',
  spells: { kind: 'self' },
  change: 'less',
  amount,
  condition: null,
});

/** "[Which spells] cost(s) {N} less/more to cast [for each … | if …]." */
function costSentence(s: Scanner): SpellCostChange | null {
  const spells = whichSpells(s);
  if (!spells) return null;
  const generic = s.regex(GENERIC);
  if (!generic) return s.expected("an amount of generic mana such as '{1}'");
  const change = s.words('less') ? 'less' : s.words('more') ? 'more' : null;
  if (!change || !s.words('to cast')) return s.expected("'less to cast' or 'more to cast'");
  const base: Amount = { kind: 'fixed', value: Number(generic[1]) };
  let amount: Amount = base;
  let when: Condition | null = null;
  if (s.peekWord() === 'for') {
    const counted = forEach(s, base);
    if (!counted) return s.expected("what to count, such as 'for each artifact you control'");
    amount = counted;
  } else if (s.words('if')) {
    when = condition(s);
    if (!when) return s.expected("a condition such as 'you control a Wizard'");
  }
  s.symbol('.');
  if (!s.restIsEmpty()) return s.expected("the end of the sentence, or 'for each …' / 'if …'");
  return { kind: 'spellCost', spells, change, amount, condition: when };
}

/** "This spell costs", "~ costs"; "Creature spells you cast cost", "Spells your opponents cast cost", "White spells cost". */
function whichSpells(s: Scanner): SpellsAffected | null {
  if (s.words('this spell costs')) return { kind: 'self' };
  const save = s.mark();
  if (s.symbol('~')) {
    if (s.words('costs')) return { kind: 'self' };
    s.reset(save);
    return null;
  }
  const what = description(s);
  // Only spells: "Creature spells", "Noncreature spells", "Dinosaur spells" (the noun is what they are, 109.4).
  if (!what || what.nouns.length !== 1 || what.nouns[0] !== 'spell') return null;
  const caster = s.words('you cast') ? 'you' : s.words('your opponents cast') ? 'opponent' : 'any';
  // "Spells you cast of the chosen type cost …": the description's clauses may come after who casts them too.
  const after = caster === 'any' ? [] : descriptionClauses(s);
  if (!s.words('cost')) return s.expected("'cost', as in 'Creature spells you cast cost {1} less to cast'");
  const described = after.length > 0 ? { ...what, qualities: [...what.qualities, ...after] } : what;
  return { kind: 'matching', description: described, caster };
}
