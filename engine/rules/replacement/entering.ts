import type { Modification, StaticEffect } from '../../templates/card-template.js';
import type { Answers } from '../actions/types.js';
import { evaluateModification } from '../continuous/evaluate.js';
import { addContinuousEffect } from '../continuous/index.js';
import { effectContext } from '../effects/run.js';
import { addCounters } from '../ops/permanents.js';
import type { Transaction } from '../state/transaction.js';
import type { GameObject } from '../state/types.js';
import { checkCondition } from '../triggers/conditions.js';
import { asEntersPayAnswers } from './as-enters-pay.js';
import { applySunburst } from './sunburst.js';

/**
 * What the event of a permanent entering the battlefield knows (614.12): the X of the spell it was (107.3m: its
 * replacement effects use that X; 0 when it wasn't cast) and the answers to choices made as it enters.
 */
export interface Entering {
  readonly x: number;
  readonly answers?: Answers;
  /**
   * 614.1c: counters the effect that puts it there says it enters with ("return it to the battlefield with a -1/-1
   * counter on it", 702.79a), already counted.
   */
  readonly counters?: readonly { readonly counter: string; readonly amount: number }[];
  /** 614.1c: the effect that puts it there says it enters tapped ("return ~ to the battlefield tapped"). */
  readonly tapped?: boolean;
}

export const NOT_CAST: Entering = { x: 0 };

type EntersWith = Extract<StaticEffect, { kind: 'entersWith' }>;

/**
 * 614.1c, 614.12: the replacement effects of a permanent's own "enters the battlefield tapped / with counters"
 * abilities, applied as it enters (called by ops/zones.ts once it is there, before anything can see it): it is tapped
 * from the start and has its counters from the start. A condition ("unless you control a Mountain") is checked as it
 * enters, from its controller's view; amounts ("for each creature card in your graveyard") are counted then.
 */
export function applyEntersWith(tx: Transaction, object: GameObject, entering: Entering): void {
  // 702.44a: sunburst's counters, for the colors of mana spent to cast it.
  applySunburst(tx, object);
  for (const c of entering.counters ?? []) addCounters(tx, object.id, c.counter, c.amount);
  if (entering.tapped) tx.set(['objects', object.id, 'tapped'], tx.state.objects[object.id]?.tapped, true);
  // 614.12, 616.1: each replacement effect of the entering event has its own answer; the "As ~ enters …, you may pay"
  // ones took the first `may` answers (as-enters-pay.ts), these take the next.
  let asked = asEntersPayAnswers(object.template);
  // 614.12: a counter "of your choice" is answered by name after the "As ~ enters …, choose …" answers.
  let named = object.template.abilities.filter((a) => a.kind === 'static' && a.effect.kind === 'asEntersChoose').length;
  for (const ability of object.template.abilities) {
    if (ability.kind !== 'static' || ability.effect.kind !== 'entersWith') continue;
    if (ability.effect.optional) {
      // 702.98a: "You may have ~ enter the battlefield with …": one `may` answer each, in order; yes by default.
      const yes = entering.answers?.may?.[asked] ?? true;
      asked++;
      // 702.104a: tribute's choice is the chosen opponent's (with two players, the opponent); the answer is theirs,
      // and the permanent remembers it for "if tribute wasn't paid" (702.104b).
      if (ability.effect.tribute) {
        const paid = tx.state.objects[object.id]?.tributePaid;
        tx.set(['objects', object.id, 'tributePaid'], paid, yes);
      }
      if (!yes) {
        declined(tx, object, ability.effect, entering);
        continue;
      }
    }
    if (ability.effect.oneOf) {
      const answer = entering.answers?.choices?.[named]?.toLowerCase();
      named++;
      applyOne(tx, object, chosenCounter(ability.effect, answer), entering);
    } else applyOne(tx, object, ability.effect, entering);
  }
}

/**
 * "with your choice of a deathtouch counter or a lifelink counter on it": the counter answered by its kind, else the
 * first listed.
 */
function chosenCounter(effect: EntersWith, answer: string | undefined): EntersWith {
  const chosen = effect.counters.find((c) => c.counter === answer) ?? effect.counters[0];
  return { ...effect, counters: chosen ? [chosen] : [] };
}

/**
 * 702.136a (riot): "If you don't, it gains haste.": a continuous effect on the permanent from the moment it enters,
 * lasting while it is that object (400.7: `lifecycle.endEffectsOn` ends it as it leaves), its source itself.
 */
function declined(tx: Transaction, object: GameObject, effect: EntersWith, entering: Entering): void {
  if (effect.otherwise) entersWithAbilities(tx, object, effect.otherwise, entering);
}

/**
 * 614.1c: what it enters with besides counters ("and with haste", riot's "If you don't, it gains haste."): a
 * continuous effect on the permanent from the moment it enters, lasting while it is that object (400.7:
 * `lifecycle.endEffectsOn` ends it as it leaves), its source itself.
 */
function entersWithAbilities(
  tx: Transaction,
  object: GameObject,
  modifications: readonly Modification[],
  entering: Entering,
): void {
  const controller = tx.state.objects[object.id]?.controller ?? object.controller;
  const ctx = effectContext(tx, [], { source: object.id, controller, x: entering.x, choice: 0, targets: [] });
  addContinuousEffect(tx, {
    source: object.id,
    sourceName: object.template.name,
    controller,
    objects: [object.id],
    modifications: modifications.map((m) =>
      evaluateModification(m, (a) => ctx.amount(a), controller, {
        source: tx.state.objects[object.id] ?? null,
        chooseColor: () => ctx.chooseColor(controller),
      }),
    ),
    duration: 'indefinitely',
  });
}

function applyOne(tx: Transaction, object: GameObject, effect: EntersWith, entering: Entering): void {
  const controller = tx.state.objects[object.id]?.controller ?? object.controller;
  if (effect.condition !== null) {
    const holds = checkCondition(tx.state, effect.condition, { controller, source: object.id });
    if (holds === effect.unless) return;
  }
  if (effect.tapped) tx.set(['objects', object.id, 'tapped'], tx.state.objects[object.id]?.tapped, true);
  if (effect.gains) entersWithAbilities(tx, object, effect.gains, entering);
  if (effect.counters.length === 0) return;
  const ctx = effectContext(tx, [], { source: object.id, controller, x: entering.x, choice: 0, targets: [] });
  for (const c of effect.counters) addCounters(tx, object.id, c.counter, ctx.amount(c.amount));
}
