import { hasCitysBlessing } from '../ops/citys-blessing.js';
import { NOUN_NAMES, type AttachedHow, type Condition } from '../../templates/card-template.js';
import { allMatching, matchesDescription, type Viewpoint } from '../describe/matches.js';
import { hasSubtype, isCreature, powerOf, toughnessOf, typesOf } from '../state/characteristics.js';
import { wasCastFor } from '../ops/alternative-cost.js';
import { wasKicked } from '../ops/kicker.js';
import { checkCastCondition } from '../ops/cast-record.js';
import { comparedAmount } from '../describe/compared-amount.js';
import type { ChanceResults } from '../effects/types.js';
import { enteredThisTurn, happenedCount, permanentLeftThisTurn } from '../state/turn-record.js';
import type { GameState, ObjectId, TriggerContext } from '../state/types.js';

/**
 * Whether an intervening "if" clause (603.4) holds now, seen from the ability's controller and source: checked when
 * the trigger event happens (false: it doesn't trigger) and again as the ability resolves (false: it does nothing).
 * A null condition always holds. `it` is the object a resolving text named last (608.2c), for `objectIs` `it`;
 * `trigger` what the triggered ability triggered on, for conditions about its object (`hadCounters`).
 */
export function checkCondition(
  state: GameState,
  condition: Condition | null,
  viewpoint: Viewpoint,
  it: ObjectId | null = null,
  trigger: TriggerContext | null = null,
  chance: ChanceResults | null = null,
): boolean {
  if (condition === null) return true;
  switch (condition.kind) {
    case 'all':
      return condition.conditions.every((c) => checkCondition(state, c, viewpoint, it, trigger, chance));
    case 'versus': {
      // The same amount from each opponent's side (119.1 life, 107.1 counts): some opponent's, or every one's.
      const mine = comparedAmount(state, condition.amount, viewpoint);
      if (mine === null) return false;
      const opponents = state.playerOrder.filter((p) => p !== viewpoint.controller && !state.players[p]?.lost);
      const beats = (p: string): boolean => {
        const theirs = comparedAmount(state, condition.amount, { ...viewpoint, controller: p });
        return theirs !== null && (condition.op === '>' ? mine > theirs : mine < theirs);
      };
      return condition.each ? opponents.length > 0 && opponents.every(beats) : opponents.some(beats);
    }
    case 'not':
      return !checkCondition(state, condition.condition, viewpoint, it, trigger, chance);
    case 'permanentLeft':
      // Revolt: the turn's record of permanents leaving the battlefield (rules/state/turn-record.ts).
      return permanentLeftThisTurn(state, viewpoint.controller);
    case 'count':
      // "if you control three or more lands", "if you control no other creatures" (= 0).
      return compare(allMatching(state, condition.of, viewpoint).length, condition.op, condition.value);
    case 'life': {
      const me = viewpoint.controller;
      const players = state.playerOrder.filter((p) => {
        const player = state.players[p];
        return player !== undefined && !player.lost && (condition.who === 'you' ? p === me : p !== me);
      });
      // "if an opponent has 10 or less life": any one opponent will do.
      return players.some((p) => compare(state.players[p]?.life ?? 0, condition.op, condition.value));
    }
    case 'cardTypes': {
      // Delirium: the card types (205.2a) among the cards in the controller's graveyard (a split card's: both
      // halves', 709.4c).
      const types = new Set<string>();
      for (const o of Object.values(state.objects)) {
        if (o.zone.zone === 'graveyard' && o.owner === viewpoint.controller)
          for (const t of typesOf(o, state)) types.add(t);
      }
      return compare(types.size, condition.op, condition.value);
    }
    case 'yourTurn':
      return (state.turn.activePlayer === viewpoint.controller) !== condition.negated;
    case 'greaterThanSelf': {
      // 702.100a, 702.100c: the creature the trigger is about against the source, both creatures on the battlefield.
      const self = viewpoint.source === null ? undefined : state.objects[viewpoint.source];
      const other = trigger?.object ? state.objects[trigger.object] : undefined;
      if (!self || !other || !isCreature(self, state) || !isCreature(other, state)) return false;
      if (self.zone.zone !== 'battlefield' || other.zone.zone !== 'battlefield') return false;
      return condition.properties.some((p) =>
        p === 'power'
          ? powerOf(other, state) > powerOf(self, state)
          : toughnessOf(other, state) > toughnessOf(self, state),
      );
    }
    case 'controlledSinceLastUpkeep': {
      // 702.30a: since the controller's previous turn began (a player with no previous turn: since the game began).
      const o = viewpoint.source === null ? undefined : state.objects[viewpoint.source];
      if (!o) return false;
      return o.controlledSince >= (state.players[o.controller]?.previousTurnStarted ?? 0);
    }
    case 'kicked':
      // 702.33d: the spell, or the permanent it became, was kicked (remembered on the object, ops/kicker.ts).
      return wasKicked(state, viewpoint.source, condition.cost ?? null);
    case 'cast':
    case 'manaSpent':
      // 601.2: how the source was cast, remembered on the spell and the permanent it became (ops/cast-record.ts).
      return checkCastCondition(state, condition, viewpoint.source, viewpoint.controller);
    case 'amount': {
      // 611.3a: devotion (700.5), the party (700.8), a count …, worked out now from the controller's side.
      const value = comparedAmount(state, condition.amount, viewpoint);
      return value !== null && compare(value, condition.op, condition.value);
    }
    case 'castFor':
      // 702.74a: the permanent was cast for its evoke cost (remembered on the object, ops/alternative-cost.ts).
      return wasCastFor(state, viewpoint.source, condition.keyword);
    case 'monarch':
      // 720.1: the designation now, or as this turn began (rules/turn/next-step.ts records it).
      return (condition.asTurnBegan ? state.turn.monarchAsBegan : state.monarch) === viewpoint.controller;
    case 'citysBlessing':
      // 702.131c: a designation of the ability's controller (rules/ops/citys-blessing.ts).
      return hasCitysBlessing(state, viewpoint.controller);
    case 'tribute':
      // 702.104b: remembered on the permanent as it entered (replacement/entering.ts); unknown counts as not paid.
      return (viewpoint.source !== null && state.objects[viewpoint.source]?.tributePaid === true) === condition.paid;
    case 'objectIs': {
      const d = condition.description;
      // 113.6b: "if ~ is in your graveyard" looks at the card where it is; other conditions at a permanent.
      const anywhere = d.qualities.some((q) => q.kind === 'zone');
      const id = condition.what === 'it' ? it : conditionObject(state, condition.what, viewpoint, anywhere);
      if (id === null) return false;
      // No noun ("~ is untapped", "enchanted creature is red"): only the qualities are asked about.
      const described = d.nouns.length > 0 ? d : { ...d, nouns: NOUN_NAMES.filter((n) => n !== 'any') };
      return matchesDescription(state, id, described, viewpoint);
    }
    case 'attachedTo': {
      // 301.5, 303.4: an Equipment equips, an Aura enchants; what is attached says which by its subtype.
      const subtype = condition.how === 'equipped' ? 'Equipment' : 'Aura';
      const self = viewpoint.source;
      if (self === null) return false;
      return Object.values(state.objects).some(
        (o) => o.attachedTo === self && o.zone.zone === 'battlefield' && hasSubtype(o.template, subtype),
      );
    }
    case 'counters': {
      // "~ has …", or "it has …" / "that creature has …": the object a resolving text named last (608.2c).
      const id = condition.of === 'it' ? it : viewpoint.source;
      const o = id === null ? undefined : state.objects[id];
      if (!o) return false;
      return compare(countersOf(o.counters, condition.counter), condition.op, condition.value);
    }
    case 'level': {
      // 711.2a-b: counted on the leveler itself, continuously.
      const o = viewpoint.source === null ? undefined : state.objects[viewpoint.source];
      const level = o?.counters['level'] ?? 0;
      return o !== undefined && level >= condition.min && (condition.max === null || level <= condition.max);
    }
    case 'coinFlip':
      // 705.2: only inside the resolution that flipped (`chance`); anywhere else no flip was won or lost.
      return chance?.flipWon != null && chance.flipWon === condition.won;
    case 'clashWon':
      // 701.23d: only inside the resolution that clashed.
      return chance?.clashWon === true;
    case 'vote':
      // 701.32a: only inside the resolution that voted.
      return voteWon(chance?.votes, condition.option, condition.orTied);
    case 'dieRoll':
      // 706.2: the result of the die the resolution rolled last.
      return chance?.rolled != null && compare(chance.rolled, condition.op, condition.value);
    case 'thatPlayer': {
      // Asked as if that player were "you": their permanents, hand and life (the source stays the ability's).
      const player = trigger?.player ?? null;
      if (player === null || !state.players[player]) return false;
      return checkCondition(state, condition.condition, { ...viewpoint, controller: player }, it, trigger, chance);
    }
    case 'player': {
      // 603.4: asked as if that player were "you". "An opponent": each one on their own (some opponent still in the
      // game, 800.4a); the defending player: the one attacked in this combat (506.2), none outside combat.
      const asked = (p: string): boolean =>
        checkCondition(state, condition.condition, { ...viewpoint, controller: p }, it, trigger, chance);
      if (condition.who === 'defending') {
        const defending = state.combat?.defendingPlayer;
        return defending !== undefined && state.players[defending] !== undefined && asked(defending);
      }
      return state.playerOrder.some((p) => p !== viewpoint.controller && !state.players[p]?.lost && asked(p));
    }
    case 'attackedThisStep': {
      // 506.2, 508.1: in the declare attackers step, a creature attacks the player or a planeswalker they control.
      const combat = state.combat;
      if (state.turn.step !== 'declareAttackers' || !combat?.attackersDeclared) return false;
      const me = viewpoint.controller;
      return combat.attackers.some((a) => {
        if (a.target === me) return true;
        const walker = state.objects[a.target];
        return walker !== undefined && walker.zone.zone === 'battlefield' && walker.controller === me;
      });
    }
    case 'entered': {
      // 603.4: the turn's record of permanents entering, each as it entered; an opponent: each on their own.
      const me = viewpoint.controller;
      const counted = (p: string): boolean =>
        compare(enteredThisTurn(state, p, condition.of, viewpoint), condition.op, condition.value);
      if (condition.who === 'you') return counted(me);
      return state.playerOrder.some((p) => p !== me && !state.players[p]?.lost && counted(p));
    }
    case 'happened': {
      // 603.4, 608.2c: the turn's record (rules/state/turn-record.ts), for the controller, any opponent, any player or
      // all players together; "another spell" leaves out the spell the source is (or was).
      const except = condition.other ? viewpoint.source : null;
      const count = (p: string): number => happenedCount(state, p, condition.what, condition.turn, except);
      const me = viewpoint.controller;
      if (condition.what === 'died') return compare(count(me), condition.op, condition.value);
      if (condition.who === 'you') return compare(count(me), condition.op, condition.value);
      const players = state.playerOrder.filter((p) => condition.who !== 'opponent' || p !== me);
      if (condition.who === 'all') return compare(sum(players.map(count)), condition.op, condition.value);
      return players.some((p) => compare(count(p), condition.op, condition.value));
    }
    case 'hadCounters':
      // 603.10a: as the object last existed on the battlefield; only a leaves-the-battlefield trigger knows that.
      if (trigger?.object == null) return false;
      return compare(countersOf(trigger.lastCounters ?? {}, condition.counter), condition.op, condition.value);
  }
}

/** The source (`self`) or what it is attached to, when on the battlefield. */
function conditionObject(
  state: GameState,
  what: 'self' | AttachedHow,
  viewpoint: Viewpoint,
  anywhere = false,
): ObjectId | null {
  const source = viewpoint.source === null ? undefined : state.objects[viewpoint.source];
  if (!source) return null;
  const id = what === 'self' ? source.id : source.attachedTo;
  const o = id === null ? undefined : state.objects[id];
  return o && (anywhere || o.zone.zone === 'battlefield') ? o.id : null;
}

/** Counters of one kind, or of every kind together (`counter` null). */
function countersOf(counters: Readonly<Record<string, number | undefined>>, counter: string | null): number {
  let n = 0;
  for (const [name, count] of Object.entries(counters)) if (counter === null || name === counter) n += count ?? 0;
  return n;
}

function compare(value: number, op: '<=' | '>=' | '=', than: number): boolean {
  if (op === '<=') return value <= than;
  if (op === '>=') return value >= than;
  return value === than;
}

function sum(values: readonly number[]): number {
  let total = 0;
  for (const v of values) total += v;
  return total;
}

/**
 * 701.32a: whether `option` got more votes than every other option voted on (or, with `orTied`, at least as many as
 * each other); false when no vote was held.
 */
function voteWon(votes: Readonly<Record<string, number>> | undefined, option: string, orTied: boolean): boolean {
  if (!votes || !(option in votes)) return false;
  const mine = votes[option] ?? 0;
  return Object.entries(votes).every(([other, n]) => other === option || (orTied ? mine >= n : mine > n));
}
