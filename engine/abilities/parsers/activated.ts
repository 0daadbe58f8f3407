import type { Cost, Effect } from '../../templates/card-template.js';
import { subjectsOf, targetsOf } from '../../templates/subjects.js';
import { Scanner } from '../../text/scanner.js';
import { costList } from '../costs/index.js';
import { loyaltyCost } from '../costs/loyalty.js';
import { effectSentences } from '../effects/index.js';
import type { AbilityParser } from './ability-parser.js';
import { activatedZone } from './functioning-zone.js';
import { modalHeader } from './modal.js';
import { restrictionSentences, restrictionStart, type ActivationLimits } from './restrictions.js';

/**
 * "[Cost]: [Effect.] [Restriction.]" (rule 602.1, 602.5b). Costs and effects are separate pieces, so `{1}, {T}: Draw
 * a card.` and `{B/R}, {T}: Add {B}{R}.` need no code of their own. A last sentence "Activate only …" restricts when
 * it may be activated, "Any player may activate this ability." who may (parsers/restrictions.ts).
 */
export const activatedParser: AbilityParser = {
  id: 'activated',
  examples: [
    '{T}: Add {G}.',
    '{B/R}, {T}: Add {B}{B}, {B}{R}, or {R}{R}.',
    '{X}: ~ deals X damage to target creature.',
    'Sacrifice a creature: Draw a card. Activate only once each turn.',
    '−2: ~ deals 3 damage to any target.',
  ],
  parse(s, line) {
    const costs = loyaltyCosts(s) ?? costList(s);
    if (!costs) return null;
    // 700.2: "{1}, Sacrifice ~: Choose one —" and its `•` modes (parsers/modal.ts).
    const modal = modalHeader(s, line);
    // 608.2h: "the sacrificed creature's power" names what a "Sacrifice a creature" cost sacrificed.
    s.sacrificeCost = costs.some((c) => c.kind === 'sacrifice');
    s.removedCounter = variablyRemoved(costs);
    const effects = modal ? { effects: [modal], restrictions: [], anyPlayer: false } : effectsThenRestrictions(s);
    s.sacrificeCost = false;
    s.removedCounter = null;
    if (!effects) return null;
    // Returned to hand as a cost, an Aura or Equipment is attached to nothing as the ability resolves; "enchanted
    // creature" would need what it was last attached to (608.2h), which the engine doesn't keep: not read.
    if (costs.some((c) => c.kind === 'returnSelfToHand') && effects.effects.some(namesAttached)) {
      return s.expected("an effect that doesn't name what ~ was attached to: it left the battlefield paying its cost");
    }
    // 113.6m: "Return ~ from your graveyard to your hand." works only from the graveyard.
    const zone = activatedZone(costs, effects.effects, effects.restrictions);
    return [
      {
        kind: 'activated',
        line: line.line,
        text: line.text,
        costs,
        effects: effects.effects,
        restrictions: effects.restrictions,
        isManaAbility: isManaAbility(effects.effects, costs),
        implied: false,
        ...(zone ? { zone } : {}),
        ...(effects.anyPlayer ? { anyPlayer: true as const } : {}),
      },
    ];
  },
};

/**
 * The effect sentences, then any restriction sentences. The effects are read from a scanner over the text up to the
 * first "Activate only" sentence (the same positions, so the furthest expectation carries over unchanged).
 */
function effectsThenRestrictions(s: Scanner): ({ effects: Effect[] } & ActivationLimits) | null {
  const start = restrictionStart(s.text, s.pos);
  if (start < 0) {
    const effects = effectSentences(s, true);
    return effects ? { effects, restrictions: [], anyPlayer: false } : null;
  }
  const head = new Scanner(s.text.slice(0, start));
  head.pos = s.pos;
  head.sacrificeCost = s.sacrificeCost;
  const effects = effectSentences(head, true);
  if (head.furthest >= 0) s.expected(head.expectation, head.furthest);
  if (!effects) return null;
  const save = s.mark();
  s.reset(start);
  const limits = restrictionSentences(s);
  if (!limits) {
    s.reset(save);
    return null;
  }
  return { effects, ...limits };
}

/** 606.2: a loyalty ability's cost is its loyalty symbol and the colon after it; null when the line has none. */
function loyaltyCosts(s: Scanner): Cost[] | null {
  const c = s.peek();
  if (c !== '+' && c !== '\u2212' && c !== '-' && c !== 'X' && c !== '0' && !(c >= '1' && c <= '9')) return null;
  const save = s.mark();
  const cost = loyaltyCost(s);
  if (cost && s.symbol(':')) return [cost];
  s.reset(save);
  return null;
}

/**
 * Rule 605.1a: an activated ability is a mana ability if it could add mana, has no target and is not a loyalty
 * ability.
 */
export function isManaAbility(effects: readonly Effect[], costs: readonly Cost[] = []): boolean {
  return effects.some(addsMana) && targetsOf(effects).length === 0 && !costs.some((c) => c.kind === 'loyalty');
}

/** "Add {C}", or "If you control …, add {C}{C} instead.": an effect that could add mana (605.1a). */
function addsMana(effect: Effect): boolean {
  if (effect.kind === 'addMana') return true;
  return effect.kind === 'conditional' && (effect.effects.some(addsMana) || effect.otherwise.some(addsMana));
}

/** Whether an effect names "enchanted creature" or "equipped creature" (303.4, 301.5). */
function namesAttached(effect: Effect): boolean {
  return subjectsOf(effect).some((subject) => subject.kind === 'attached');
}

/** The kind of counter a "Remove any number of … counters" / "Remove X … counters" cost removes, or null. */
function variablyRemoved(costs: readonly Cost[]): string | null {
  for (const c of costs) if (c.kind === 'removeCounters' && c.amount.kind === 'variable') return c.counter;
  return null;
}
