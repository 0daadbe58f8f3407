import { payCosts } from '../costs/pay-costs.js';
import { countActivation, restrictionProblem } from './restrictions.js';
import { countLoyaltyActivation, isLoyaltyAbility, loyaltyProblem } from './loyalty.js';
import { afterManaAbility } from '../mana/tapped-for-mana.js';
import { runEffects } from '../effects/run.js';
import { newId } from '../ops/ids.js';
import { emitTargeted } from '../ops/targeted.js';
import { fail, ok, type Result } from '../result.js';
import { describe } from '../state/queries.js';
import type { Transaction } from '../state/transaction.js';
import type { AbilityItem, GameObject, PlayerId } from '../state/types.js';
import type { Ability } from '../../templates/card-template.js';
import { chosenEffects } from '../../templates/modes.js';
import { chooseTargets } from '../targets/choose.js';
import { activationProblem, checkChoice, checkModes, checkX } from './abilities.js';
import { splitSecondProblem } from './split-second.js';
import { activationBanned } from './activation-ban.js';
import type { Action } from './types.js';
import { abilityAt } from '../state/abilities.js';

/**
 * 602.2, 113.6: a permanent's abilities work on the battlefield and only its controller activates them (any player,
 * when the ability says so); an ability that works from the hand (cycling, 702.29a) only there, by the player whose
 * hand it is, and not on the battlefield;
 * one that works from the graveyard ("Return ~ from your graveyard …", 113.6m; unearth, 702.84a) only from its
 * owner's graveyard, by its owner (602.2: a card outside the battlefield and the stack has no controller).
 */
function activationZoneProblem(source: GameObject, ability: Ability | undefined, player: PlayerId, name: string) {
  const zone = ability?.kind === 'activated' ? (ability.zone ?? 'battlefield') : 'battlefield';
  if (zone === 'hand') {
    if (source.zone.zone !== 'hand')
      return `${name} is not in a hand: "${ability?.text ?? ''}" works only from there (702.29a)`;
    return source.zone.player === player ? null : `${name} is in ${source.zone.player}'s hand`;
  }
  if (zone === 'graveyard') {
    if (source.zone.zone !== 'graveyard')
      return `${name} is not in a graveyard: "${ability?.text ?? ''}" works only from there (113.6m)`;
    return source.owner === player ? null : `${name} is in ${source.owner}'s graveyard`;
  }
  if (source.zone.zone !== 'battlefield') return `${name} is not on the battlefield`;
  // 602.2: only its controller may activate a permanent's ability, unless it says "Any player may activate …".
  if (ability?.kind === 'activated' && ability.anyPlayer === true) return null;
  return source.controller === player ? null : `${name} is controlled by ${source.controller}`;
}

/**
 * Rule 602.2: announce, choose X / options / targets, pay costs. A mana ability then resolves at once without
 * the stack (605.3b); any other ability goes on the stack (405.1) and resolves later with its targets checked
 * again (608.2b).
 */
export function activate(tx: Transaction, action: Extract<Action, { type: 'activate' }>): Result {
  const state = tx.state;
  const source = state.objects[action.source];
  if (!source) return fail(`no object ${action.source}`);
  const name = describe(state, source.id);
  const ability = abilityAt(state, source, action.ability);
  const lost = ability === undefined ? source.template.abilities[action.ability] : undefined;
  if (lost) return fail(`can't activate ${name}: it has lost "${lost.text}" (613.1f, 305.7)`);
  const where = activationZoneProblem(source, ability, action.player, name);
  if (where !== null) return fail(where);
  const problem = activationProblem(ability);
  if (problem !== null || ability?.kind !== 'activated') return fail(`can't activate ${name}: ${problem ?? ''}`);
  const banned = activationBanned(state, source, ability);
  if (banned !== null) return fail(`can't activate ${name}: ${banned}`);
  const splitSecond = ability.isManaAbility ? null : splitSecondProblem(state);
  if (splitSecond !== null) return fail(`can't activate ${name}: ${splitSecond}`);
  // 602.2b, 700.2a: modes first; then only the chosen modes' targets (700.2c).
  const modes = checkModes(ability.effects, action.modes);
  if (!modes.ok) return fail(`can't activate ${name}: ${modes.reason}`);
  const effects = chosenEffects(ability.effects, modes.value);
  const x = checkX(action.x);
  if (!x.ok) return x;
  const choice = checkChoice(effects, action.choice);
  if (!choice.ok) return fail(`can't activate ${name}: ${choice.reason}`);
  const targets = chooseTargets(state, effects, action, action.player, source.id, x.value);
  if (!targets.ok) return fail(`can't activate ${name}: ${targets.reason}`);

  // 602.5b: restrictions on when it may be activated are checked as it is announced.
  const restricted = restrictionProblem(tx.state, ability.restrictions, action.player, source.id, action.ability);
  if (restricted !== null) return fail(`can't activate ${name}: ${restricted}`);
  const loyalty = isLoyaltyAbility(ability);
  const loyaltyRule = loyalty ? loyaltyProblem(tx.state, action.player, source.id) : null;
  if (loyaltyRule !== null) return fail(`can't activate ${name}: ${loyaltyRule}`);

  // 601.2h / 602.2b: costs that choose take the chosen objects (or the defaults) as they are paid.
  const paid = payCosts(
    tx,
    {
      player: action.player,
      source: source.id,
      x: x.value,
      phyrexian: action.phyrexian,
      autoTap: action.autoTap,
      purpose: { activate: source.id },
      ...(action.costChoices ? { choices: action.costChoices } : {}),
    },
    ability.costs,
  );
  if (!paid.ok) return fail(`can't activate ${name}: ${paid.reason}`);
  // 702.29c: activating a cycling ability is cycling its card.
  if (ability.cycling === true) tx.emit({ type: 'cycled', player: action.player, card: source.id });
  countActivation(tx, ability.restrictions, source.id, action.ability);
  if (loyalty) countLoyaltyActivation(tx, source.id);

  if (ability.isManaAbility) {
    tx.emit({
      type: 'abilityActivated',
      player: action.player,
      source: source.id,
      ability: action.ability,
      item: null,
    });
    const eventsBefore = tx.events.length;
    runEffects(tx, ability.effects, {
      source: source.id,
      controller: action.player,
      x: x.value,
      choice: choice.value,
      targets: [],
      modes: modes.value,
      sacrificed: paid.value.sacrificed,
    });
    afterManaAbility(tx, action.player, source.id, ability.costs, eventsBefore);
    return ok();
  }
  const item: AbilityItem = {
    kind: 'ability',
    id: newId(tx, 'a'),
    source: source.id,
    ability: action.ability,
    text: ability.text,
    controller: action.player,
    ...targets.value,
    x: x.value,
    choice: choice.value,
    trigger: null,
    ...(modes.value.length > 0 ? { modes: modes.value } : {}),
    // 608.2h: what its costs sacrificed, as it last was ("the sacrificed creature's power").
    ...(paid.value.sacrificed.length > 0 ? { sacrificed: paid.value.sacrificed } : {}),
    // 613.1f: an ability an effect gave it is kept with the item (113.7a: it resolves even if the effect ends).
    ...(action.ability >= source.template.abilities.length ? { granted: ability } : {}),
    // 113.7a, 704.5d: a token sacrificed to pay for it ceases to exist; the ability resolves from its template.
    ...(source.token ? { sourceTemplate: source.template } : {}),
  };
  tx.set(['stack'], tx.state.stack, [...tx.state.stack, item]);
  tx.emit({
    type: 'abilityActivated',
    player: action.player,
    source: source.id,
    ability: action.ability,
    item: item.id,
  });
  // 602.2b: its targets, chosen as it was activated.
  emitTargeted(tx, item);
  return ok();
}
