import { drawReplacementFor, isFirstDrawInDrawStep } from '../replacement/draw.js';
import { endEffectsFrom, endEffectsOn } from '../continuous/lifecycle.js';
import { stampNow, unattach } from './attachments.js';
import { unpair } from './pairing.js';
import { forgetCastForOnMove } from './alternative-cost.js';
import { forgetKickedOnMove } from './kicker.js';
import { forgetCastOnMove } from './cast-record.js';
import { forgetPlayableOnMove } from './play-permission.js';
import { revealFaceDownOnMove } from './face-down.js';
import { revertTransformOnMove } from './transform.js';
import { revertSplitOnMove } from './split-card.js';
import { indexInZone } from '../edits/edit.js';
import { entersTapped } from '../implementations/hooks.js';
import { isCreature, parseStat } from '../state/characteristics.js';
import type { Transaction } from '../state/transaction.js';
import { DESIGNATIONS } from '../../templates/card-template.js';
import type { GameObject, ObjectId, PlayerId, PlayerZoneName, ZoneRef } from '../state/types.js';
import { removeFromCombat } from './combat-membership.js';
import { forgetDamageOf, recordDied, recordEntered, recordLeft } from '../state/turn-record.js';
import { forgetPreventionShieldsOf } from '../damage/prevention.js';
import { applyEntersWith, NOT_CAST, type Entering } from '../replacement/entering.js';
import { applyDevour } from '../replacement/devour.js';
import { applyAsEntersChoices } from '../replacement/as-enters.js';
import { applyAsEntersPay } from '../replacement/as-enters-pay.js';
import { exiledInsteadOfDying } from '../replacement/exile-if-dies.js';
import { graveyardInstead } from '../replacement/graveyard.js';
import { shuffleLibrary } from './library.js';
import type { GraveyardInstead } from '../../templates/card-template.js';
import { applyEntersAsCopy } from '../replacement/enters-as-copy.js';
import { ceaseToExist } from './spell-copy.js';
import { forgetExiledWithOnMove, returnExiledUntil } from './exiled-with.js';

/**
 * Moving objects between zones. Rule 400.7: an object that changes zones becomes a new object with no memory
 * of its previous existence, so tapped state, damage, counters, shields and continuous effects on it are reset on the way.
 */
/** `entering` is what a permanent's replacement effects know as it enters the battlefield (614.12). */
export function moveTo(
  tx: Transaction,
  id: ObjectId,
  destination: ZoneRef,
  index = -1,
  entering: Entering = NOT_CAST,
): boolean {
  const object = tx.state.objects[id];
  if (!object) return false;
  const from = object.zone;
  // 707.10a, 704.5e: a copy of a spell anywhere but the stack ceases to exist: it never arrives (it is no card).
  if (object.spellCopy === true && destination.zone !== 'stack') {
    ceaseToExist(tx, object);
    return false;
  }
  // 614.1a, 702.84a: "if it would leave the battlefield, exile it instead of putting it anywhere else".
  // 614.1a, 700.4: "If that creature would die this turn, exile it instead.", "If ~ would die, exile it instead."
  const exiled =
    from.zone === 'battlefield' &&
    destination.zone !== 'exile' &&
    (object.exileOnLeave === true || (destination.zone === 'graveyard' && exiledInsteadOfDying(tx.state, object)));
  // 614.1a: "If a card or token would be put into a graveyard from anywhere, exile it instead.", "If ~ would die, put it
  // on the bottom of its owner's library instead.", "… reveal ~ and shuffle it into its owner's library instead."
  const instead = exiled || destination.zone !== 'graveyard' ? null : graveyardInstead(tx.state, object, from);
  const to: ZoneRef = exiled
    ? { player: object.owner, zone: 'exile' }
    : instead
      ? { player: object.owner, zone: INSTEAD_ZONES[instead] }
      : destination;
  if (instead === 'libraryShuffled') tx.emit({ type: 'revealed', player: object.owner, cards: [id] });
  // 700.4: "dies" means put into a graveyard from the battlefield, as the creature it was there (morbid).
  if (from.zone === 'battlefield' && to.zone === 'graveyard' && isCreature(object, tx.state)) recordDied(tx);
  if (from.zone === 'battlefield') leaveBattlefield(tx, object);
  // 608.2h: what it had on the battlefield is its last known information only until it moves on.
  else if (object.lastCounters) tx.set(['objects', id, 'lastCounters'], object.lastCounters, undefined);
  if (from.zone !== 'battlefield' && object.lastAttachedTo !== undefined) {
    tx.set(['objects', id, 'lastAttachedTo'], object.lastAttachedTo, undefined);
  }
  if (from.zone !== 'battlefield' && object.lastController !== undefined) {
    tx.set(['objects', id, 'lastController'], object.lastController, undefined);
  }
  // 401.4: a library is kept bottom → top, its bottom index 0.
  const toIndex = instead === 'libraryBottom' ? 0 : exiled || instead ? -1 : index;
  tx.apply({ kind: 'move', object: id, from, fromIndex: indexInZone(tx.state, id, from), to, toIndex });
  forgetKickedOnMove(tx, object, from, to);
  forgetCastForOnMove(tx, object, from, to);
  forgetCastOnMove(tx, object, from, to);
  forgetPlayableOnMove(tx, object, from, to);
  revealFaceDownOnMove(tx, object, from, to);
  revertTransformOnMove(tx, object, from, to);
  revertSplitOnMove(tx, object, from, to);
  forgetExiledWithOnMove(tx, object, from, to);
  // 400.7: attached to nothing once it is somewhere else (an Aura spell is attached as it enters, 608.3a).
  if (to.zone !== 'battlefield') unattach(tx, id);
  if (to.zone === 'battlefield') {
    enterBattlefield(tx, tx.state.objects[id] as GameObject, to.player, entering);
    recordEntered(tx, to.player, id);
  }
  tx.emit({ type: 'zoneChanged', object: id, from, to });
  if (instead === 'libraryShuffled') shuffleLibrary(tx, object.owner);
  // 610.3: what it exiled "until ~ leaves the battlefield" returns at once.
  if (from.zone === 'battlefield') returnExiledUntil(tx, object, (t, card, zone) => moveTo(t, card, zone));
  return true;
}

const INSTEAD_ZONES: Readonly<Record<GraveyardInstead, PlayerZoneName>> = {
  exile: 'exile',
  hand: 'hand',
  libraryBottom: 'library',
  libraryShuffled: 'library',
};

function leaveBattlefield(tx: Transaction, object: GameObject): void {
  recordLeft(tx, object.controller);
  forgetDamageOf(tx, object.id);
  removeFromCombat(tx, object.id);
  const path = ['objects', object.id] as const;
  tx.set([...path, 'tapped'], object.tapped, false);
  tx.set([...path, 'damage'], object.damage, 0);
  tx.set([...path, 'deathtouched'], object.deathtouched, false);
  if (Object.keys(object.counters).length > 0) {
    tx.set([...path, 'lastCounters'], object.lastCounters, object.counters);
    tx.set([...path, 'counters'], object.counters, {});
  }
  const shields = tx.state.shields;
  const kept = shields.filter((s) => s.object !== object.id);
  if (kept.length !== shields.length) tx.set(['shields'], shields, kept);
  endEffectsOn(tx, object.id);
  endEffectsFrom(tx, object.id);
  forgetPreventionShieldsOf(tx, object.id);
  // 400.7: a new object remembers no choice made as it entered (614.12).
  if (object.chosen !== undefined) tx.set([...path, 'chosen'], object.chosen, undefined);
  if (object.exileOnLeave) tx.set([...path, 'exileOnLeave'], object.exileOnLeave, undefined);
  if (object.exileIfDiesTurn !== undefined) tx.set([...path, 'exileIfDiesTurn'], object.exileIfDiesTurn, undefined);
  if (object.controller !== object.owner) {
    // 608.2h: who controlled it stays known while it stays where it went ("Its controller gains life …").
    tx.set([...path, 'lastController'], object.lastController, object.controller);
    tx.set([...path, 'controller'], object.controller, object.owner);
  }
  // 702.95e: a paired creature that leaves the battlefield becomes unpaired, and so does its partner.
  unpair(tx, object.id);
  // 702.112b, 701.31b: renowned, monstrous until it leaves the battlefield.
  for (const designation of DESIGNATIONS) {
    if (object[designation]) tx.set([...path, designation], object[designation], undefined);
  }
  // 608.2h: what it was attached to, for "enchanted creature" once it is gone.
  if (object.attachedTo !== null) tx.set([...path, 'lastAttachedTo'], object.lastAttachedTo, object.attachedTo);
  if (object.baseController !== undefined) tx.set([...path, 'baseController'], object.baseController, undefined);
}

function enterBattlefield(tx: Transaction, object: GameObject, controller: PlayerId, entering: Entering): void {
  const path = ['objects', object.id] as const;
  tx.set([...path, 'controller'], object.controller, controller);
  tx.set([...path, 'controlledSince'], object.controlledSince, tx.state.turn.number);
  // 613.7d: a permanent's timestamp is when it entered the battlefield.
  stampNow(tx, object.id);
  // 707.5: "You may have ~ enter the battlefield as a copy of …" applies first; the copied text's own replacement
  // effects below then apply to it.
  applyEntersAsCopy(tx, object, entering);
  object = tx.state.objects[object.id] as GameObject;
  // 614.1c, 614.12: "enters the battlefield tapped" replaces how it enters: tapped from the start, no tapped event.
  if (entersTapped(object, tx.state)) tx.set([...path, 'tapped'], object.tapped, true);
  // 306.5b: a planeswalker enters with its printed loyalty in loyalty counters.
  if (object.template.types.includes('planeswalker') && object.template.loyalty !== null) {
    tx.set([...path, 'counters', 'loyalty'], object.counters['loyalty'], parseStat(object.template.loyalty));
  }
  // 614.12: "As ~ enters the battlefield, choose a color.": chosen as it enters, remembered on it.
  applyAsEntersChoices(tx, tx.state.objects[object.id] as GameObject, entering);
  // 614.12, 118.12: "As ~ enters the battlefield, you may pay 2 life. If you don't, ~ enters the battlefield tapped."
  applyAsEntersPay(tx, tx.state.objects[object.id] as GameObject, entering);
  // 614.1c: "enters the battlefield with three +1/+1 counters on it", "… tapped unless you control a Mountain".
  applyEntersWith(tx, object, entering);
  // 702.82a: "Devour 2": creatures sacrificed as it enters, two +1/+1 counters for each.
  applyDevour(tx, object, entering);
}

export function ownerZone(object: GameObject, zone: PlayerZoneName): ZoneRef {
  return { player: object.owner, zone };
}

/**
 * Rule 121.2: draw the top card of the library; an empty library marks the player for 704.5b. A draw replacement in
 * force ("If you would draw a card, draw two cards instead.", 614.1a) makes it that many draws instead; `applied`
 * names the replacements that already made this draw (614.5).
 */
export function drawCard(tx: Transaction, player: PlayerId, applied: readonly string[] = []): boolean {
  const p = tx.state.players[player];
  if (!p) return false;
  const replacement = drawReplacementFor(tx.state, player, applied);
  if (replacement) {
    let drew = false;
    for (let i = 0; i < replacement.draws; i++) drew = drawCard(tx, player, [...applied, replacement.key]) || drew;
    return drew;
  }
  const top = p.zones.library[p.zones.library.length - 1];
  if (top === undefined) {
    tx.set(['players', player, 'drewFromEmptyLibrary'], p.drewFromEmptyLibrary, true);
    return false;
  }
  if (isFirstDrawInDrawStep(tx.state, player)) tx.set(['turn', 'drewInDrawStep'], undefined, true);
  moveTo(tx, top, { player, zone: 'hand' });
  tx.emit({ type: 'cardDrawn', player, card: top });
  return true;
}
