import type {
  Ability,
  AlternativeKeyword,
  CardTemplate,
  CardType,
  Description,
  GrantedAbility,
  HandSizeChange,
  ManaUse,
  PlayerEffectDuration,
} from '../../templates/card-template.js';
import type { ContinuousEffect } from '../continuous/types.js';
import type { ManaPool } from '../mana/pool.js';
import type { Color } from '../../mana/mana-symbol.js';

/**
 * The game state is one plain, JSON-serializable tree (game → players → zones → objects, plus the shared
 * stack). It is never mutated in place: every change is an Edit (edits/) applied copy-on-write, so any past
 * state can be kept for free and handed to a UI as an immutable snapshot.
 */

/** `p1`, `p2`, … */
export type PlayerId = string;
/** `c1`, `c2`, … for cards and tokens; `a7` for abilities on the stack. */
export type ObjectId = string;

export type PlayerZoneName = 'library' | 'hand' | 'battlefield' | 'graveyard' | 'exile';
export const PLAYER_ZONES: readonly PlayerZoneName[] = ['library', 'hand', 'battlefield', 'graveyard', 'exile'];

/**
 * 408: each player's command zone, where their emblems are (408.2, 114.1). Not a card zone: nothing is set up, cast,
 * drawn or moved there, and nothing leaves it (408.1), so it is kept apart from PLAYER_ZONES.
 */
export type CommandZoneName = 'command';

/** Every zone a player has. */
export type ZoneName = PlayerZoneName | CommandZoneName;

/** Where an object is. The battlefield is kept per controller; the stack is shared (rule 405). */
export type ZoneRef = { readonly player: PlayerId; readonly zone: ZoneName } | { readonly zone: 'stack' };

/** Turn structure (rule 500): phases flattened into their steps. */
export type Step =
  | 'untap'
  | 'upkeep'
  | 'draw'
  | 'main1'
  | 'beginningOfCombat'
  | 'declareAttackers'
  | 'declareBlockers'
  | 'firstStrikeDamage'
  | 'combatDamage'
  | 'endOfCombat'
  | 'main2'
  | 'end'
  | 'cleanup';

export interface PlayerState {
  readonly id: PlayerId;
  readonly name: string;
  readonly life: number;
  /** 702.131c: the city's blessing, a designation kept for the rest of the game (rules/ops/citys-blessing.ts). */
  readonly citysBlessing?: true;
  readonly poison: number;
  /** 107.14, 122.1: energy counters ({E}), got by effects and paid as a cost. */
  readonly energy: number;
  readonly pool: ManaPool;
  /**
   * 106.6: the part of `pool` that may be spent only on some things ("Spend this mana only to cast creature
   * spells"), each with what it may pay for and the object whose ability made it. Always within `pool`.
   */
  readonly restrictedMana: readonly RestrictedMana[];
  /** Card ids, bottom → top for the library, oldest → newest elsewhere; the command zone holds emblems (114). */
  readonly zones: Readonly<Record<ZoneName, readonly ObjectId[]>>;
  readonly landsPlayedThisTurn: number;
  /** 901.9: how many times they rolled the planar die by the special action in turn `turn`; absent before any. */
  readonly planarRolls?: { readonly turn: number; readonly count: number };
  /** Turn number this player's most recent turn began; 0 before their first turn (summoning sickness, 302.6). */
  readonly lastTurnStarted: number;
  /** The turn number this player's turn before that began; absent before their second turn (702.30a echo). */
  readonly previousTurnStarted?: number;
  /** Rule 704.5b: drew from an empty library since the last state-based action check. */
  readonly drewFromEmptyLibrary: boolean;
  readonly lost: boolean;
  readonly lossReason: string | null;
}

/** Mana in a pool that may be spent only on `uses` (106.6), added by `source`'s ability. */
export interface RestrictedMana {
  readonly mana: ManaPool;
  readonly uses: readonly ManaUse[];
  readonly source: ObjectId;
}

export type Counters = Readonly<Record<string, number>>;

/** A card or token in any zone (a spell on the stack is its card with zone `stack`). */
export interface GameObject {
  readonly id: ObjectId;
  readonly template: CardTemplate;
  readonly owner: PlayerId;
  readonly controller: PlayerId;
  readonly zone: ZoneRef;
  readonly token: boolean;
  readonly tapped: boolean;
  /** Damage marked on it (120.3e), removed in cleanup (514.2) and by regeneration (701.15). */
  readonly damage: number;
  /** Dealt damage by a deathtouch source since the last state-based action check (704.5h). */
  readonly deathtouched: boolean;
  readonly counters: Counters;
  /** Turn number it came under its controller's control; -1 for "since before the game" (302.6). */
  readonly controlledSince: number;
  /** How many attackers beyond the first it may block ("can block an additional creature", 509.1a). */
  readonly canBlockAdditional: number;
  /** The object or player an Aura or Equipment is attached to (301.5, 303.4), else null. */
  readonly attachedTo: string | null;
  /**
   * 613.7d, 613.7e: its timestamp, the state's id counter when it last entered the battlefield or became attached;
   * absent (as 0) for objects put there as the game was set up. Its static abilities' effects take it (613.7a).
   */
  readonly timestamp?: number;
  /**
   * 613.1b: who controlled it before a control-changing effect (layer 2) took it; absent while no such effect
   * applies. rules/ops/control.ts moves it back when the effects end.
   */
  readonly baseController?: PlayerId;
  /**
   * 707.2, 613.1a: while a copy effect applies to it, its own card's values; `template` is then the copiable values
   * the copy effects give (rules/continuous/copiable.ts). Absent otherwise; it has its printed values again when
   * the effects end or it leaves the battlefield (400.7).
   */
  readonly printed?: CardTemplate;
  /**
   * 702.33d: cast with its kicker cost paid, as a spell and then as the permanent it became (rules/ops/kicker.ts);
   * absent otherwise.
   */
  readonly kicked?: true;
  /**
   * 702.33f: of a card with two kicker costs, which were paid (0-based, in printed order), for "if ~ was kicked with
   * its {1}{R} kicker"; absent otherwise.
   */
  readonly kickedWith?: readonly number[];
  /**
   * 702.74a: the keyword alternative cost it was cast for (evoke), as a spell and then as the permanent it became
   * (rules/ops/alternative-cost.ts); absent otherwise.
   */
  readonly castFor?: AlternativeKeyword;
  /**
   * 702.104a-b: whether the opponent chosen for its tribute put the counters on it as it last entered the battlefield
   * (rules/replacement/entering.ts); kept as it leaves (its last known information for "if tribute wasn't paid", 608.2h),
   * set anew each time it enters. Absent for an object without tribute.
   */
  readonly tributePaid?: boolean;
  /**
   * 702.82b: how many creatures it sacrificed to its devour as it last entered the battlefield
   * (rules/replacement/devour.ts); kept as it leaves (last known information). Absent without devour.
   */
  readonly devoured?: number;
  /**
   * 601.2: how it was cast (where from, by whom, in whose main phase, the mana spent), as a spell and then as the
   * permanent it became (rules/ops/cast-record.ts); absent for an object that wasn't cast.
   */
  readonly cast?: CastRecord;
  /**
   * 614.12: what its controller chose as it entered the battlefield ("As ~ enters the battlefield, choose a color");
   * absent when nothing was chosen. Forgotten when it leaves the battlefield (400.7).
   */
  readonly chosen?: ChosenValues;
  /**
   * 708: face down (cast with morph, 702.37c). `template` is then the face-down 2/2 creature with no text, name,
   * subtypes or mana cost (708.2a), which every rule sees; `face` is the card itself, which only its controller may
   * look at (708.5): a player view leaves it out (null) for everyone else. Absent for a face-up object.
   */
  readonly faceDown?: FaceDown;
  /**
   * 712.4d: a transforming double-faced permanent with its back face up: `template` is the back face, `front` the
   * front face it turns back to (and the mana cost its mana value uses). Absent with the front face up, and off the
   * battlefield (712.4a).
   */
  readonly transformed?: { readonly front: CardTemplate };
  /** 701.28f: the state's id counter when it last transformed; absent if it never has since it entered. */
  readonly transformedAt?: number;
  /**
   * 709.3b, 702.102b: a split card cast as one half (or both fused) is only that on the stack: `template` is the
   * spell, `splitCard` the whole card it is again once it leaves the stack (ops/split-card.ts). Absent otherwise.
   */
  readonly splitCard?: CardTemplate;
  /**
   * 614.1a, 702.84a: "if it would leave the battlefield, exile it instead" applies to it (unearth); absent otherwise.
   * Forgotten when it leaves the battlefield (400.7).
   */
  readonly exileOnLeave?: true;
  /**
   * 601.3, 305.2: who may play or cast it from exile, by the effects that said so ("You may play that card this
   * turn."); absent when none did. Forgotten when it leaves exile (400.7); rules/ops/play-permission.ts reads it.
   */
  readonly playable?: readonly PlayPermission[];
  /**
   * 614.1a, 700.4: "If that creature would die this turn, exile it instead" applies to it during this turn number;
   * absent otherwise. Forgotten when it leaves the battlefield (400.7).
   */
  readonly exileIfDiesTurn?: number;
  /**
   * 707.10: the object of a copy of a spell: a spell with no card (112.1a), owned by the player who put it onto the
   * stack. It ceases to exist when it would leave the stack (707.10a, 704.5e), except that a copy of a permanent spell
   * resolves into a token (707.10f). Absent for cards and tokens.
   */
  readonly spellCopy?: true;
  /**
   * 608.2h, 113.7a: the counters it had as it last left the battlefield, kept while it stays in the zone it went to,
   * for "the number of charge counters on ~" after "Sacrifice ~" or in "When ~ dies" (its last known information).
   * Absent when it left with none.
   */
  readonly lastCounters?: Counters;
  /**
   * 608.2h: the object it was attached to as it last left the battlefield, kept while it stays in the zone it went to,
   * for "enchanted creature" after "sacrifice it" (Cocoon: "If you can't, sacrifice it, put a +1/+1 counter on
   * enchanted creature"). Absent when it was attached to nothing.
   */
  readonly lastAttachedTo?: ObjectId;
  /**
   * 608.2h: the player who controlled it as it last left the battlefield, when that wasn't its owner (it returns to
   * its owner as it leaves, 400.7), kept while it stays in the zone it went to, for "Destroy target creature. Its
   * controller …". Absent when its owner controlled it.
   */
  readonly lastController?: PlayerId;
  /** 702.112b: it became renowned; it stays so until it leaves the battlefield. Absent otherwise. */
  readonly renowned?: true;
  /** 701.31b: it became monstrous; it stays so until it leaves the battlefield. Absent otherwise. */
  readonly monstrous?: true;
  /** 702.95b: the creature it is paired with by a soulbond ability (rules/ops/pairing.ts). Absent when unpaired. */
  readonly pairedWith?: ObjectId;
  /**
   * 607.2a, 610.3: in exile, the permanent whose ability exiled it (rules/ops/exiled-with.ts). Absent otherwise;
   * forgotten when it leaves exile (400.7).
   */
  readonly exiledWith?: ExiledWith;
  /**
   * 901.4, 904.4: a plane, phenomenon or scheme card face down in its owner's planar or scheme deck, in the command
   * zone (310.2, 313.2); its abilities don't function (901.7, 904.8: only face-up ones do). The deck's order is the
   * command zone's order, bottom first (rules/ops/command-cards.ts). Absent for a face-up card and for emblems.
   */
  readonly inDeck?: true;
}

/** Who exiled a card, for "the exiled card" (607.2a) and "exile … until ~ leaves the battlefield" (610.3). */
export interface ExiledWith {
  readonly source: ObjectId;
  /** The source's timestamp then: the same object only while it hasn't left the battlefield since (400.7). */
  readonly stamp: number;
  /** 610.3: the zone it returns to when the source leaves the battlefield; absent when it stays in exile. */
  readonly returnTo?: PlayerZoneName;
}

/** What a face-down object keeps of its card (rules/ops/face-down.ts). */
export interface FaceDown {
  /** The card's own template; null in a player view for a viewer who may not look at it (708.5). */
  readonly face: CardTemplate | null;
}

/** The choices "As ~ enters the battlefield, choose …" made (rules/replacement/as-enters.ts). */
export interface ChosenValues {
  readonly color?: Color;
  /** A creature type or basic land type, title-cased ("Goblin", "Forest"). */
  readonly subtype?: string;
  /** A card type (205.2a): "choose a card type"; "of the chosen type" then matches objects of that type. */
  readonly cardType?: CardType;
  readonly player?: PlayerId;
}

/**
 * 608.2h, 113.7a: an object paid as a cost ("Sacrifice a creature") as it last existed on the battlefield, for "the
 * sacrificed creature's power" as the spell or ability resolves (its last known information).
 */
export interface LastKnown {
  readonly id: ObjectId;
  readonly power: number;
  readonly toughness: number;
  readonly manaValue: number;
}

export interface SpellItem {
  readonly kind: 'spell';
  readonly id: ObjectId;
  /** The card, whose zone is `stack` while it is a spell. */
  readonly card: ObjectId;
  readonly controller: PlayerId;
  readonly targets: readonly string[];
  /** How many of `targets` each target subject took, when not the default split (601.2c, targets/groups.ts). */
  readonly targetCounts?: readonly number[];
  /** 601.2d: the shares of a divided amount, one per target of the dividing subject, announced with the targets. */
  readonly division?: readonly number[];
  /** The permanents sacrificed to pay its costs, as they last were (608.2h); absent when none were. */
  readonly sacrificed?: readonly LastKnown[];
  readonly x: number;
  readonly choice: number;
  /** Cast with its kicker cost paid (702.33), as `cast … kicked` asks. */
  readonly kicked: boolean;
  /** 702.33b: of two kicker costs, which were paid (0-based, in printed order); absent with one kicker cost. */
  readonly kickers?: readonly number[];
  /**
   * 702.34a, 702.133a: cast from the graveyard with flashback or jump-start; exiled instead of going anywhere else as it
   * leaves the stack.
   */
  readonly flashback?: true;
  /** 702.27a: cast with its buyback cost paid; it goes to its owner's hand instead of the graveyard as it resolves. */
  readonly buyback?: true;
  /** 118.9: cast for this alternative cost: the index among its card's `alternativeCost` abilities. */
  readonly alternative?: number;
  /** The modes chosen for a modal spell (700.2a), 0-based in printed order; absent when it isn't modal. */
  readonly modes?: readonly number[];
  /**
   * 707.10: a copy of a spell, put onto the stack by an effect, not cast; its card is the copy's own object (a
   * `spellCopy`), which ceases to exist as it leaves the stack (707.10a). Absent for a cast spell.
   */
  readonly copy?: true;
  /** 702.88a: cast from its owner's hand (rebound exiles such a spell as it resolves). Absent otherwise. */
  readonly fromHand?: true;
  /**
   * 702.62a: a creature spell cast with suspend "gains haste until you lose control of the spell or the permanent it
   * becomes": the permanent gets haste for as long as its caster controls it. Absent otherwise.
   */
  readonly suspendHaste?: true;
}

/**
 * What a triggered ability remembers of the event that triggered it (603.7c, 603.10): the object and player it
 * was about ("it", "that creature", "that player") and its amount ("that much"). Null where the event had none.
 */
export interface TriggerContext {
  readonly object: ObjectId | null;
  readonly player: PlayerId | null;
  readonly amount: number | null;
  /** For a trigger on a permanent tapped for mana (106.12a): the mana its mana ability produced (605.1b). */
  readonly mana?: ManaPool;
  /**
   * For a delayed triggered ability: the zone `object` was in as the ability was created. If the object has left
   * that zone by the time the ability resolves, the ability won't affect it (603.7c).
   */
  readonly objectZone?: ZoneRef;
  /**
   * For a delayed triggered ability about several objects named together ("Exile any number of target creatures
   * you control. Return those cards … at the beginning of the next end step"): each with the zone it was in (603.7c).
   * Also for a trigger on a batch (603.2c, "whenever one or more creatures you control attack, they …"): every
   * object it was about, with the zone it was in then.
   */
  readonly objects?: readonly { readonly id: ObjectId; readonly zone: ZoneRef }[];
  /**
   * 603.10a: for a trigger on `object` leaving the battlefield, the counters it had as it last existed there, for
   * "if it had no -1/-1 counters on it" (702.79a). Absent: it had none.
   */
  readonly lastCounters?: Counters;
  /**
   * For a "becomes the target" trigger (603.2): the spell or ability that targeted `object` (or `player`): its stack
   * item, and its card for a spell. "That spell or ability" means it while it is on the stack.
   */
  readonly targeting?: { readonly item: ObjectId; readonly card: ObjectId | null };
  /**
   * For a "when you cast" trigger (601.2i): the spell as it became cast, every decision made for it, so copying it
   * works from what it was if it has left the stack since (608.2h, storm 702.40a).
   */
  readonly spell?: SpellItem;
}

/**
 * 603.7: a delayed triggered ability, created as a spell or ability resolved ("Return it to the battlefield at the
 * beginning of the next end step"). It exists apart from any card's text, so it carries its own ability; it
 * triggers once, the next time its step begins (603.7b), and is then gone. Its source and controller are those of
 * the spell or ability that created it (603.7d, 603.7e).
 */
export interface DelayedTrigger {
  /** `d12`. */
  readonly id: string;
  readonly source: ObjectId;
  readonly controller: PlayerId;
  readonly ability: Extract<Ability, { kind: 'triggered' }>;
  /** What "it" and "that player" meant as it was created (603.7c). */
  readonly context: TriggerContext;
}

/**
 * A triggered ability that has triggered but is not on the stack yet (603.2, 603.3): it goes there the next time a
 * player would receive priority, in APNAP order (603.3b); its controller chooses its targets then (603.3d).
 */
export interface PendingTrigger {
  /** `t12`: refers to it in the `putTrigger` action. */
  readonly id: string;
  readonly source: ObjectId;
  /** Index into the source's template.abilities; -1 for a delayed triggered ability (`delayed`). */
  readonly ability: number;
  readonly controller: PlayerId;
  readonly text: string;
  readonly context: TriggerContext;
  /** Set for a delayed triggered ability (603.7): its ability, which is on no card. */
  readonly delayed?: Extract<Ability, { kind: 'triggered' }>;
  /** Set for a triggered ability an effect gave the source (613.1f): the ability, which its card doesn't print. */
  readonly granted?: Extract<Ability, { kind: 'triggered' }>;
  /**
   * Set when the source is a token: its template as the ability triggered. The ability exists independently of its
   * source (113.7a), but a token that left the battlefield ceases to exist (704.5d) and takes its template with it.
   */
  readonly sourceTemplate?: CardTemplate;
}

/**
 * 608.2g: the card `player` may cast now, during the resolution of `source`'s ability, without paying its mana cost
 * (or for its madness cost, 702.35a).
 */
export interface PendingCast {
  readonly player: PlayerId;
  readonly card: ObjectId;
  /** The object whose ability offers the cast (its spell's card, or a rebound card). */
  readonly source: ObjectId;
  /** The rule that offers it, for messages: "702.85a" (cascade), "702.88a" (rebound). */
  readonly rule: string;
  /**
   * What becomes of the card if it isn't cast: it stays where it is (`stay`, rebound), or goes to the bottom of its
   * owner's library at a random place among the `randomAmong` cards just put there in a random order (cascade: "put
   * all cards exiled this way that weren't cast on the bottom of your library in a random order").
   */
  readonly declined:
    | { readonly kind: 'stay' }
    | { readonly kind: 'libraryBottom'; readonly randomAmong: number }
    | { readonly kind: 'graveyard' };
  /**
   * 702.35a: the card is cast for this alternative cost of its own (0-based among its alternative costs, madness)
   * rather than without paying its mana cost. Absent: for no mana (cascade, rebound).
   */
  readonly alternative?: number;
  /**
   * 702.62a: suspend's "play it without paying its mana cost if able": declining is refused while it can be cast; a
   * creature spell cast this way gains haste until its caster loses control of it (`SpellItem.suspendHaste`).
   */
  readonly suspend?: true;
}

export interface AbilityItem {
  readonly kind: 'ability';
  readonly id: ObjectId;
  readonly source: ObjectId;
  /** Index into the source's template.abilities. */
  readonly ability: number;
  readonly text: string;
  readonly controller: PlayerId;
  readonly targets: readonly string[];
  /** How many of `targets` each target subject took, when not the default split (601.2c, targets/groups.ts). */
  readonly targetCounts?: readonly number[];
  /** 601.2d: the shares of a divided amount, one per target of the dividing subject, announced with the targets. */
  readonly division?: readonly number[];
  /** The permanents sacrificed to pay its costs, as they last were (608.2h); absent when none were. */
  readonly sacrificed?: readonly LastKnown[];
  readonly x: number;
  readonly choice: number;
  /** Set for a triggered ability: what its trigger event was about. */
  readonly trigger: TriggerContext | null;
  /** The modes chosen for a modal ability (700.2a, 700.2b), 0-based in printed order; absent when it isn't modal. */
  readonly modes?: readonly number[];
  /** As on PendingTrigger: a token source's template, kept for when the token has ceased to exist (704.5d). */
  readonly sourceTemplate?: CardTemplate;
  /** As on PendingTrigger: a delayed triggered ability's own ability (603.7). */
  readonly delayed?: Extract<Ability, { kind: 'triggered' }>;
  /**
   * An ability the source had from an effect as it was activated or triggered (613.1f), kept here: it resolves even
   * if the effect ended since (113.7a). `ability` is then its index among the source's abilities at that time.
   */
  readonly granted?: GrantedAbility;
}

export type StackItem = SpellItem | AbilityItem;

export interface Attacker {
  readonly creature: ObjectId;
  /** The player or planeswalker it attacks (506.3). */
  readonly target: string;
  /** Set once blockers are declared if anything blocked it; stays true even if blockers leave (509.1h). */
  readonly blocked: boolean;
  /** Its blockers in damage assignment order (509.2). */
  readonly blockers: readonly ObjectId[];
}

export interface Blocker {
  readonly creature: ObjectId;
  /** The attackers it blocks, in its damage assignment order (509.3). */
  readonly attackers: readonly ObjectId[];
}

export interface CombatState {
  readonly attackingPlayer: PlayerId;
  readonly defendingPlayer: PlayerId;
  readonly attackers: readonly Attacker[];
  readonly blockers: readonly Blocker[];
  readonly attackersDeclared: boolean;
  readonly blockersDeclared: boolean;
  /** Creatures that dealt combat damage in the first-strike step (702.7b, 702.4b). */
  readonly dealtFirstStrikeDamage: readonly ObjectId[];
}

/** A regeneration shield (701.15a): the next destruction of `object` this turn is replaced. */
export interface RegenerationShield {
  readonly id: string;
  readonly object: ObjectId;
}

/**
 * 615.1, 615.7: a prevention shield from a resolved spell or ability ("prevent the next 3 damage that would be dealt
 * to any target this turn"): damage it covers is prevented, all of it or the next `remaining`, until it is used up
 * or the turn ends (514.2). Applied as damage is dealt (rules/damage/prevention.ts).
 */
export interface PreventionShield {
  readonly id: string;
  /** What the damage would be dealt to. */
  readonly to: ShieldParty;
  /** The source that would deal it. */
  readonly by: ShieldParty;
  /** Only combat damage (510.2). */
  readonly combat: boolean;
  /** How much more it prevents; null prevents all the damage it covers. */
  readonly remaining: number | null;
  /** 615.8: prevents all of the next damage event it covers (`remaining` null), then is used up. */
  readonly once?: boolean;
}

/**
 * Whom a shield covers: anything; players and objects named as it resolved (targets, "~", "you", "it"); or whatever
 * matches a description as damage is dealt ("creatures you control", "attacking creatures"), seen by its controller.
 */
export type ShieldParty =
  | { readonly kind: 'any' }
  | { readonly kind: 'ids'; readonly ids: readonly string[] }
  /**
   * A source chosen as the effect was created (609.7a), still checked against its description when it would deal
   * damage (615.9, 609.7b: "a red source of your choice" that is no longer red is not covered).
   */
  | {
      readonly kind: 'chosen';
      readonly id: ObjectId;
      readonly description: Description;
      readonly controller: PlayerId;
      readonly source: ObjectId;
    }
  | {
      readonly kind: 'matching';
      readonly description: Description;
      readonly controller: PlayerId;
      readonly source: ObjectId;
    };

export interface TurnState {
  readonly number: number;
  readonly activePlayer: PlayerId;
  readonly step: Step;
  /** Who may act now (rule 117). */
  readonly priority: PlayerId;
  /** Players who passed in succession since the last action (405.5). */
  readonly passes: readonly PlayerId[];
  /**
   * Activations this turn of abilities restricted to a number per turn (602.5b "Activate only once each turn"), by
   * `source#abilityIndex`. Absent until one is activated; each new turn's TurnState starts without it.
   */
  readonly activations?: Readonly<Record<string, number>>;
  /**
   * How many spells and abilities targeted each object and player this turn (601.2c, 602.2b, 603.3d), for "becomes
   * the target of a spell or ability for the first time each turn". Absent until something is targeted.
   */
  readonly targeted?: Readonly<Record<string, number>>;
  /**
   * Players who controlled a permanent as it left the battlefield this turn (revolt: "if a permanent you controlled
   * left the battlefield this turn"). Absent until one leaves; rules/state/turn-record.ts keeps it.
   */
  readonly left?: readonly PlayerId[];
  /**
   * The permanents and players each source dealt damage to this turn, by source id ("a creature dealt damage by ~ this
   * turn", "target player dealt damage by ~ this turn").
   * An object that leaves the battlefield is forgotten on both sides (400.7: it comes back as a new object).
   */
  readonly damaged?: Readonly<Record<ObjectId, readonly string[]>>;
  /**
   * The spells cast this turn, in the order they became cast (601.2i), by whom and by card (storm: "for each spell cast
   * before it this turn", 702.40a). Copies aren't cast (707.10), so they are not here. Absent until one is cast.
   */
  readonly spellsCast?: readonly { readonly player: PlayerId; readonly card: ObjectId }[];
  /**
   * The permanents and players dealt damage this turn by any source, even one that has left the battlefield since
   * ("target creature that was dealt damage this turn"). A permanent that leaves the battlefield is forgotten (400.7).
   */
  readonly wasDamaged?: readonly string[];
  /**
   * 720.1: the monarch as this turn began (its untap step), for "if you were the monarch as the turn began"; absent
   * when there was none.
   */
  readonly monarchAsBegan?: PlayerId;
  /** 119.3: life each player lost this turn, by player (damage included). Absent until someone loses life. */
  readonly lifeLost?: Readonly<Record<PlayerId, number>>;
  /** 119.3: life each player gained this turn, by player. Absent until someone gains life. */
  readonly lifeGained?: Readonly<Record<PlayerId, number>>;
  /** 508.1: how many creatures each player attacked with this turn ("if you attacked with a creature this turn"). */
  readonly attackedWith?: Readonly<Record<PlayerId, number>>;
  /** 700.4: how many creatures died this turn, anyone's (morbid: "if a creature died this turn"). */
  readonly died?: number;
  /**
   * 603.4: the permanents that entered the battlefield this turn, each as it was just after it entered (its
   * characteristics then, even if it has left since) and under whose control ("if you had a land enter the battlefield
   * under your control this turn"). Absent until one enters.
   */
  readonly entered?: readonly { readonly player: PlayerId; readonly object: GameObject }[];
  /**
   * 504.1: the active player has drawn a card in their draw step this turn ("except the first one you draw in each of
   * your draw steps", rules/replacement/draw.ts).
   */
  readonly drewInDrawStep?: boolean;
  /**
   * What the turn before this one left for "last turn" ("if no spells were cast last turn", "if an opponent lost
   * life last turn"): spells cast and life lost, by player. Absent in the first turn.
   */
  /**
   * 500.7: this is an extra turn, and the player who takes the turn after it in the natural turn order (the one who
   * would have come after the turn it was taken after). Absent in a natural turn.
   */
  readonly naturalNext?: PlayerId;
  /** 305.2: lands each player may play this turn besides the one ("You may play an additional land this turn."). */
  readonly additionalLands?: Readonly<Record<PlayerId, number>>;
  /**
   * 514.3a: something triggered during this cleanup step (a discard down to the maximum hand size, 514.1), so players
   * got priority in it and, once the stack is empty and all pass, another cleanup step begins instead of the next
   * turn. Absent otherwise.
   */
  readonly cleanupAgain?: true;
  readonly previous?: {
    readonly spellsCast: Readonly<Record<PlayerId, number>>;
    readonly lifeLost: Readonly<Record<PlayerId, number>>;
  };
}

/**
 * A permission to play a card from exile (601.3, 305.2): `player` may cast it (and with `play` play it as a land)
 * through the end of turn `lastTurn` (null: for as long as it stays exiled), for no mana with `free` (118.9).
 */
export interface PlayPermission {
  readonly player: PlayerId;
  readonly play: 'play' | 'cast';
  readonly lastTurn: number | null;
  readonly free: boolean;
}

export interface GameState {
  readonly playerOrder: readonly PlayerId[];
  readonly players: Readonly<Record<PlayerId, PlayerState>>;
  readonly objects: Readonly<Record<ObjectId, GameObject>>;
  /** Bottom → top (405.2). */
  readonly stack: readonly StackItem[];
  readonly turn: TurnState;
  /**
   * 500.7: the extra turns created and not yet taken, by the player who takes each; the last one is taken first, right
   * after the current turn. Absent when there are none.
   */
  readonly extraTurns?: readonly PlayerId[];
  /**
   * 614.10: how many of their next turns, and of their next untap steps, each player skips ("You skip your next turn.",
   * "Target player skips their next untap step."). Absent when none.
   */
  readonly skips?: Readonly<Record<PlayerId, { readonly turns: number; readonly untapSteps: number }>>;
  /**
   * 720.1, 720.3: the player who is the monarch, a designation at most one player has at a time (rules/ops/monarch.ts);
   * absent until an effect makes a player the monarch.
   */
  readonly monarch?: PlayerId;
  readonly combat: CombatState | null;
  readonly shields: readonly RegenerationShield[];
  /** Prevention shields from resolved spells and abilities (615), oldest first; they end in the cleanup step. */
  readonly preventionShields: readonly PreventionShield[];
  /** Continuous effects from resolved spells and abilities (611.2), oldest first; applied by state/characteristics. */
  readonly continuousEffects: readonly ContinuousEffect[];
  /**
   * Continuous effects from resolved spells and abilities on players rather than objects (611.2, 613.10, 613.11: "You
   * have no maximum hand size until your next turn."), oldest first. Absent when there are none.
   */
  readonly playerEffects?: readonly PlayerEffect[];
  /** Triggered abilities waiting to be put on the stack, in the order they triggered (603.3). */
  readonly pendingTriggers: readonly PendingTrigger[];
  /** Delayed triggered abilities waiting for their step (603.7), oldest first. */
  readonly delayedTriggers: readonly DelayedTrigger[];
  /**
   * 608.2g: a card a resolving ability lets a player cast without paying its mana cost (cascade, 702.85a; rebound,
   * 702.88a). The player casts it (`cast`, choosing its targets, modes …) or declines (`declineCast`) before anything
   * else happens; absent otherwise (ops/free-cast.ts).
   */
  readonly pendingCast?: PendingCast;
  /** Next number for deterministic ids. */
  readonly nextId: number;
  /** State of the seeded random generator (library shuffles). */
  readonly seed: number;
  readonly winner: PlayerId | null;
}

/**
 * A continuous effect of a resolved spell or ability on players (611.2): the players fixed as it began (611.2c), what
 * it changes, its timestamp (613.7, from the state's id counter like an object's) and how long it lasts.
 */
export interface PlayerEffect {
  /** `e12`. */
  readonly id: string;
  readonly source: ObjectId;
  readonly sourceName: string;
  readonly controller: PlayerId;
  readonly timestamp: number;
  readonly players: readonly PlayerId[];
  readonly duration: PlayerEffectDuration;
  /** 402.2: a change of their maximum hand size. */
  readonly change: { readonly kind: 'maximumHandSize'; readonly change: HandSizeChange };
}

/** 601.2: how a spell was cast, kept by the permanent it becomes (rules/ops/cast-record.ts). */
export interface CastRecord {
  /** 601.2a: the zone it was cast from. */
  readonly from: ZoneRef['zone'];
  /** The player who cast it (601.2). */
  readonly by: PlayerId;
  /** 505.1: cast during a main phase of that player's turn (addendum). */
  readonly mainPhase: boolean;
  /** 601.2h: the mana spent to pay its total cost. */
  readonly spent: ManaPool;
}
