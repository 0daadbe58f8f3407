import type { AlternativeKeyword, CardTemplate } from '../../templates/card-template.js';
import { alternativeCosts } from '../actions/cast-options.js';
import type { Action, Answers } from '../actions/types.js';
import type { Game } from '../game/game.js';
import { setupGame, type PlayerSetup } from '../game/setup.js';
import { cardName } from '../ops/face-down.js';
import { halvesOf } from '../ops/split-card.js';
import { emblemsOf, emblemText } from '../ops/emblems.js';
import { seenTopCard } from '../view/top-card.js';
import { formatPool, manaProduced, poolsEqual, EMPTY_POOL, type ManaPool } from '../mana/pool.js';
import { fail, ok, type Result } from '../result.js';
import type { NewCard } from '../state/create.js';
import { initialState } from '../state/create.js';
import { powerOf, toughnessOf } from '../state/characteristics.js';
import { describe, zoneLabel } from '../state/queries.js';
import type { GameObject, GameState, PendingTrigger, PlayerZoneName, Step } from '../state/types.js';
import { STEPS } from '../turn/steps.js';
import { nextStepIsCleanup } from '../turn/cleanup-discard.js';
import type { ActionSpec, AnswerSpec, CardSetup, Check, Instruction, Ref, Scenario, ScenarioProblem } from './types.js';
import { abilitiesOf, abilityAt } from '../state/abilities.js';

/** Looks a card up by name, case-insensitively (the runner's only view of the card files). */
export type CardLookup = (name: string) => CardTemplate | undefined;

export function lookupIn(cards: Iterable<CardTemplate>): CardLookup {
  const map = new Map<string, CardTemplate>();
  for (const card of cards) {
    const key = card.name.toLowerCase();
    if (!map.has(key)) map.set(key, card);
    for (const face of card.faces) if (!map.has(face.name.toLowerCase())) map.set(face.name.toLowerCase(), card);
  }
  return (name) => map.get(name.toLowerCase());
}

export interface ScenarioResult {
  readonly file: string;
  /** How many lines ran (setup, actions and expectations). */
  readonly ran: number;
  readonly expectations: number;
  readonly problems: readonly ScenarioProblem[];
}

const label = (ref: Ref): string => (ref.index === null ? ref.name : `${ref.name}#${ref.index}`);

type Prefer = (o: GameObject) => boolean;

/**
 * Turns a name into an object id. Without `#n`: the first object of that name (in creation order) that satisfies
 * the first preference any object satisfies, else the first of all. `#n` is the n-th of all, whatever the
 * preferences.
 */
function resolveRef(state: GameState, ref: Ref, prefer: Prefer | readonly Prefer[] = []): Result<string> {
  if (state.players[ref.name]) return ok(ref.name);
  const all = Object.values(state.objects)
    .filter((o) => namedBy(o, ref.name))
    .sort((a, b) => Number(a.id.slice(1)) - Number(b.id.slice(1)));
  if (all.length === 0) return fail(`no card named "${ref.name}" in the game`);
  if (ref.index !== null) {
    const picked = all[ref.index - 1];
    return picked ? ok(picked.id) : fail(`there are only ${all.length} "${ref.name}"`);
  }
  const tiers = typeof prefer === 'function' ? [prefer] : prefer;
  for (const tier of tiers) {
    const found = all.find(tier);
    if (found) return ok(found.id);
  }
  return ok((all[0] as GameObject).id);
}

/** An object's name, or for a split card either half's name too (709.4a: it has both names). */
function namedBy(o: GameObject, name: string): boolean {
  const lower = name.toLowerCase();
  return cardName(o).toLowerCase() === lower || halvesOf(o.template).some((h) => h.name.toLowerCase() === lower);
}

/** 709.3: a split card named by one half's name is cast as that half; `fuse` casts both (702.102a). */
function splitWay(
  object: GameObject,
  spec: { readonly card: Ref; readonly fuse?: boolean },
): { half?: number; fuse?: true } {
  if (spec.fuse === true) return { fuse: true };
  const half = halvesOf(object.template).findIndex((h) => h.name.toLowerCase() === spec.card.name.toLowerCase());
  return half > 0 ? { half } : {};
}

const inZone = (player: string, zone: PlayerZoneName) => (o: GameObject) =>
  o.zone.zone === zone && o.zone.player === player;

/**
 * Where `cast` and `activate` look for the card, in order: every zone of the acting player, because an ability
 * may let a card be used from there (cycling from hand, flashback from the graveyard, 702.29, 702.34); the
 * engine then decides whether it can be. Cast looks in hand first, activate on the battlefield (untapped first).
 */
export function castOrActivatePreferences(type: 'cast' | 'activate' | 'faceUp', player: string): Prefer[] {
  const zones: readonly PlayerZoneName[] =
    type === 'cast'
      ? ['hand', 'graveyard', 'exile', 'library', 'battlefield']
      : ['battlefield', 'graveyard', 'exile', 'hand', 'library'];
  const tiers = zones.map((z) => inZone(player, z));
  if (type === 'activate') tiers.unshift((o) => inZone(player, 'battlefield')(o) && !o.tapped);
  return tiers;
}

const onBattlefield: Prefer = (o) => o.zone.zone === 'battlefield';

function resolveAll(state: GameState, refs: readonly Ref[], prefer?: Prefer | readonly Prefer[]): Result<string[]> {
  const out: string[] = [];
  for (const r of refs) {
    const id = resolveRef(state, r, prefer);
    if (!id.ok) return id;
    out.push(id.value);
  }
  return ok(out);
}

/**
 * The indexes of the abilities a scenario numbers for `activate` (activated, unparsed and `apply` ones), in order:
 * as printed (a lost ability keeps its number, and the engine says it is gone), then any gained ones (613.1f, 305.7).
 * The tester's scenario writer numbers them the same way.
 */
export function numberedAbilities(state: GameState, object: GameObject): number[] {
  return abilitiesOf(state, object).flatMap((a, i) => {
    const ability = a ?? object.template.abilities[i];
    const numbered = ability?.kind === 'activated' || ability?.kind === 'unparsed' || ability?.kind === 'applied';
    return numbered ? [i] : [];
  });
}

/** The index of the n-th (1-based) numbered ability (see numberedAbilities). */
function abilityIndex(state: GameState, object: GameObject, n: number): Result<number> {
  const candidates = numberedAbilities(state, object);
  const found = candidates[n - 1];
  if (found === undefined)
    return fail(`${object.template.name} has no ability ${n} to activate (it has ${candidates.length})`);
  return ok(found);
}

function choiceIndex(
  state: GameState,
  object: GameObject,
  ability: number | null,
  spec: ActionSpec,
): Result<number | undefined> {
  if (spec.type !== 'cast' && spec.type !== 'activate') return ok(undefined);
  const choice = spec.choice;
  if (choice === null) return ok(undefined);
  if (choice.kind === 'index') return ok(choice.index - 1);
  const abilities = ability === null ? object.template.abilities : [abilityAt(state, object, ability)];
  for (const a of abilities) {
    if (a?.kind !== 'activated' && a?.kind !== 'spell') continue;
    for (const e of a.effects) {
      if (e.kind !== 'addMana') continue;
      const i = e.options.findIndex((o) => poolsEqual(manaProduced(o), choice.pool));
      if (i >= 0) return ok(i);
    }
  }
  return fail(`${object.template.name} has no option that adds ${formatPool(choice.pool)}`);
}

/**
 * `pay CARD, CARD` → the objects chosen for an ability's costs (601.2h): each name prefers an object of the acting
 * player not chosen yet, so `pay Elf, Elf` names two different Elves.
 */
function costChoices(state: GameState, refs: readonly Ref[], player: string): Result<string[]> {
  const out: string[] = [];
  for (const ref of refs) {
    const fresh: Prefer = (o) => !out.includes(o.id);
    const id = resolveRef(state, ref, [(o) => fresh(o) && (o.controller === player || o.owner === player), fresh]);
    if (!id.ok) return id;
    out.push(id.value);
  }
  return ok(out);
}

/** Objects named in a list, each preferring one that fits `where` and isn't named yet (`Elf, Elf` is two Elves). */
function freshRefs(state: GameState, refs: readonly Ref[], where: Prefer): Result<string[]> {
  const out: string[] = [];
  for (const ref of refs) {
    const fresh: Prefer = (o) => !out.includes(o.id);
    const id = resolveRef(state, ref, [(o) => fresh(o) && where(o), fresh]);
    if (!id.ok) return id;
    out.push(id.value);
  }
  return ok(out);
}

/** Names in an action spec → a concrete engine Action (several for `next STEP`). Exported for tests. */
export function toActions(game: Game, spec: ActionSpec): Result<Action[]> {
  const state = game.state;
  switch (spec.type) {
    case 'play': {
      const card = resolveRef(state, spec.card, inZone(spec.player, 'hand'));
      if (!card.ok) return card;
      const answers = spec.answers ? toAnswers(state, spec.answers) : ok({});
      if (!answers.ok) return answers;
      return ok([{ type: 'playLand', player: spec.player, card: card.value, ...answers.value }]);
    }
    case 'cast':
    case 'activate':
    case 'faceUp': {
      const card = resolveRef(state, spec.card, castOrActivatePreferences(spec.type, spec.player));
      if (!card.ok) return card;
      const object = state.objects[card.value];
      if (!object) return fail(`${spec.card.name} is a player, not a card`);
      const targets = resolveAll(state, spec.targets, onBattlefield);
      if (!targets.ok) return targets;
      const common = {
        player: spec.player,
        targets: targets.value,
        ...(spec.x === null ? {} : { x: spec.x }),
        ...(spec.payLife ? { phyrexian: 'prefer-life' as const } : {}),
        ...(spec.autoTap ? { autoTap: true } : {}),
        // `mode 2` counts from 1; the action's modes from 0 (700.2).
        ...(spec.modes.length > 0 ? { modes: spec.modes.map((m) => m - 1) } : {}),
        ...(spec.divide ? { division: spec.divide } : {}),
      };
      const paid = costChoices(state, spec.pay ?? [], spec.player);
      if (!paid.ok) return paid;
      if (spec.type === 'faceUp') {
        const { targets: _none, modes: _noModes, division: _noDivision, ...payment } = common;
        return ok([
          {
            type: 'turnFaceUp',
            card: card.value,
            ...payment,
            ...(paid.value.length > 0 ? { costChoices: paid.value } : {}),
          },
        ]);
      }
      if (spec.type === 'cast') {
        const choice = choiceIndex(state, object, null, spec);
        if (!choice.ok) return choice;
        // Creatures to convoke with: the caster's untapped ones first (702.51a).
        const convoke = freshRefs(
          state,
          spec.convoke ?? [],
          (o) => o.zone.zone === 'battlefield' && o.controller === spec.player && !o.tapped,
        );
        if (!convoke.ok) return convoke;
        // Cards to delve with: the caster's graveyard first (702.66a).
        const delve = freshRefs(state, spec.delve ?? [], inZone(spec.player, 'graveyard'));
        if (!delve.ok) return delve;
        // Artifacts to improvise with: the caster's untapped ones first (702.126a).
        const improvise = freshRefs(
          state,
          spec.improvise ?? [],
          (o) => o.zone.zone === 'battlefield' && o.controller === spec.player && !o.tapped,
        );
        if (!improvise.ok) return improvise;
        // Creatures to conspire with: the caster's untapped ones first (702.78a).
        const conspire = freshRefs(
          state,
          spec.conspire ?? [],
          (o) => o.zone.zone === 'battlefield' && o.controller === spec.player && !o.tapped,
        );
        if (!conspire.ok) return conspire;
        const alternative = alternativeIndex(object.template, spec.alternative);
        if (!alternative.ok) return alternative;
        return ok([
          {
            type: 'cast',
            card: card.value,
            ...common,
            ...(choice.value === undefined ? {} : { choice: choice.value }),
            ...(spec.kicked ? { kicked: true } : {}),
            ...(spec.kicked && spec.kickers ? { kickers: spec.kickers } : {}),
            ...(spec.faceDown ? { faceDown: true } : {}),
            ...(spec.buyback ? { buyback: true } : {}),
            ...(alternative.value === null ? {} : { alternative: alternative.value }),
            ...(convoke.value.length > 0 ? { convoke: convoke.value } : {}),
            ...(delve.value.length > 0 ? { delve: delve.value } : {}),
            ...(improvise.value.length > 0 ? { improvise: improvise.value } : {}),
            ...(spec.assist ? { assist: spec.assist } : {}),
            ...splitWay(object, spec),
            ...(conspire.value.length > 0 ? { conspire: conspire.value } : {}),
            ...(paid.value.length > 0 ? { costChoices: paid.value } : {}),
          },
        ]);
      }
      const ability = abilityIndex(state, object, spec.ability);
      if (!ability.ok) return ability;
      const choice = choiceIndex(state, object, ability.value, spec);
      if (!choice.ok) return choice;
      return ok([
        {
          type: 'activate',
          source: card.value,
          ability: ability.value,
          ...common,
          ...(choice.value === undefined ? {} : { choice: choice.value }),
          ...(paid.value.length > 0 ? { costChoices: paid.value } : {}),
        },
      ]);
    }
    case 'attack': {
      const attackers: { creature: string; target?: string; exert?: boolean }[] = [];
      for (const a of spec.attackers) {
        const creature = resolveRef(state, a.creature, (o) => inZone(spec.player, 'battlefield')(o) && !o.tapped);
        if (!creature.ok) return creature;
        const target = a.target === null ? null : resolveRef(state, a.target, (o) => o.zone.zone === 'battlefield');
        if (target && !target.ok) return target;
        attackers.push({
          creature: creature.value,
          ...(target ? { target: target.value } : {}),
          ...(a.exert ? { exert: true } : {}),
        });
      }
      return ok([
        ...advanceTo(state, 'declareAttackers'),
        { type: 'declareAttackers', player: spec.player, attackers },
      ]);
    }
    case 'block': {
      const blocks: { blocker: string; attackers: string[] }[] = [];
      for (const b of spec.blocks) {
        const blocker = resolveRef(state, b.blocker, inZone(spec.player, 'battlefield'));
        if (!blocker.ok) return blocker;
        const attackers = resolveAll(
          state,
          b.attackers,
          (o) => !!state.combat?.attackers.some((a) => a.creature === o.id),
        );
        if (!attackers.ok) return attackers;
        blocks.push({ blocker: blocker.value, attackers: attackers.value });
      }
      return ok([...advanceTo(state, 'declareBlockers'), { type: 'declareBlockers', player: spec.player, blocks }]);
    }
    case 'order': {
      const attacker = resolveRef(state, spec.attacker);
      if (!attacker.ok) return attacker;
      const blockers = resolveAll(state, spec.blockers);
      if (!blockers.ok) return blockers;
      return ok([{ type: 'setDamageOrder', player: spec.player, attacker: attacker.value, blockers: blockers.value }]);
    }
    case 'trigger': {
      const trigger = pendingTrigger(state, spec);
      if (!trigger.ok) return trigger;
      const targets = resolveAll(state, spec.targets, onBattlefield);
      if (!targets.ok) return targets;
      const modes = spec.modes.length > 0 ? { modes: spec.modes.map((m) => m - 1) } : {};
      const division = spec.divide ? { division: spec.divide } : {};
      return ok([
        {
          type: 'putTrigger',
          player: spec.player,
          trigger: trigger.value,
          targets: targets.value,
          ...modes,
          ...division,
        },
      ]);
    }
    case 'pass': {
      const answers = toAnswers(state, spec.answers);
      if (!answers.ok) return answers;
      const kept = resolveAll(state, spec.keepTapped, (o) => o.zone.zone === 'battlefield');
      if (!kept.ok) return kept;
      const keepTapped = kept.value.length > 0 ? { keepTapped: kept.value } : {};
      // 514.1: with an empty stack the passes end the step; `discard` answers are then what a cleanup step discards.
      const cards = answers.value.answers?.cards;
      if (state.stack.length === 0 && cards && nextStepIsCleanup(state)) {
        return ok([{ type: 'passPriority', player: spec.player, discard: cards, ...keepTapped }]);
      }
      return ok([{ type: 'passPriority', player: spec.player, ...answers.value, ...keepTapped }]);
    }
    case 'resolve': {
      const answers = toAnswers(state, spec.answers);
      if (!answers.ok) return answers;
      return ok([{ type: 'resolve', ...answers.value }]);
    }
    case 'planarDie':
      // 901.9: the special action; the face as given, else the game's seeded random.
      return ok([
        {
          type: 'rollPlanarDie',
          player: spec.player,
          ...(spec.face === null ? {} : { face: spec.face }),
          ...(spec.autoTap ? { autoTap: true } : {}),
        },
      ]);
    case 'setInMotion': {
      const card = resolveRef(state, spec.card, (o) => o.zone.zone === 'command' && o.owner === spec.player);
      if (!card.ok) return card;
      return ok([{ type: 'setInMotion', player: spec.player, card: card.value }]);
    }
    case 'suspend': {
      const card = resolveRef(state, spec.card, inZone(spec.player, 'hand'));
      if (!card.ok) return card;
      return ok([
        { type: 'suspend', player: spec.player, card: card.value, ...(spec.autoTap ? { autoTap: true } : {}) },
      ]);
    }
    case 'decline':
      return ok([{ type: 'declineCast', player: spec.player }]);
    case 'next': {
      const steps = spec.until === null ? [{ type: 'nextStep' as const }] : advanceTo(state, spec.until, true);
      const kept = resolveAll(state, spec.keepTapped, (o) => o.zone.zone === 'battlefield');
      if (!kept.ok) return kept;
      const discarded = resolveAll(state, spec.discard ?? [], (o) => o.zone.zone === 'hand');
      if (!discarded.ok) return discarded;
      // Each step carries the choices; performAll gives them to the one that ends the turn (502.3) and the one that
      // begins the cleanup step (514.1).
      return ok(
        steps.map((a) => ({
          ...a,
          ...(kept.value.length > 0 ? { keepTapped: kept.value } : {}),
          ...(discarded.value.length > 0 ? { discard: discarded.value } : {}),
        })),
      );
    }
  }
}

/** A pending trigger's text for messages: `Soul Warden (t4): "Whenever …"`. */
function pendingLabel(state: GameState, t: PendingTrigger): string {
  return `${state.objects[t.source]?.template.name ?? t.source} (${t.id}, ${t.controller}): "${t.text}"`;
}

function pendingList(state: GameState): string {
  return state.pendingTriggers.length === 0
    ? 'none is pending'
    : `pending: ${state.pendingTriggers.map((t) => pendingLabel(state, t)).join('; ')}`;
}

/** The id of the player's `n`-th pending trigger from the named card (603.3). */
function pendingTrigger(state: GameState, spec: Extract<ActionSpec, { type: 'trigger' }>): Result<string> {
  const hasPending = (o: GameObject): boolean =>
    state.pendingTriggers.some((t) => t.source === o.id && t.controller === spec.player);
  // The source may have left the battlefield since (a "dies" trigger), so prefer the object that has one.
  const source = resolveRef(state, spec.card, hasPending);
  if (!source.ok) return source;
  const mine = state.pendingTriggers.filter((t) => t.source === source.value && t.controller === spec.player);
  const picked = mine[spec.n - 1];
  if (picked) return ok(picked.id);
  const what = spec.n === 1 ? 'no pending trigger' : `no pending trigger ${spec.n} (it has ${mine.length})`;
  return fail(`${label(spec.card)} has ${what} of ${spec.player}; ${pendingList(state)}`);
}

/** Answers as the engine takes them; none at all when the line gives none (the engine's defaults apply). */
function toAnswers(state: GameState, spec: AnswerSpec): Result<{ answers?: Answers }> {
  const cards = resolveAll(state, spec.cards, (o) => o.zone.zone === 'hand');
  if (!cards.ok) return cards;
  const picks: string[][] = [];
  for (const pick of spec.picks) {
    // Picked cards are in a library (looked at) or a hand (revealed), in that preference; then permanents (what
    // proliferate chooses, 701.27a).
    const ids = resolveAll(state, pick, [
      (o) => o.zone.zone === 'library' || o.zone.zone === 'hand',
      (o) => o.zone.zone === 'battlefield',
    ]);
    if (!ids.ok) return ids;
    picks.push(ids.value);
  }
  const copies: (string | null)[] = [];
  for (const ref of spec.copies ?? []) {
    // What a permanent enters as a copy of is usually on the battlefield (a Body Double's, in a graveyard).
    const id = ref === null ? ok(null) : resolveRef(state, ref, (o) => o.zone.zone === 'battlefield');
    if (!id.ok) return id;
    copies.push(id.value);
  }
  const answers: Answers = {
    ...(copies.length > 0 ? { copies } : {}),
    ...(spec.may.length > 0 ? { may: spec.may } : {}),
    ...(cards.value.length > 0 ? { cards: cards.value } : {}),
    ...(picks.length > 0 ? { picks } : {}),
    ...(spec.choices.length > 0 ? { choices: spec.choices } : {}),
    ...(spec.flips ? { flips: spec.flips } : {}),
    ...(spec.rolls ? { rolls: spec.rolls } : {}),
  };
  return ok(Object.keys(answers).length > 0 ? { answers } : {});
}

/** `nextStep` actions from the current step to `step` later this turn (none if already there or past it). */
function advanceTo(state: GameState, step: Step, wrap = false): Action[] {
  const from = STEPS.indexOf(state.turn.step);
  const to = STEPS.indexOf(step);
  let n = to - from;
  // `next upkeep` from the upkeep means the next turn's upkeep.
  if (n <= 0 && wrap) n += STEPS.length;
  return Array.from({ length: Math.max(0, n) }, () => ({ type: 'nextStep' as const }));
}

/** Performs the actions of one line as one unit: all succeed, or the ones done are undone again. */
/** Returns how many actions it performed (a `next STEP` stops at its step). */
function performAll(game: Game, actions: readonly Action[], until?: Step): Result<number> {
  let done = 0;
  const undoAll = (): void => {
    for (let i = 0; i < done; i++) game.undo();
  };
  // `next … keep-tapped` (502.3): the choice goes with the step that ends the turn, wherever the line's steps put it
  // (skipped combat steps make that position unknown in advance).
  let keepTappedUsed: boolean | null = null;
  let discardUsed: boolean | null = null;
  for (const planned of actions) {
    let action = planned;
    if (action.type === 'nextStep' && action.keepTapped) {
      const { keepTapped, ...rest } = action;
      const ends = game.state.turn.step === 'cleanup' && !game.state.turn.cleanupAgain;
      if (keepTappedUsed === true || !ends) action = rest;
      else action = { ...rest, keepTapped };
      keepTappedUsed = keepTappedUsed === true || ends;
    }
    if (action.type === 'nextStep' && action.discard) {
      // 514.1: the first cleanup step the line begins discards them.
      const { discard, ...rest } = action;
      const begins = nextStepIsCleanup(game.state);
      action = discardUsed === true || !begins ? rest : { ...rest, discard };
      discardUsed = discardUsed === true || begins;
    }
    const r = game.perform(action);
    if (!r.ok) {
      undoAll();
      return r;
    }
    done++;
    if (until !== undefined && game.state.turn.step === until) break;
  }
  if (keepTappedUsed === false) {
    undoAll();
    return fail('keep-tapped: no turn began, and permanents are kept tapped only as a turn begins (502.3)');
  }
  if (discardUsed === false) {
    undoAll();
    return fail('discard: no cleanup step began, and cards are discarded to hand size only as one begins (514.1)');
  }
  return ok(done);
}

/** Short text of an action for messages: `cast Shock`, `attack with Grizzly Bears`. */
function describeAction(spec: ActionSpec): string {
  switch (spec.type) {
    case 'play':
    case 'cast':
    case 'activate':
      return `${spec.type} ${label(spec.card)}`;
    case 'faceUp':
      return `turn ${label(spec.card)} face up`;
    case 'attack':
      return spec.attackers.length === 0
        ? 'attack with nothing'
        : `attack with ${spec.attackers.map((a) => label(a.creature)).join(', ')}`;
    case 'block':
      return spec.blocks.length === 0
        ? 'block with nothing'
        : `block with ${spec.blocks.map((b) => label(b.blocker)).join(', ')}`;
    case 'order':
      return `order ${label(spec.attacker)}`;
    case 'trigger':
      return `trigger ${label(spec.card)}${spec.n === 1 ? '' : ` ${spec.n}`}`;
    case 'pass':
      return `pass ${spec.player}`;
    case 'resolve':
      return 'resolve';
    case 'suspend':
      return `suspend ${label(spec.card)}`;
    case 'planarDie':
      return `planar-die ${spec.player}${spec.face === null ? '' : ` ${spec.face}`}`;
    case 'setInMotion':
      return `set-in-motion ${label(spec.card)}`;
    case 'decline':
      return `decline ${spec.player}`;
    case 'next':
      return (
        (spec.until === null ? 'next' : `next ${spec.until}`) +
        (spec.keepTapped.length > 0 ? ' keep-tapped' : '') +
        ((spec.discard ?? []).length > 0 ? ' discard' : '')
      );
  }
}

/** One expectation against a state: null when it holds, else what differs. Exported for tests. */
export function checkExpectation(state: GameState, check: Check): string | null {
  const player = 'player' in check ? state.players[check.player] : undefined;
  if ('player' in check && !player) return `there is no player ${check.player}`;
  const object = (ref: Ref, prefer?: Prefer): GameObject | string => {
    const id = resolveRef(state, ref, prefer);
    if (!id.ok) return id.reason;
    return state.objects[id.value] ?? `${ref.name} is a player, not a card`;
  };
  switch (check.kind) {
    case 'life':
    case 'poison':
    case 'energy': {
      const got = player?.[check.kind] ?? 0;
      return got === check.value ? null : `expected ${check.kind} of ${check.player} ${check.value}, got ${got}`;
    }
    case 'pool': {
      const got = player?.pool ?? EMPTY_POOL;
      return poolsEqual(got, check.pool)
        ? null
        : `expected pool of ${check.player} ${formatPool(check.pool)}, got ${formatPool(got)}`;
    }
    case 'count': {
      const got = player?.zones[check.zone].length ?? 0;
      return got === check.value
        ? null
        : `expected ${check.value} card(s) in ${check.player} ${check.zone}, got ${got}`;
    }
    case 'topSeen': {
      const top = seenTopCard(state, check.viewer, check.player);
      const name = top === null ? null : (state.objects[top]?.template.name ?? top);
      if (check.card === null) {
        return name === null
          ? null
          : `expected the top of ${check.player}'s library hidden from ${check.viewer}, got ${name} seen`;
      }
      if (name !== null && name.toLowerCase() === check.card.name.toLowerCase()) return null;
      return `expected ${check.viewer} to see ${check.card.name} on top of ${check.player}'s library, got ${name ?? 'nothing seen'}`;
    }
    case 'emblems': {
      const got = emblemsOf(state, check.player).length;
      return got === check.value ? null : `expected ${check.value} emblem(s) for ${check.player}, got ${got}`;
    }
    case 'emblem': {
      const texts = emblemsOf(state, check.player).map((o) => emblemText(state, o.id));
      const wanted = check.text.toLowerCase();
      if (texts.some((t) => t.toLowerCase().includes(wanted))) return null;
      const had = texts.length === 0 ? 'none' : texts.map((t) => `"${t}"`).join(', ');
      return `expected an emblem of ${check.player} with "${check.text}", got ${had}`;
    }
    case 'lost':
      return player?.lost ? null : `expected ${check.player} to have lost, but they haven't`;
    case 'turn':
      return state.turn.activePlayer === check.player
        ? null
        : `expected ${check.player}'s turn, got ${state.turn.activePlayer}'s (turn ${state.turn.number})`;
    case 'monarch': {
      // 720.1: the designation, or nobody.
      const got = state.monarch ?? null;
      return got === check.who ? null : `expected the monarch to be ${check.who ?? 'nobody'}, got ${got ?? 'nobody'}`;
    }
    case 'winner':
      return state.winner === check.player
        ? null
        : `expected ${check.player} to win, got ${state.winner ?? 'no winner yet'}`;
    case 'stack':
      return state.stack.length === check.value
        ? null
        : `expected ${check.value} object(s) on the stack, got ${state.stack.length}`;
    case 'stackTop': {
      const top = state.stack[state.stack.length - 1];
      if (!top) return `expected ${label(check.card)} on top of the stack, but the stack is empty`;
      const id = top.kind === 'spell' ? top.card : top.source;
      const card = state.objects[id];
      const name = card ? cardName(card) : id;
      const what = top.kind === 'spell' ? `the spell ${name} (${id})` : `an ability of ${name} (${id})`;
      const wanted = check.card.index === null ? null : resolveRef(state, check.card);
      if (wanted && !wanted.ok) return wanted.reason;
      const same = wanted ? wanted.value === id : card ? namedBy(card, check.card.name) : id === check.card.name;
      return same ? null : `expected ${label(check.card)} on top of the stack, got ${what}`;
    }
    case 'pt': {
      const o = object(check.card, onBattlefield);
      if (typeof o === 'string') return o;
      const [power, toughness] = [powerOf(o, state), toughnessOf(o, state)];
      return power === check.power && toughness === check.toughness
        ? null
        : `expected ${label(check.card)} to be ${check.power}/${check.toughness}, got ${power}/${toughness}`;
    }
    case 'attached': {
      const o = object(check.card, onBattlefield);
      if (typeof o === 'string') return o;
      const now = o.attachedTo === null ? 'attached to nothing' : `attached to ${describe(state, o.attachedTo)}`;
      if (check.to === null) {
        const attached = o.attachedTo !== null;
        if (attached !== check.negate) return null;
        return `expected ${label(check.card)} ${check.negate ? 'not attached' : 'attached'}, but it is ${now}`;
      }
      const to = resolveRef(state, check.to, onBattlefield);
      if (!to.ok) return to.reason;
      if ((o.attachedTo === to.value) !== check.negate) return null;
      const wanted = `${check.negate ? 'not ' : ''}attached to ${describe(state, to.value)}`;
      return `expected ${label(check.card)} ${wanted}, but it is ${now}`;
    }
    case 'pending':
      return state.pendingTriggers.length === check.value
        ? null
        : `expected ${check.value} pending trigger(s), got ${state.pendingTriggers.length}; ${pendingList(state)}`;
    case 'pendingFrom': {
      const wanted = check.card.index === null ? null : resolveRef(state, check.card);
      if (wanted && !wanted.ok) return wanted.reason;
      const from = (t: PendingTrigger): boolean =>
        wanted
          ? t.source === wanted.value
          : state.objects[t.source] !== undefined &&
            cardName(state.objects[t.source] as GameObject).toLowerCase() === check.card.name.toLowerCase();
      const waits = state.pendingTriggers.some(from);
      if (waits !== check.negate) return null;
      return `expected ${check.negate ? 'no' : 'a'} pending trigger from ${label(check.card)}; ${pendingList(state)}`;
    }
    case 'step':
      return state.turn.step === check.step ? null : `expected the ${check.step} step, got ${state.turn.step}`;
    case 'zone': {
      const ids = Object.values(state.objects).filter((o) => namedBy(o, check.card.name) && (!check.token || o.token));
      const where = check.where;
      const matches = (o: GameObject) =>
        where === 'stack' ? o.zone.zone === 'stack' : o.zone.zone === where.zone && o.zone.player === where.player;
      const wanted = where === 'stack' ? 'the stack' : `${where.player} ${where.zone}`;
      if (check.card.index !== null) {
        const o = object(check.card);
        if (typeof o === 'string') return o;
        if (check.token && !o.token) return `${label(check.card)} is not a token`;
        const found = matches(o);
        if (found !== check.negate) return null;
        return `expected ${label(check.card)} ${check.negate ? 'not ' : ''}in ${wanted}, got ${zoneLabel(o.zone)}`;
      }
      if (ids.length === 0) return `no ${check.token ? 'token' : 'card'} named "${check.card.name}" in the game`;
      const found = ids.some(matches);
      if (found !== check.negate) return null;
      return `expected ${label(check.card)} ${check.negate ? 'not ' : ''}in ${wanted}, got ${ids.map((o) => zoneLabel(o.zone)).join(', ')}`;
    }
    case 'tapped': {
      const o = object(check.card, onBattlefield);
      if (typeof o === 'string') return o;
      return o.tapped === check.tapped
        ? null
        : `expected ${label(check.card)} ${check.tapped ? 'tapped' : 'untapped'}, got ${o.tapped ? 'tapped' : 'untapped'}`;
    }
    case 'faceDown': {
      const o = object(check.card);
      if (typeof o === 'string') return o;
      const word = (down: boolean): string => (down ? 'face down' : 'face up');
      // 901.4, 904.4: a plane or scheme card is face down in its deck.
      const down = o.zone.zone === 'command' ? o.inDeck === true : o.faceDown !== undefined;
      return down === check.faceDown
        ? null
        : `expected ${label(check.card)} ${word(check.faceDown)}, got ${word(down)}`;
    }
    case 'damage': {
      const o = object(check.card, onBattlefield);
      if (typeof o === 'string') return o;
      return o.damage === check.value
        ? null
        : `expected ${check.value} damage on ${label(check.card)}, got ${o.damage}`;
    }
    case 'counters': {
      const o = object(check.card, onBattlefield);
      if (typeof o === 'string') return o;
      const got = o.counters[check.counter] ?? 0;
      return got === check.value
        ? null
        : `expected ${check.value} ${check.counter} counter(s) on ${label(check.card)}, got ${got}`;
    }
    case 'attacking':
    case 'blocking': {
      const o = object(check.card, onBattlefield);
      if (typeof o === 'string') return o;
      const list = check.kind === 'attacking' ? state.combat?.attackers : state.combat?.blockers;
      const is = !!list?.some((c) => c.creature === o.id);
      return is !== check.negate
        ? null
        : `expected ${label(check.card)} ${check.negate ? 'not ' : ''}${check.kind}, but it is${is ? '' : ' not'}`;
    }
  }
}

function toNewCard(template: CardTemplate, s: CardSetup): Omit<NewCard, 'owner' | 'zone'> & { template: CardTemplate } {
  return {
    template,
    tapped: s.tapped,
    sick: s.sick,
    damage: s.damage,
    counters: s.counters,
    canBlockAdditional: s.canBlockAdditional,
  };
}

const isSetup = (i: Instruction): boolean =>
  ['card', 'setup', 'life', 'poison', 'pool', 'step', 'turn', 'monarch', 'option'].includes(i.kind);

/**
 * Runs a parsed scenario. Setup lines before the first action build the starting state; later `setup`,
 * `life`, `pool` and `step` lines are sandbox actions (and can be undone). A failed `do` stops the scenario;
 * failed expectations are all reported. Never throws.
 */
export function runScenario(scenario: Scenario, lookup: CardLookup): ScenarioResult {
  const problems: ScenarioProblem[] = [];
  const problem = (line: number, message: string): void => {
    problems.push({ file: scenario.file, line, message });
  };
  const lines = scenario.lines;
  const firstAction = lines.findIndex((l) => !isSetup(l.instruction));
  const setupLines = firstAction < 0 ? lines : lines.slice(0, firstAction);

  // ---- starting state ----
  const base = initialState([{}, {}]);
  const players = new Map<string, { -readonly [K in keyof PlayerSetup]: PlayerSetup[K] }>();
  for (const id of base.playerOrder)
    players.set(id, { id, battlefield: [], hand: [], library: [], graveyard: [], exile: [], command: [] });
  let step: Step = 'main1';
  let active: string | null = null;
  let monarch: string | null = null;
  let legendRule = false;
  for (const { line, instruction: i } of setupLines) {
    const seat = 'player' in i ? players.get(i.player) : i.kind === 'setup' ? players.get(i.setup.player) : undefined;
    if (('player' in i || i.kind === 'setup') && !seat) {
      problem(line, `unknown player: scenarios have p1 and p2`);
      continue;
    }
    switch (i.kind) {
      case 'card':
        if (!lookup(i.name)) problem(line, `no card named "${i.name}" in the cards folder`);
        break;
      case 'setup': {
        const template = lookup(i.setup.card);
        if (!template) {
          problem(line, `no card named "${i.setup.card}" in the cards folder`);
          break;
        }
        const list = [...(seat?.[i.setup.zone] ?? [])];
        for (let n = 0; n < i.setup.count; n++) list.push(toNewCard(template, i.setup));
        if (seat) seat[i.setup.zone] = list;
        break;
      }
      case 'life':
        if (seat) seat.life = i.value;
        break;
      case 'poison':
        if (seat) seat.poison = i.value;
        break;
      case 'pool':
        if (seat) seat.pool = i.pool;
        break;
      case 'step':
        step = i.step;
        break;
      case 'turn':
        active = i.player;
        break;
      case 'monarch':
        monarch = i.player;
        break;
      case 'option':
        legendRule = i.value;
        break;
      default:
        break;
    }
  }
  if (problems.length > 0) return { file: scenario.file, ran: 0, expectations: 0, problems };
  const order = [...players.values()];
  // `turn p2` makes p2 the first player: its turn 1 is in progress.
  if (active !== null) order.sort((a, b) => (a.id === active ? -1 : b.id === active ? 1 : 0));
  const game = setupGame({ players: order, step, options: { legendRule }, ...(monarch ? { monarch } : {}) });

  // ---- the script ----
  let ran = setupLines.length;
  let expectations = 0;
  const rest = firstAction < 0 ? [] : lines.slice(firstAction);
  for (const { line, instruction: i } of rest) {
    ran++;
    const r = runLine(game, i, lookup);
    if (i.kind === 'expect' || i.kind === 'expectIllegal') expectations++;
    if (r.ok) continue;
    problem(line, r.reason);
    if (i.kind === 'do' || i.kind === 'undo' || i.kind === 'redo' || isSetup(i)) break;
  }
  return { file: scenario.file, ran, expectations, problems };
}

function runLine(game: Game, i: Instruction, lookup: CardLookup): Result {
  switch (i.kind) {
    case 'do': {
      const actions = toActions(game, i.action);
      if (!actions.ok) return fail(`can't do ${describeAction(i.action)}: ${actions.reason}`);
      const until = i.action.type === 'next' ? (i.action.until ?? undefined) : undefined;
      const r = performAll(game, actions.value, until);
      return r.ok ? ok() : fail(`expected ${describeAction(i.action)} to be legal, got: ${r.reason}`);
    }
    case 'expectIllegal': {
      const actions = toActions(game, i.action);
      if (!actions.ok) return fail(`can't do ${describeAction(i.action)}: ${actions.reason}`);
      const before = JSON.stringify(game.state);
      const until = i.action.type === 'next' ? (i.action.until ?? undefined) : undefined;
      const r = performAll(game, actions.value, until);
      if (r.ok) {
        // It was legal: take it back so the scenario can go on from the same state.
        for (let n = 0; n < r.value; n++) game.undo();
        return fail(`expected ${describeAction(i.action)} to be illegal, but it was legal`);
      }
      if (JSON.stringify(game.state) !== before) return fail('internal: an illegal action changed the state');
      if (i.because !== null && !r.reason.toLowerCase().includes(i.because.toLowerCase())) {
        return fail(`expected ${describeAction(i.action)} to be illegal because "${i.because}", got: ${r.reason}`);
      }
      return ok();
    }
    case 'expect': {
      const message = checkExpectation(game.state, i.check);
      return message === null ? ok() : fail(message);
    }
    case 'undo':
    case 'redo':
      for (let n = 0; n < i.count; n++) {
        const done = i.kind === 'undo' ? game.undo() : game.redo();
        if (!done) return fail(`nothing to ${i.kind}`);
      }
      return ok();
    case 'setup': {
      const template = lookup(i.setup.card);
      if (!template) return fail(`no card named "${i.setup.card}" in the cards folder`);
      for (let n = 0; n < i.setup.count; n++) {
        const r = game.perform({
          type: 'addCard',
          player: i.setup.player,
          zone: i.setup.zone,
          template,
          tapped: i.setup.tapped,
          sick: i.setup.sick,
          damage: i.setup.damage,
          counters: i.setup.counters,
          canBlockAdditional: i.setup.canBlockAdditional,
        });
        if (!r.ok) return r;
      }
      return ok();
    }
    case 'life':
      return okOf(game.perform({ type: 'setLife', player: i.player, life: i.value }));
    case 'pool':
      return okOf(game.perform({ type: 'setPool', player: i.player, pool: i.pool as ManaPool }));
    case 'step':
      return okOf(game.perform({ type: 'setStep', step: i.step }));
    case 'card':
      return lookup(i.name) ? ok() : fail(`no card named "${i.name}" in the cards folder`);
    case 'poison':
    case 'turn':
    case 'monarch':
    case 'option':
      return fail(`"${i.kind}" can only be used before the first action`);
  }
}

function okOf(r: Result<unknown>): Result {
  return r.ok ? ok() : fail(r.reason);
}

/**
 * `alternative N` counts a card's alternative costs from 1 (the engine from 0); `evoke` names its evoke cost (702.74a),
 * `dash`, `surge` and `escape` theirs (702.109a, 702.117a, 702.138a). A number past the card's alternative costs is
 * left to the engine to refuse, with its reason.
 */
function alternativeIndex(
  template: CardTemplate,
  spec: number | AlternativeKeyword | undefined,
): Result<number | null> {
  if (spec === undefined) return ok(null);
  if (typeof spec === 'number') return ok(spec - 1);
  const index = alternativeCosts(template).findIndex((a) => a.keyword === spec);
  return index < 0 ? fail(`${template.name} has no ${spec} (702)`) : ok(index);
}
