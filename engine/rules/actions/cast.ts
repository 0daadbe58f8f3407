import { payWithConvoke } from '../costs/convoke.js';
import { payWithDelve } from '../costs/delve.js';
import { payWithAssist } from '../costs/assist.js';
import { conspireTrigger, payConspire } from '../costs/conspire.js';
import { payWithImprovise } from '../costs/improvise.js';
import { fromUnits, manaUnits } from '../costs/mana-units.js';
import { payCosts } from '../costs/pay-costs.js';
import { totalManaCost } from '../costs/spell-cost.js';
import { unimplementedReason } from '../implementations/registry.js';
import { newId } from '../ops/ids.js';
import { turnFaceDown } from '../ops/face-down.js';
import { markCastFor } from '../ops/alternative-cost.js';
import { kickerCosts, markKicked } from '../ops/kicker.js';
import { manaSpentSince, markCast } from '../ops/cast-record.js';
import { emitTargeted } from '../ops/targeted.js';
import { recordSpellCast } from '../state/turn-record.js';
import { endFreeCast, freeCastOf } from '../ops/free-cast.js';
import { playPermission } from '../ops/play-permission.js';
import { moveTo } from '../ops/zones.js';
import { castSplitAs } from '../ops/split-card.js';
import { fail, ok, type Result } from '../result.js';
import { hasKeyword, isLand, isPermanentCard, typesOf } from '../state/characteristics.js';
import { describe } from '../state/queries.js';
import { addPools } from '../mana/pool.js';
import type { Transaction } from '../state/transaction.js';
import type { ObjectId, SpellItem } from '../state/types.js';
import type { ManaCost } from '../../mana/mana-symbol.js';
import { chosenEffects } from '../../templates/modes.js';
import { chooseTargets } from '../targets/choose.js';
import { checkChoice, checkModes, checkX, spellEffects } from './abilities.js';
import {
  alternativePayment,
  buybackPayment,
  castingCost,
  entwinePayment,
  freeCastingCost,
  hasAftermath,
} from './cast-options.js';
import { castRestrictionProblem } from './restrictions.js';
import { splitSecondProblem } from './split-second.js';
import { castProhibition } from '../prohibitions/prohibitions.js';
import { checkSorceryTiming, flashPermission } from './timing.js';
import type { Action } from './types.js';

/**
 * Rule 601.2: move the card to the stack, announce choices (modes, X, targets), then pay the total cost.
 * Anything illegal fails the action, and the transaction puts the card back (601.2e / 726).
 */
export function cast(tx: Transaction, action: Extract<Action, { type: 'cast' }>): Result {
  const card0 = tx.state.objects[action.card];
  if (!card0) return fail(`no card ${action.card}`);
  const splitSecond = splitSecondProblem(tx.state);
  if (splitSecond !== null) return fail(`can't cast ${describe(tx.state, card0.id)}: ${splitSecond}`);
  // 709.3, 702.102a: a split card is cast as the half chosen, or both halves fused; only that is evaluated (709.3a).
  const split = castSplitAs(tx, card0.id, action, action.player);
  if (!split.ok) return split;
  const printed = tx.state.objects[action.card] ?? card0;
  const name = describe(tx.state, printed.id);
  // 702.127a: "This half of this split card can't be cast from any zone other than a graveyard."
  if (hasAftermath(printed.template) && printed.zone.zone !== 'graveyard') {
    return fail(`${name} has aftermath: it can be cast only from a graveyard (702.127a)`);
  }
  const faceDown = action.faceDown === true;
  if (!faceDown && isLand(printed) && printed.zone.zone === 'hand' && printed.zone.player === action.player) {
    return fail(`${name} is a land: play it instead of casting it (305.9)`);
  }
  // 601.3: an effect may let the player cast it from exile ("You may play that card this turn."), maybe for no mana.
  const permission = faceDown ? null : playPermission(tx.state, printed, action.player, false);
  if (permission && isLand(printed)) return fail(`${name} is a land: play it instead of casting it (305.9)`);
  // 601.2a, 601.2f: from the hand, or from the graveyard with flashback (702.34a); kicker adds its cost (702.33a);
  // face down with morph for {3} (702.37c).
  // 118.9, 601.2b: or for an alternative cost it has ("You may pay … rather than pay ~'s mana cost", evoke).
  // 608.2g: a card a resolving ability lets the player cast without paying its mana cost (cascade, rebound).
  const free = freeCastOf(tx.state, action.player, printed.id);
  // 702.35a: madness's offer is to cast the card for its madness cost, that alternative cost and no other (118.9a).
  const offered = free?.alternative;
  if (offered !== undefined && (faceDown || (action.alternative ?? offered) !== offered)) {
    return fail(`${name} is cast for its madness cost as its trigger resolves, no other (702.35a, 118.9a)`);
  }
  // 118.9: "… without paying its mana cost" from a permission: no mana, but its type's timing still applies.
  const noMana = (free !== null && offered === undefined) || permission?.free === true;
  if (noMana && (faceDown || action.alternative !== undefined || action.buyback === true)) {
    return fail(`${name} is cast without paying its mana cost: no other alternative cost applies (118.9a)`);
  }
  // 107.3b: paying neither its mana cost nor an alternative cost with X, X is 0.
  if (noMana && (action.x ?? 0) !== 0) return fail(`${name} is cast without paying its mana cost, so X is 0 (107.3b)`);
  const alternativeIndex = offered ?? action.alternative;
  const alternative =
    alternativeIndex === undefined
      ? null
      : alternativePayment(tx.state, printed, action.player, alternativeIndex, action.x ?? 0, name);
  if (alternative && !alternative.ok) return alternative;
  // 702.33b: the kicker costs paid: those `kickers` names, else the first.
  const kickers = action.kicked === true ? (action.kickers ?? [0]) : [];
  const casting = noMana
    ? freeCastingCost(printed.template, kickers, name)
    : castingCost(
        printed,
        action.player,
        kickers,
        name,
        faceDown,
        alternative?.value ?? null,
        permission !== null,
        offered !== undefined,
      );
  if (!casting.ok) return casting;
  // 702.27a: buyback adds its cost too (an optional additional cost, 601.2f).
  const buyback = action.buyback === true ? buybackPayment(printed.template, name) : null;
  if (buyback && !buyback.ok) return buyback;
  // 702.42a: entwined (all its modes chosen), it costs its entwine cost more (601.2f).
  const entwine = entwinePayment(printed.template, action.modes);
  const cost = [...casting.value.mana, ...(buyback?.value.mana ?? []), ...(entwine?.mana ?? [])];
  // 708.4: turned face down before it is put onto the stack, so everything below sees the face-down 2/2.
  if (faceDown) turnFaceDown(tx, printed.id);
  const state = tx.state;
  const card = state.objects[printed.id] ?? printed;
  // An instant or sorcery whose text wasn't understood would resolve doing only part of what it says.
  const unreadable = card.template.abilities.find((a) => a.kind === 'unparsed');
  if (unreadable && !isPermanentCard(card.template)) {
    return fail(`can't cast ${name}: "${unreadable.text}" was not understood by the parser`);
  }
  // Likewise an `apply` line naming something the engine doesn't carry out.
  for (const a of card.template.abilities) {
    const missing = a.kind === 'applied' && !isPermanentCard(card.template) ? unimplementedReason(a) : null;
    if (missing !== null) return fail(`can't cast ${name}: ${missing}`);
  }
  const instantSpeed = card.template.types.includes('instant') || hasKeyword(card, 'flash');
  // 601.3b-d: "You may cast ~ as though it had flash" allows what sorcery timing doesn't, maybe for a price (601.3c).
  let flashExtra: ManaCost = [];
  // 608.2g: cast during a resolution, not by the timing of its card type (307.1).
  if (!instantSpeed && !free) {
    const timing = checkSorceryTiming(state, action.player, `${name} can be cast`);
    const permission = timing.ok ? null : flashPermission(state, card, action.player);
    if (!timing.ok && !permission) return timing;
    flashExtra = permission?.extra ?? [];
  }
  // 601.3, 113.6e: the card's own "Cast ~ only during combat." / "… only if …" must allow it too.
  const restricted = castRestrictionProblem(state, card.template.abilities, action.player, card.id);
  if (restricted !== null) return fail(`${name} can be cast ${restricted}`);
  // 601.2b, 700.2a: the modes are announced first; only the chosen modes' targets are chosen (700.2c).
  const modes = checkModes(spellEffects(card.template), action.modes, entwine !== null);
  if (!modes.ok) return fail(`can't cast ${name}: ${modes.reason}`);
  const effects = chosenEffects(spellEffects(card.template), modes.value);
  const x = checkX(action.x);
  if (!x.ok) return x;
  const choice = checkChoice(effects, action.choice);
  if (!choice.ok) return choice;

  // 601.2a: the card moves to the stack first; 601.2c: then targets are chosen, so a spell that could target
  // spells is there and can't target itself (115.5); 601.2h: then the cost is paid.
  const fromHand = card.zone.zone === 'hand';
  const castFrom = card.zone.zone;
  if (free) endFreeCast(tx);
  moveTo(tx, card.id, { zone: 'stack' });
  tx.set(['objects', card.id, 'controller'], card.controller, action.player);
  // 601.3, 101.2: "Your opponents can't cast spells during your turn." — seen as the spell it is now (601.2a).
  const prohibited = castProhibition(tx.state, card.id, action.player, castFrom);
  if (prohibited !== null) return fail(`can't cast ${name}: ${prohibited}`);
  if (action.kicked === true) markKicked(tx, card.id, kickers);
  // 702.74a: "if its evoke cost was paid" looks at the spell and the permanent it becomes.
  const keyword = alternative?.value.keyword ?? null;
  if (keyword !== null) markCastFor(tx, card.id, keyword);
  const targets = chooseTargets(tx.state, effects, action, action.player, card.id, x.value);
  if (!targets.ok) return fail(`can't cast ${name}: ${targets.reason}`);
  const item: SpellItem = {
    kind: 'spell',
    id: newId(tx, 'a'),
    card: card.id,
    controller: action.player,
    ...targets.value,
    x: x.value,
    choice: choice.value,
    kicked: action.kicked === true,
    ...(action.kicked === true && kickerCosts(card.template).length > 1 ? { kickers } : {}),
    // 702.127a: an aftermath half cast from a graveyard (for no mana too) is exiled as it leaves the stack.
    ...(casting.value.flashback || (hasAftermath(card.template) && castFrom === 'graveyard')
      ? { flashback: true as const }
      : {}),
    ...(buyback ? { buyback: true as const } : {}),
    ...(fromHand ? { fromHand: true as const } : {}),
    // 702.62a: "If you cast a creature spell this way, it gains haste …".
    ...(free?.suspend === true && typesOf(card, state).includes('creature') ? { suspendHaste: true as const } : {}),
    ...(action.alternative !== undefined ? { alternative: action.alternative } : {}),
    ...(modes.value.length > 0 ? { modes: modes.value } : {}),
  };
  tx.set(['stack'], tx.state.stack, [...tx.state.stack, item]);
  // 601.2f, 601.2h: the total cost is the mana cost (or the alternative cost) plus every additional cost, with the
  // cost increases and reductions of the spell itself and of permanents.
  const additional = [
    ...(alternative?.value.others ?? []),
    ...(casting.value.additional ?? []),
    ...card.template.abilities.flatMap((a) => (a.kind === 'additionalCost' ? a.costs : [])),
    ...(buyback?.value.others ?? []),
    ...(entwine?.others ?? []),
  ];
  const paying = tx.events.length;
  const determined = totalManaCost(tx.state, card.id, action.player, [...cost, ...flashExtra], x.value);
  const total = payByKeywords(tx, action, card.id, determined, x.value);
  if (!total.ok) return fail(`can't cast ${name}: ${total.reason}`);
  // 702.78a: conspire's two creatures are tapped with the rest of the total cost (before mana sources are tapped).
  const conspire = action.conspire ?? [];
  if (conspire.length > 0) {
    const tapped = payConspire(tx, action.player, card.id, conspire);
    if (!tapped.ok) return fail(`can't cast ${name}: ${tapped.reason}`);
  }
  const paid = payCosts(
    tx,
    {
      player: action.player,
      source: card.id,
      x: x.value,
      phyrexian: action.phyrexian,
      autoTap: action.autoTap,
      purpose: { cast: card.id },
      ...(action.costChoices ? { choices: action.costChoices } : {}),
    },
    [...additional, { kind: 'mana', mana: total.value }],
  );
  if (!paid.ok) return fail(`can't cast ${name}: ${paid.reason}`);
  // 601.2: where it was cast from, by whom, when, and the mana spent ("if you cast it from your hand", adamant).
  // 702.132a: mana the assisting player paid was spent to cast it too.
  const spent = manaSpentSince(tx, action.player, paying);
  const assisted = action.assist ? manaSpentSince(tx, action.assist.player, paying) : null;
  markCast(tx, card.id, castFrom, action.player, assisted ? addPools(spent, assisted) : spent);
  // 608.2h: the spell remembers what its additional cost sacrificed ("the sacrificed creature's power").
  if (paid.value.sacrificed.length > 0) {
    const paidItem: SpellItem = { ...item, sacrificed: paid.value.sacrificed };
    tx.set(['stack'], tx.state.stack, [...tx.state.stack.filter((i) => i.id !== item.id), paidItem]);
  }
  // 601.2c: its targets became targets as they were chosen; their triggers wait until it is cast (601.2i).
  emitTargeted(tx, item);
  recordSpellCast(tx, action.player, card.id);
  tx.emit({ type: 'spellCast', player: action.player, card: card.id, item: item.id });
  // 702.78a, 603.12: "When you do, copy it …" triggers as the conspire cost is paid.
  const cast = tx.state.stack.find((i): i is SpellItem => i.kind === 'spell' && i.id === item.id);
  if (conspire.length > 0 && cast) conspireTrigger(tx, cast);
  return ok();
}

/**
 * 702.51b, 702.66b, 702.126b: convoke, delve and improvise apply once the total cost is determined: the creatures
 * tapped, the cards exiled and the artifacts tapped pay some of it (convoke first, so it may take colored mana), then
 * the assisting player's mana some of its generic mana (702.132a), and the rest is paid with mana. Returns the mana left to pay (X already counted in), or the cost as it was when nothing is
 * chosen.
 */
function payByKeywords(
  tx: Transaction,
  action: Extract<Action, { type: 'cast' }>,
  card: ObjectId,
  total: ManaCost,
  x: number,
): Result<ManaCost> {
  const convoke = action.convoke ?? [];
  const delve = action.delve ?? [];
  const improvise = action.improvise ?? [];
  const assist = action.assist ?? null;
  if (convoke.length === 0 && delve.length === 0 && improvise.length === 0 && assist === null) return ok(total);
  const object = tx.state.objects[card];
  const name = object ? describe(tx.state, card) : card;
  if (convoke.length > 0 && !(object && hasKeyword(object, 'convoke', tx.state))) {
    return fail(`${name} has no convoke (702.51)`);
  }
  if (delve.length > 0 && !(object && hasKeyword(object, 'delve', tx.state)))
    return fail(`${name} has no delve (702.66)`);
  if (improvise.length > 0 && !(object && hasKeyword(object, 'improvise', tx.state)))
    return fail(`${name} has no improvise (702.126)`);
  let units = manaUnits(total, x);
  if (convoke.length > 0) {
    const left = payWithConvoke(tx, action.player, convoke, units);
    if (!left.ok) return left;
    units = left.value;
  }
  if (delve.length > 0) {
    const left = payWithDelve(tx, action.player, delve, units);
    if (!left.ok) return left;
    units = left.value;
  }
  if (improvise.length > 0) {
    const left = payWithImprovise(tx, action.player, improvise, units);
    if (!left.ok) return left;
    units = left.value;
  }
  if (assist !== null) {
    const left = payWithAssist(tx, action.player, card, assist, units, action.autoTap === true);
    if (!left.ok) return left;
    units = left.value;
  }
  return ok(fromUnits(units));
}
