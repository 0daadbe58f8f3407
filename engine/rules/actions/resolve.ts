import { ascend, hasAscend } from '../ops/citys-blessing.js';
import type { Effect } from '../../templates/card-template.js';
import { chosenEffects } from '../../templates/modes.js';
import { runEffects, type Resolution } from '../effects/run.js';
import { addContinuousEffect } from '../continuous/lifecycle.js';
import { moveTo } from '../ops/zones.js';
import { fail, ok, type Result } from '../result.js';
import { hasKeyword, isPermanentCard } from '../state/characteristics.js';
import { stackAbility } from '../state/abilities.js';
import { newId } from '../ops/ids.js';
import type { Transaction } from '../state/transaction.js';
import { leavingStackTo } from '../ops/stack.js';
import type { DelayedTrigger, ObjectId, SpellItem, StackItem, ZoneRef } from '../state/types.js';
import { chosenSlots } from '../targets/choose.js';
import { checkTarget } from '../targets/targets.js';
import { checkCondition } from '../triggers/conditions.js';
import { triggeredAbilityOf } from '../triggers/stack-triggers.js';
import { spellEffects } from './abilities.js';
import type { Answers } from './types.js';

/** The effects the item runs: for a modal spell or ability, those of its chosen modes only (700.2c). */
function effectsOf(tx: Transaction, item: StackItem): readonly Effect[] {
  return chosenEffects(printedEffects(tx, item), item.modes ?? []);
}

function printedEffects(tx: Transaction, item: StackItem): readonly Effect[] {
  if (item.kind === 'spell') {
    const card = tx.state.objects[item.card];
    return card ? spellEffects(card.template) : [];
  }
  // 113.7a, 603.10: an ability on the stack exists independently of its source, which may have left the
  // battlefield (a dies trigger resolves with its source in the graveyard); the object keeps its template.
  if (item.trigger !== null) return triggeredAbilityOf(tx.state, item)?.effects ?? [];
  const ability = stackAbility(tx.state, item);
  return ability?.kind === 'activated' ? ability.effects : [];
}

/** 603.4: a triggered ability's intervening "if" is checked again as it resolves. */
function conditionHolds(tx: Transaction, item: StackItem): boolean {
  if (item.kind !== 'ability' || item.trigger === null) return true;
  const condition = triggeredAbilityOf(tx.state, item)?.trigger.condition ?? null;
  return checkCondition(tx.state, condition, { controller: item.controller, source: item.source }, null, item.trigger);
}

/**
 * Rule 608: resolve the top object of the stack. Targets are checked again (608.2b): illegal ones are left
 * alone and, if every target is illegal, the spell or ability doesn't resolve ("fizzles"). A resolved instant
 * or sorcery goes to its owner's graveyard (608.2n); a permanent spell enters the battlefield (608.3).
 * A triggered ability whose intervening "if" is now false is removed and does nothing (603.4). `answers` are the
 * controller's choices as it resolves ("you may", 608.2d).
 */
export function resolveTop(tx: Transaction, answers?: Answers, asked?: Resolution['asked']): Result {
  const item = tx.state.stack[tx.state.stack.length - 1];
  if (!item) return fail('the stack is empty');
  tx.set(['stack'], tx.state.stack, tx.state.stack.slice(0, -1));
  if (!conditionHolds(tx, item)) {
    tx.emit({ type: 'conditionFailed', item: item.id });
    return ok();
  }
  const effects = effectsOf(tx, item);
  const slots = chosenSlots(effects, item, item.x);
  const source = item.kind === 'spell' ? item.card : item.source;
  // "target creature that player controls": the player the trigger is about, as when its targets were chosen.
  const thatPlayer = item.kind === 'ability' ? (item.trigger?.player ?? null) : null;
  const targets = item.targets.map((id, i) => {
    const slot = slots[i];
    return slot !== undefined &&
      checkTarget(tx.state, slot, id, item.controller, source, { x: item.x, player: thatPlayer }).ok
      ? id
      : null;
  });
  // 608.2b: only something that had targets can lose them all (a trigger may leave "up to" targets unchosen).
  const fizzled = item.targets.length > 0 && slots.length > 0 && targets.every((t) => t === null);
  if (fizzled) {
    tx.emit({ type: 'fizzled', item: item.id });
  } else {
    // 702.131a: an instant's or sorcery's ascend is done first, so "If you have the city's blessing" sees it.
    const card = item.kind === 'spell' ? tx.state.objects[item.card] : undefined;
    if (card && !isPermanentCard(card.template) && hasAscend(tx.state, card.id)) ascend(tx, item.controller);
    // A modal spell or ability runs as printed: its modal effect runs the chosen modes (700.2, effects/modal.ts).
    runEffects(tx, printedEffects(tx, item), {
      source,
      controller: item.controller,
      x: item.x,
      choice: item.choice,
      targets,
      ...(item.targetCounts ? { targetCounts: item.targetCounts } : {}),
      ...(item.division ? { division: item.division } : {}),
      ...(item.sacrificed ? { sacrificed: item.sacrificed } : {}),
      trigger: item.kind === 'ability' ? item.trigger : null,
      answers,
      ...(item.modes ? { modes: item.modes } : {}),
      ...(asked ? { asked } : {}),
      ...(item.kind === 'ability' ? { stackedAt: idNumber(item.id) } : {}),
    });
    tx.emit({ type: 'resolved', item: item.id });
  }
  if (item.kind === 'spell') {
    const card = tx.state.objects[item.card];
    if (card && card.zone.zone === 'stack') {
      const enters = isPermanentCard(card.template) && !fizzled;
      // 707.10f, 608.3b: a copy of a permanent spell becomes a token as it resolves (any other copy ceases to exist).
      if (enters && card.spellCopy === true) {
        tx.set(['objects', card.id, 'spellCopy'], true, undefined);
        tx.set(['objects', card.id, 'token'], false, true);
      }
      // 702.27a: a spell whose buyback cost was paid goes to its owner's hand as it resolves (not when it fizzles).
      const to: ZoneRef = enters
        ? { player: item.controller, zone: 'battlefield' }
        : { player: card.owner, zone: item.buyback === true && !fizzled ? 'hand' : 'graveyard' };
      // 702.88a: rebound exiles a spell cast from its owner's hand instead of putting it into the graveyard as it
      // resolves, and offers it again at the beginning of its controller's next upkeep.
      if (!fizzled && to.zone === 'graveyard' && item.fromHand === true && hasKeyword(card, 'rebound', tx.state)) {
        rebound(tx, item, card.id);
        return ok();
      }
      // 702.34a: a spell cast with flashback is exiled instead, however it leaves the stack.
      // 107.3m: a permanent's "enters with X counters" uses the X of the spell it was.
      moveTo(tx, card.id, leavingStackTo(item, card, to), -1, { x: item.x, ...(answers ? { answers } : {}) });
      if (enters && item.suspendHaste === true) suspendHaste(tx, item, card.id);
    }
  }
  return ok();
}

/**
 * 702.88a: "exile it and, at the beginning of your next upkeep, you may cast this card from exile without paying its
 * mana cost": a delayed triggered ability (603.7) about the card in exile (603.7c: not if it has left exile since).
 */
function rebound(tx: Transaction, item: SpellItem, card: ObjectId): void {
  const owner = tx.state.objects[card]?.owner ?? item.controller;
  moveTo(tx, card, { player: owner, zone: 'exile' });
  const trigger: DelayedTrigger = {
    id: newId(tx, 'd'),
    source: card,
    controller: item.controller,
    ability: {
      kind: 'triggered',
      line: 0,
      text: 'Rebound: you may cast it from exile without paying its mana cost',
      trigger: { event: { kind: 'beginningOfStep', step: 'upkeep', whose: 'you' }, condition: null },
      effects: [{ kind: 'castWithoutPaying', what: { kind: 'it' } }],
    },
    context: { object: card, player: null, amount: null, objectZone: { player: owner, zone: 'exile' } },
  };
  tx.set(['delayedTriggers'], tx.state.delayedTriggers, [...tx.state.delayedTriggers, trigger]);
}

/**
 * 702.62a: the creature a suspended card became has haste until its caster loses control of it (611.2b: "for as long
 * as you control ~"; its control while a spell was the caster's, 601.2).
 */
function suspendHaste(tx: Transaction, item: SpellItem, card: ObjectId): void {
  const permanent = tx.state.objects[card];
  if (permanent?.zone.zone !== 'battlefield' || permanent.controller !== item.controller) return;
  addContinuousEffect(tx, {
    source: card,
    sourceName: permanent.template.name,
    controller: item.controller,
    objects: [card],
    modifications: [{ kind: 'addKeywords', keywords: ['haste'] }],
    duration: 'whileYouControlSource',
  });
}

/** The state's id counter an id was made with (`a17`: 17, see ops/ids.ts): ids are made in order. */
function idNumber(id: string): number {
  return Number.parseInt(id.slice(1), 10);
}
