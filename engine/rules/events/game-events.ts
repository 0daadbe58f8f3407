import type { Designation } from '../../templates/card-template.js';
import type { ManaPool } from '../mana/pool.js';
import type { ObjectId, PlayerId, Step, ZoneRef } from '../state/types.js';

/**
 * Game events are what happened in the game, at the level rules text talks about ("whenever a creature
 * becomes tapped", "whenever ~ deals damage"). They fire only going forward, once an action commits, and only
 * they may trigger abilities: undo and redo never emit them.
 */
export type GameEvent =
  | { readonly type: 'turnBegan'; readonly turn: number; readonly player: PlayerId }
  | { readonly type: 'stepBegan'; readonly step: Step; readonly turn: number }
  | { readonly type: 'cardDrawn'; readonly player: PlayerId; readonly card: ObjectId }
  | { readonly type: 'landPlayed'; readonly player: PlayerId; readonly card: ObjectId }
  | { readonly type: 'spellCast'; readonly player: PlayerId; readonly card: ObjectId; readonly item: ObjectId }
  | {
      readonly type: 'abilityActivated';
      readonly player: PlayerId;
      readonly source: ObjectId;
      readonly ability: number;
      readonly item: ObjectId | null;
    }
  /**
   * 601.2c, 602.2b, 603.3d: the objects and players `targets` (each once) became targets of the stack item `item`, a
   * spell (its card `card`) or an ability (`card` null) controlled by `player`.
   */
  | {
      readonly type: 'targeted';
      readonly item: ObjectId;
      readonly card: ObjectId | null;
      readonly player: PlayerId;
      readonly targets: readonly string[];
    }
  | { readonly type: 'resolved'; readonly item: ObjectId }
  /** 701.5a: an ability on the stack was countered (removed from the stack; a countered spell's card just moves). */
  | { readonly type: 'abilityCountered'; readonly item: ObjectId }
  /** 608.2b: every target became illegal, so it did nothing. */
  | { readonly type: 'fizzled'; readonly item: ObjectId }
  | { readonly type: 'manaAdded'; readonly player: PlayerId; readonly mana: ManaPool }
  | { readonly type: 'manaSpent'; readonly player: PlayerId; readonly mana: ManaPool }
  | { readonly type: 'tapped'; readonly object: ObjectId }
  /**
   * 106.12a: `player` activated a mana ability of the permanent `object` with {T} in its cost; `mana` is what that
   * ability produced (for "add one mana of any type that land produced", 605.1b).
   */
  | { readonly type: 'tappedForMana'; readonly object: ObjectId; readonly player: PlayerId; readonly mana: ManaPool }
  | { readonly type: 'untapped'; readonly object: ObjectId }
  | { readonly type: 'zoneChanged'; readonly object: ObjectId; readonly from: ZoneRef; readonly to: ZoneRef }
  /**
   * 111.1: a token was created on the battlefield under `player`'s control. It enters from no zone, so this is not a
   * zoneChanged; triggers treat it as a zone change to the battlefield ("enters the battlefield", 603.6a).
   */
  | { readonly type: 'tokenCreated'; readonly object: ObjectId; readonly player: PlayerId }
  /** 114.2: `player` got an emblem, put into their command zone (408.2); it is there from then on. */
  | { readonly type: 'emblemCreated'; readonly object: ObjectId; readonly player: PlayerId }
  | { readonly type: 'destroyed'; readonly object: ObjectId }
  | { readonly type: 'regenerated'; readonly object: ObjectId }
  /** A destroy event was replaced or ignored, with what replaced it. */
  | { readonly type: 'destructionPrevented'; readonly object: ObjectId; readonly by: string }
  | {
      readonly type: 'damageDealt';
      readonly source: ObjectId;
      readonly to: string;
      readonly amount: number;
      readonly combat: boolean;
    }
  | { readonly type: 'lifeGained'; readonly player: PlayerId; readonly amount: number }
  | { readonly type: 'lifeLost'; readonly player: PlayerId; readonly amount: number }
  | { readonly type: 'lifePaid'; readonly player: PlayerId; readonly amount: number }
  | { readonly type: 'countersAdded'; readonly object: ObjectId; readonly counter: string; readonly amount: number }
  | { readonly type: 'countersRemoved'; readonly object: ObjectId; readonly counter: string; readonly amount: number }
  | { readonly type: 'poisoned'; readonly player: PlayerId; readonly amount: number }
  /** 107.14: a player got (`amount` > 0) or paid (< 0) energy counters. */
  | { readonly type: 'energyChanged'; readonly player: PlayerId; readonly amount: number }
  | { readonly type: 'attackersDeclared'; readonly player: PlayerId; readonly attackers: readonly ObjectId[] }
  /** 701.39a: a player exerted a permanent (as it attacked, 508.1g). */
  | { readonly type: 'exerted'; readonly object: ObjectId; readonly player: PlayerId }
  | { readonly type: 'blockersDeclared'; readonly player: PlayerId; readonly blockers: readonly ObjectId[] }
  | { readonly type: 'removedFromCombat'; readonly object: ObjectId }
  | { readonly type: 'sacrificed'; readonly object: ObjectId }
  /** 702.29c: a player discarded a card to pay its cycling cost ("cycled" it); the draw comes later, on resolution. */
  | { readonly type: 'cycled'; readonly player: PlayerId; readonly card: ObjectId }
  /** 702.37e, 116.2b: a player turned a face-down permanent face up (the special action). */
  | { readonly type: 'turnedFaceUp'; readonly player: PlayerId; readonly object: ObjectId }
  /** 702.112b, 701.31b: a permanent became renowned, monstrous. */
  | { readonly type: 'becameDesignated'; readonly object: ObjectId; readonly designation: Designation }
  /** 720.3: `player` became the monarch; `previous` (null: nobody) ceased to be it. */
  | { readonly type: 'becameMonarch'; readonly player: PlayerId; readonly previous: PlayerId | null }
  /** 701.19e: a player revealed cards, such as the ones a search found when it says "reveal it". */
  | { readonly type: 'revealed'; readonly player: PlayerId; readonly cards: readonly ObjectId[] }
  /** "Look at target player's hand": `player` saw the cards of `whose` hand, and no one else did (400.2). */
  | {
      readonly type: 'lookedAt';
      readonly player: PlayerId;
      readonly whose: PlayerId;
      readonly cards: readonly ObjectId[];
    }
  /** 608.2d: a player chose a card, as "you choose a nonland card from it" asks (the card is known to all then). */
  | { readonly type: 'cardChosen'; readonly player: PlayerId; readonly card: ObjectId }
  /** 701.20a: a player's library was shuffled (701.20e: even with zero or one cards in it). */
  | { readonly type: 'shuffled'; readonly player: PlayerId }
  /** 705.1: `player` flipped a coin for `source` (a spell or ability resolving) and won or lost the flip (705.2). */
  | { readonly type: 'coinFlipped'; readonly player: PlayerId; readonly source: ObjectId; readonly won: boolean }
  /** 701.32a: `player` voted for `option` as `source` resolved. */
  | { readonly type: 'voted'; readonly player: PlayerId; readonly source: ObjectId; readonly option: string }
  /** 706.1: `player` rolled a die with `sides` faces for `source`; `result` is the face it came to rest on (706.2). */
  | {
      readonly type: 'dieRolled';
      readonly player: PlayerId;
      readonly source: ObjectId;
      readonly sides: number;
      readonly result: number;
    }
  /** 901.9: `player` rolled the planar die (a special action costing `cost` generic mana); the face it showed. */
  | { readonly type: 'planarDieRolled'; readonly player: PlayerId; readonly result: PlanarFace; readonly cost: number }
  /** 701.24b: `player` planeswalked away from the face-up planes `from` to the plane `to` (null: no planar deck). */
  | {
      readonly type: 'planeswalked';
      readonly player: PlayerId;
      readonly from: readonly ObjectId[];
      readonly to: ObjectId | null;
    }
  /** 701.25: `player` set the scheme `object` in motion. */
  | { readonly type: 'schemeSetInMotion'; readonly player: PlayerId; readonly object: ObjectId }
  /** 704.6e, 701.26b: a face-up scheme was turned face down and put on the bottom of its owner's scheme deck. */
  | { readonly type: 'schemeToBottom'; readonly player: PlayerId; readonly object: ObjectId }
  | { readonly type: 'playerLost'; readonly player: PlayerId; readonly reason: string }
  /** 603.2: a triggered ability triggered; `trigger` is its id in state.pendingTriggers until it is on the stack. */
  | {
      readonly type: 'abilityTriggered';
      readonly trigger: string;
      readonly source: ObjectId;
      readonly ability: number;
      readonly controller: PlayerId;
    }
  /** 603.3: a pending triggered ability was put on the stack as the ability `item`. */
  | { readonly type: 'triggerPut'; readonly trigger: string; readonly item: ObjectId; readonly player: PlayerId }
  /** 603.3d: a pending triggered ability was removed instead (no legal targets, its controller left the game…). */
  | { readonly type: 'triggerRemoved'; readonly trigger: string; readonly source: ObjectId; readonly reason: string }
  /** 603.4: its intervening "if" was false as it resolved, so it was removed from the stack and did nothing. */
  | { readonly type: 'conditionFailed'; readonly item: ObjectId }
  | { readonly type: 'priorityPassed'; readonly player: PlayerId };

export type GameEventType = GameEvent['type'];

/** 901.3a: the planar die's faces: one {CHAOS}, one {PW} (planeswalk), four blank. */
export type PlanarFace = 'chaos' | 'planeswalk' | 'blank';
