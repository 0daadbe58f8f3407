import type { Color } from '../mana/mana-symbol.js';
import type { ManaCost } from '../mana/mana-symbol.js';
import type { Ability } from './card-template.js';

/**
 * The parsed form of rules text: the phrases the grammar (engine/abilities/grammar/) reads and the rules engine
 * (engine/rules/) executes. Plain JSON data like the rest of a CardTemplate. Each phrase type below is produced
 * by one grammar module and answered by one engine module; the comments name both.
 */

/** Card types (rule 205.2a). */
export const CARD_TYPE_NAMES = [
  'artifact',
  'battle',
  'conspiracy',
  'creature',
  'dungeon',
  'enchantment',
  'instant',
  'kindred',
  'land',
  'phenomenon',
  'plane',
  'planeswalker',
  'scheme',
  'sorcery',
  'tribal',
  'vanguard',
] as const;
export type CardType = (typeof CARD_TYPE_NAMES)[number];

/** Supertypes (rule 205.4a). */
export const SUPERTYPE_NAMES = ['basic', 'legendary', 'ongoing', 'snow', 'world'] as const;
export type Supertype = (typeof SUPERTYPE_NAMES)[number];

/** Keyword abilities the parser understands (rule 702). */
export type Keyword =
  | 'deathtouch'
  | 'defender'
  | 'double strike'
  | 'first strike'
  | 'flash'
  | 'flying'
  | 'haste'
  | 'hexproof'
  | 'indestructible'
  | 'infect'
  | 'intimidate'
  | 'lifelink'
  | 'menace'
  | 'reach'
  | 'shroud'
  | 'trample'
  | 'vigilance'
  | 'wither'
  | 'fear'
  | 'shadow'
  | 'horsemanship'
  | 'devoid'
  | 'changeling'
  | 'convoke'
  | 'delve'
  | 'improvise'
  | 'assist'
  | 'fuse'
  | 'aftermath'
  | 'sunburst'
  | 'conspire'
  | 'rebound'
  | 'retrace'
  | 'jump-start'
  | 'split second'
  | 'totem armor'
  | 'umbra armor'
  | TriggeredKeywordName
  | LandwalkKeyword;

/**
 * Keywords that are triggered abilities (702) and that descriptions ask about ("a creature without flanking",
 * 702.25a): a permanent has one when it has the triggered ability (`keyword` on a `triggered` ability).
 */
export type TriggeredKeywordName = 'flanking';

/** Landwalk (702.14): a keyword per land type ("swampwalk"), and "nonbasic landwalk" (702.14c). */
export type LandwalkKeyword =
  'plainswalk' | 'islandwalk' | 'swampwalk' | 'mountainwalk' | 'forestwalk' | 'nonbasic landwalk';

/**
 * 702.16a: "protection from [quality]": what a source must be for the protection to apply. `qualities` are
 * alternatives ("protection from red and from white" is from each of them, 702.16g); `everything` is 702.16j's
 * "protection from everything" (then `qualities` is empty). Only characteristics are qualities here: a color, a
 * color count ("multicolored"), a card type ("creatures"), a subtype ("Dragons").
 */
export interface Protection {
  readonly everything: boolean;
  readonly qualities: readonly Quality[];
}

// ---------------------------------------------------------------------------------------------------------------
// Object descriptions (rules 109, 115): grammar/description.ts reads them, rules/describe/matches.ts checks them.

/**
 * The head noun of a description: what kind of thing it names. `any` is "any target" (115.4: a creature,
 * player, planeswalker or battle). `card` is a card in a zone other than the battlefield and the stack. `source` is
 * a source of damage (120.7): any object outside the hidden zones; one "of your choice" is a permanent or a spell on
 * the stack (609.7a).
 */
export const NOUN_NAMES = [
  'any',
  'player',
  'permanent',
  'spell',
  'card',
  'creature',
  'artifact',
  'enchantment',
  'land',
  'planeswalker',
  'battle',
  'source',
] as const;
export type Noun = (typeof NOUN_NAMES)[number];

/** Zones a description can look in (400.1); permanents are on the battlefield, spells on the stack. */
export type DescribedZone = 'battlefield' | 'stack' | 'graveyard' | 'hand' | 'library' | 'exile';

/**
 * 106.6: what restricted mana may be spent on. `cast`: the mana cost (and additional costs) of a spell matching
 * `spells` as it is cast ("to cast creature spells", "to cast an instant or sorcery spell"); `activate`: the costs of
 * activated abilities, of objects matching `of` ("to activate abilities of artifacts") or of any object (null).
 */
export type ManaUse =
  | { readonly kind: 'cast'; readonly spells: Description }
  | { readonly kind: 'activate'; readonly of: Description | null };

/**
 * Designations a permanent can have (not characteristics, 109.3; kept until it leaves the battlefield): renowned
 * (702.112b), monstrous (701.37b).
 */
export type Designation = 'renowned' | 'monstrous';

/** Every designation, for what must forget them all (a permanent leaving the battlefield). */
export const DESIGNATIONS: readonly Designation[] = ['renowned', 'monstrous'];

/** One adjective or clause of a description; an object must have every quality of its description. */
export type Quality =
  /** "black", "nonblack" (105.2). */
  | { readonly kind: 'color'; readonly color: Color; readonly negated: boolean }
  /** "colorless" / "multicolored" / "monocolored" (105.2c, 105.4). */
  | { readonly kind: 'colorCount'; readonly count: 'colorless' | 'multicolored' | 'monocolored' }
  /** "artifact creature", "noncreature", "nonland" (205.2). */
  | { readonly kind: 'type'; readonly type: CardType; readonly negated: boolean }
  /** "Goblin", "non-Human" (205.3); title-cased like the template's subtypes. */
  | { readonly kind: 'subtype'; readonly subtype: string; readonly negated: boolean }
  /** "legendary", "nonbasic" (205.4). */
  | { readonly kind: 'supertype'; readonly supertype: Supertype; readonly negated: boolean }
  /** "with flying", "without flying" (702). */
  | { readonly kind: 'keyword'; readonly keyword: Keyword; readonly negated: boolean }
  /** "you control", "an opponent controls", "you don't control" (108.4); "target opponent" for players. */
  | { readonly kind: 'controller'; readonly who: 'you' | 'opponent' }
  /** "you own", "an opponent owns" (108.3). */
  | { readonly kind: 'owner'; readonly who: 'you' | 'opponent' }
  /** "another", "other": not the ability's source (109.5 leaves "this" to `self`). */
  | { readonly kind: 'other' }
  /** "tapped" / "untapped". */
  | { readonly kind: 'tapped'; readonly tapped: boolean }
  /** "token" / "nontoken" (111). */
  | { readonly kind: 'token'; readonly token: boolean }
  /**
   * A designation of a permanent, kept until it leaves the battlefield: "renowned" (702.112b), "monstrous" (701.37b);
   * "isn't renowned".
   */
  | { readonly kind: 'designated'; readonly designation: Designation; readonly negated: boolean }
  /** 702.95b: "paired" (with another creature by a soulbond ability), "unpaired" (`paired` false). */
  | { readonly kind: 'paired'; readonly paired: boolean }
  /** 702.33d: "a kicked spell", "kicked spells": cast with a kicker cost paid (remembered on it, rules/ops/kicker.ts). */
  | { readonly kind: 'kicked' }
  /** "attacking", "blocking", "attacking or blocking" (506.4). */
  | { readonly kind: 'combat'; readonly roles: readonly ('attacking' | 'blocking')[] }
  /** "with power 2 or less", "with mana value 3 or greater" (208, 202.3). */
  | {
      readonly kind: 'compare';
      readonly property: 'power' | 'toughness' | 'manaValue';
      readonly op: '<=' | '>=' | '=';
      readonly value: number;
    }
  /**
   * 122.1: "with a +1/+1 counter on it", "with one or more counters on them", "without a +1/+1 counter on it"
   * (`counter` null: a counter of any kind).
   */
  | { readonly kind: 'counter'; readonly counter: string | null; readonly negated: boolean }
  /** "in your graveyard", "from an opponent's hand": where a card is, and whose zone. */
  /**
   * "spell that targets a creature", "… that targets you", "… that targets ~": a spell on the stack with a target that
   * fits `what` now (115.1, 601.2c); `what` null: the target is the source itself (~).
   */
  | { readonly kind: 'targets'; readonly what: Description | null }
  /** `that`: the zone of the player a subject names with it ("all cards from target player's graveyard", 608.2c). */
  | { readonly kind: 'zone'; readonly zone: DescribedZone; readonly whose: 'you' | 'opponent' | 'any' | 'that' }
  /**
   * "of the chosen color", "of the chosen type": what the source's controller chose as the source entered the
   * battlefield (614.12, `asEntersChoose`): a color, or a creature or basic land type.
   */
  | { readonly kind: 'chosen'; readonly what: 'color' | 'type' }
  /**
   * "dealt damage by ~ this turn", "dealt damage by equipped creature this turn": a permanent the source (or what it
   * is attached to) dealt damage to this turn, each being the object it was then (400.7).
   */
  | { readonly kind: 'dealtDamageBy'; readonly by: 'self' | AttachedHow }
  /**
   * "that was dealt damage this turn": a permanent (or player) some source dealt damage to this turn (120.3, the
   * turn's record), each being the object it was then (400.7).
   */
  | { readonly kind: 'wasDealtDamage' }
  /**
   * "creature defending player controls" (506.2: the player the source is attacking; outside combat the opponent),
   * "creature that player controls" (the player the ability already names: the player its event was about, or the
   * player it named before, 608.2c): controlled by that player (108.4).
   */
  | { readonly kind: 'controlledBy'; readonly player: RelatedPlayer }
  /**
   * "with converted mana cost X or less" (X of the spell or ability, 107.3), "with power less than ~'s power",
   * "with power less than or equal to the number of creatures you control" (202.3, 208): compared with an amount
   * worked out as the description is checked. The amount is one the description can work out alone: a number, X, a
   * count, a devotion, or the source's own power, toughness or mana value.
   */
  | {
      readonly kind: 'compareTo';
      readonly property: 'power' | 'toughness' | 'manaValue';
      readonly op: '<' | '<=' | '=' | '>=' | '>';
      readonly amount: Amount;
    }
  /**
   * 607.2a: "the exiled card", "the exiled cards": a card in exile that an ability of the source exiled while the
   * source was the object it is now (400.7; the link of linked abilities, `rules/ops/exiled-with.ts`).
   */
  | { readonly kind: 'exiledWith' }
  /**
   * 201.2: "a card named Ajani, Inspiring Leader": its name is this one (a face-down object has none, 708.2a); `name`
   * null: "cards named ~", the name printed on the ability's source (201.5: game effects that change names aside).
   */
  | { readonly kind: 'named'; readonly name: string | null }
  /**
   * "with the same name as that permanent" (201.2), "that shares a color with it" (105.2), "… a creature type with ~"
   * (205.3), "… a card type with it" (205.2a): it has at least one of these in common with the object `with` names —
   * the object the text named before (`it`, 608.2c: a target, the trigger's object), the source (`self`) or what the
   * source is attached to; none without that object. `other`: "all other permanents with the same name as that
   * permanent": not that object itself. A face-down object has no name (708.2a), a colorless one no color.
   */
  | {
      readonly kind: 'shares';
      readonly what: SharedCharacteristic;
      readonly with: 'it' | 'self' | AttachedHow;
      readonly other: boolean;
    }
  /** "white or blue", "instant or sorcery": at least one of these qualities. */
  | { readonly kind: 'anyOf'; readonly qualities: readonly Quality[] }
  /** Every one holds: one alternative of an anyOf ("white creature or black creature"). */
  | { readonly kind: 'allOf'; readonly qualities: readonly Quality[] };

/** A player a description names relative to the ability: the defending player (506.2), or "that player". */
export type RelatedPlayer = 'defending' | 'that';

/** "nonblack creature you control": any of the nouns, with every quality. */
export interface Description {
  readonly nouns: readonly Noun[];
  readonly qualities: readonly Quality[];
}

// ---------------------------------------------------------------------------------------------------------------
// Subjects: who or what an effect acts on. grammar/subject.ts reads them, rules/effects/subjects.ts resolves them.

/** What a target may be, for the UI's pickers: the description's nouns. */
export type TargetKind = Noun;

export type Subject =
  /** `~`: the object the ability is on (201.5). */
  | { readonly kind: 'self' }
  /** "you": the controller of the spell or ability (109.5). */
  | { readonly kind: 'you' }
  /**
   * "target creature", "up to two target creatures", "another target creature you control", "one, two, or three
   * targets", "any number of target creatures" (115). Each target is one slot, numbered in text order (601.2c);
   * `count` is the most targets (null: "any number of", no most), `upTo` says fewer may be chosen, down to `min`
   * (absent: 0; "one, two, or three target creatures" has 1) (601.2c, 115.1). targetRange (subjects.ts) reads them.
   * `countX`: "X target creatures", "up to X target creatures": the most is the X announced before targets are chosen
   * (601.2b, 107.3a); `count` is then null.
   */
  | {
      readonly kind: 'target';
      readonly allowed: readonly TargetKind[];
      readonly description: Description;
      readonly count: number | null;
      readonly upTo: boolean;
      readonly min?: number;
      readonly countX?: true;
      readonly text: string;
    }
  /**
   * "each creature", "all creatures you control", "each opponent", "each player": every match, no targeting. `player`:
   * "all creatures target player controls", "creatures target opponent controls": the target player (a subject of its
   * own, 115.1) whose permanents the description's `controlledBy` "that" quality means, each in turn (608.2c).
   */
  | { readonly kind: 'each'; readonly description: Description; readonly player?: Subject }
  /**
   * "return a land you control to its owner's hand", "put a +1/+1 counter on a creature you control", "exile a
   * creature card from your graveyard": `count` objects matching the description, chosen by the ability's controller
   * as the effect happens (608.2d), not targeted (115.1): nothing can respond to the choice, and hexproof or shroud
   * don't stop it. Fewer if fewer match.
   */
  | { readonly kind: 'chosen'; readonly description: Description; readonly count: number }
  /**
   * "it", "that creature", "that card": the object named before (608.2c) — the previous target or object of this
   * ability, else the object its trigger event was about (603.7c, 603.10 look-back). `them`: the word was "them",
   * which never means the source alone: with no object or group named before, it is the player named before or the
   * trigger's player (singular they: "if that player has one or fewer cards in hand, ~ deals 2 damage to them").
   */
  | { readonly kind: 'it'; readonly them?: true }
  /** "that player": the player the trigger event was about, or the one named before. */
  | { readonly kind: 'thatPlayer' }
  /**
   * "that spell", "that spell or ability": the spell or ability that targeted what a "becomes the target" trigger
   * watches (while it is still on the stack); after other triggers ("whenever an opponent casts a spell, counter that
   * spell") the same as "it".
   */
  | { readonly kind: 'thatSpell' }
  /** "its controller", "its owner", "defending player" (506.2). */
  | { readonly kind: 'controllerOf'; readonly of: Subject }
  | { readonly kind: 'ownerOf'; readonly of: Subject }
  | { readonly kind: 'defendingPlayer' }
  /**
   * "enchanted creature" (303.4, 702.5), "equipped creature" (301.5, 702.6): the object the ability's source (an
   * Aura or Equipment) is attached to now; nothing while it is attached to nothing.
   */
  | { readonly kind: 'attached'; readonly how: AttachedHow };

/**
 * What an `objectIs` condition asks about: the ability's source (`self`), what it is attached to, or (`it`, only in a
 * resolving spell or ability, 608.2c) the object its text named last: "If it's a Cyclops, destroy it.", "If that
 * creature is white or blue, …". For `it` the object may be in any zone; the description says what it must be.
 */
export type ConditionObject = 'self' | AttachedHow | 'it';

/** How the source is attached: an Aura enchants (303.4), an Equipment equips (301.5). */
export type AttachedHow = 'enchanted' | 'equipped';

// ---------------------------------------------------------------------------------------------------------------
// Amounts (107): grammar/amount.ts reads them, rules/effects/amounts.ts evaluates them.

export type Amount =
  | { readonly kind: 'fixed'; readonly value: number }
  /** X, chosen as the spell is cast or the ability activated (107.3). */
  | { readonly kind: 'variable'; readonly letter: 'X' }
  /**
   * "for each creature you control", "equal to the number of cards in your hand", times a factor. `player`: "for each
   * creature target opponent controls": the target player whose permanents `of` (with a `controlledBy` "that"
   * quality) counts (608.2c); only in a resolving spell's or ability's effects.
   */
  | { readonly kind: 'count'; readonly of: Description; readonly times: number; readonly player?: Subject }
  /** "equal to its power", "equal to ~'s toughness" (608.2h: the value as the effect happens). */
  | { readonly kind: 'property'; readonly property: 'power' | 'toughness' | 'manaValue'; readonly of: Subject }
  /**
   * "for each creature blocking it", "… beyond the first" (702.23a, rampage): the creatures blocking `of` now, less
   * `beyond` (never below 0), times a factor.
   */
  | { readonly kind: 'blockers'; readonly of: Subject; readonly beyond: number; readonly times: number }
  /** "that much", "that many": the amount of the event that triggered the ability (603.7c). */
  | { readonly kind: 'eventAmount' }
  /**
   * 700.5: "your devotion to black", "your devotion to white and black" (700.5a): the mana symbols of those colors
   * among the mana costs of permanents the ability's controller controls.
   */
  | { readonly kind: 'devotion'; readonly colors: readonly Color[] }
  /**
   * 700.8: "for each creature in your party", "the number of creatures in your party": up to one each of Cleric, Rogue,
   * Warrior and Wizard among the creatures the ability's controller controls (0 to 4), times a factor.
   */
  | { readonly kind: 'party'; readonly times: number }
  /**
   * Domain: "for each basic land type among lands you control", "the number of basic land types among lands they
   * control": how many of Plains, Island, Swamp, Mountain and Forest (305.6) the objects matching `among` have between
   * them now (0 to 5), times a factor.
   */
  | { readonly kind: 'basicLandTypes'; readonly among: Description; readonly times: number }
  /** 119.1: "your life total": the life total of the ability's controller as the amount is used. */
  | { readonly kind: 'lifeTotal' }
  /**
   * "the greatest power among creatures you control", "the highest converted mana cost among artifacts you control":
   * the largest power, toughness or mana value among the objects matching `of` now (208.1, 202.3); 0 with none, and 0
   * for a negative greatest power (107.1b).
   */
  | {
      readonly kind: 'greatest';
      readonly property: 'power' | 'toughness' | 'manaValue';
      readonly of: Description;
    }
  /**
   * "the least toughness among creatures you control" (701.33a, bolster): the smallest power, toughness or mana value
   * among the objects matching `of` now (208.1, 202.3), as it is (a "tied for least" object has it too); 0 with none.
   */
  | {
      readonly kind: 'least';
      readonly property: 'power' | 'toughness' | 'manaValue';
      readonly of: Description;
    }
  /**
   * "creatures you control have total power 8 or greater" (formidable), "the total power of creatures you control": the
   * sum of the powers (or toughnesses) of the objects matching `of` now (208.1); a negative one lowers it (107.1b is
   * about the result only).
   */
  | { readonly kind: 'total'; readonly property: 'power' | 'toughness'; readonly of: Description }
  /**
   * 608.2h: "the sacrificed creature's power": the power, toughness or mana value of the permanent sacrificed to pay
   * the spell's or ability's cost, as it last existed on the battlefield (its last known information); 0 if none was.
   */
  | { readonly kind: 'sacrificed'; readonly property: 'power' | 'toughness' | 'manaValue' }
  /** 122.1: "for each age counter on it" (702.24a): the counters of one kind on the object `of` names now. */
  | { readonly kind: 'counters'; readonly of: Subject; readonly counter: string }
  /**
   * 706.2: "equal to the result", "where X is the result": the result of the die rolled last in this resolution (a
   * `rollDie` effect before it in the same text; the grammar refuses it otherwise), 0 if none was rolled.
   */
  | { readonly kind: 'dieResult' }
  /** 701.32a: "for each death vote": the votes `option` got in the `vote` held before it in this resolution, times a factor. */
  | { readonly kind: 'votes'; readonly option: string; readonly times: number }
  /**
   * 702.40a (storm): "for each spell cast before it this turn", "for each other spell that was cast before it this
   * turn": the spells any player cast this turn before the spell the triggered ability is about (its trigger's
   * object), as the turn's record keeps them (rules/state/turn-record.ts), times a factor.
   */
  | { readonly kind: 'spellsCastBefore'; readonly times: number }
  /**
   * 702.82b (devour): "for each creature it devoured": the creatures the ability's source sacrificed to its devour as
   * it last entered the battlefield (`GameObject.devoured`), times a factor.
   */
  | { readonly kind: 'devoured'; readonly times: number }
  /**
   * "equal to the total life lost this way", "equal to the life lost this way" (702.101a, extort): the life the
   * players lost through the `loseLife` effects this resolution carried out before it (0 if none).
   */
  | { readonly kind: 'lifeLostThisWay' }
  /**
   * 701.8: "Discard your hand, then draw that many cards.": the cards a player discarded with `discardHand` in this
   * resolution — each player's own where each player acts ("Each player discards their hand, then draws that many
   * cards"), else all of them.
   */
  | { readonly kind: 'discardedThisWay' };

// ---------------------------------------------------------------------------------------------------------------
// Conditions: grammar/condition.ts reads them, rules/triggers/conditions.ts checks them.

/**
 * A keyword that is an alternative cost (118.9, 702.1): evoke (702.74a), dash (702.109a), surge (702.117a), escape
 * (702.138a, from the graveyard), madness (702.35a, from exile, as its trigger resolves).
 */
export type AlternativeKeyword = 'evoke' | 'dash' | 'surge' | 'escape' | 'madness' | 'spectacle';

/** What "shares a … with" / "the same name as" compares (201.2, 105.2, 205.3, 205.2a). */
export type SharedCharacteristic = 'name' | 'color' | 'creatureType' | 'cardType';

export type Condition =
  /**
   * "if you control a blue permanent and a black permanent": every one of `conditions` holds (a count each, 603.4,
   * 608.2c).
   */
  | { readonly kind: 'all'; readonly conditions: readonly Condition[] }
  /**
   * "an opponent has more life than you", "you control fewer creatures than an opponent", "you have more cards in hand
   * than each opponent": `amount`, worked out from the controller's side, is greater (`>`) or less (`<`) than it is
   * from some opponent's side (from every opponent's, `each`).
   */
  | { readonly kind: 'versus'; readonly amount: Amount; readonly op: '<' | '>'; readonly each: boolean }
  /** "unless you control an artifact" (a static ability's, 611.3a): `condition` doesn't hold. */
  | { readonly kind: 'not'; readonly condition: Condition }
  /** Revolt: "if a permanent you controlled left the battlefield this turn". */
  | { readonly kind: 'permanentLeft' }
  /** "if you control an artifact", "if you control no other creatures", "three or more lands". */
  | {
      readonly kind: 'count';
      readonly of: Description;
      readonly op: '<=' | '>=' | '=';
      readonly value: number;
    }
  /** "if you have 10 or less life", "if an opponent has 10 or less life". */
  | {
      readonly kind: 'life';
      readonly who: 'you' | 'opponent';
      readonly op: '<=' | '>=';
      readonly value: number;
    }
  /**
   * Delirium: "there are four or more card types among cards in your graveyard": how many card types (205.2a) the
   * cards in the controller's graveyard have together, an artifact creature counting both.
   */
  | { readonly kind: 'cardTypes'; readonly op: '<=' | '>=' | '='; readonly value: number }
  /** "if it's your turn" / "if it's not your turn". */
  | { readonly kind: 'yourTurn'; readonly negated: boolean }
  /**
   * 702.33d: "if ~ was kicked", "if it was kicked", "if this spell was kicked": the spell was cast with its kicker
   * cost paid; a permanent remembers it from the spell it was (checked on the ability's source, rules/ops/kicker.ts).
   * `cost` (702.33f): "if ~ was kicked with its {1}{R} kicker": with that one of its two kicker costs paid.
   */
  | { readonly kind: 'kicked'; readonly cost?: ManaCost }
  /** 702.131c: "if you have the city's blessing": the ability's controller has that designation (it never ends). */
  | { readonly kind: 'citysBlessing' }
  /**
   * 720.1: "if you're the monarch", "as long as you're the monarch": the ability's controller is the monarch now;
   * `asTurnBegan`: "if you were the monarch as the turn began" (the monarch as this turn's untap step began).
   */
  | { readonly kind: 'monarch'; readonly asTurnBegan?: true }
  /**
   * 702.74a: "if its evoke cost was paid": the spell was cast for that keyword's alternative cost; a permanent
   * remembers it from the spell it was (`GameObject.castFor`, rules/ops/alternative-cost.ts).
   */
  | { readonly kind: 'castFor'; readonly keyword: AlternativeKeyword }
  /**
   * 702.104b: "if tribute wasn't paid" (`paid` false): the opponent chosen for the permanent's tribute didn't have it
   * enter with the counters; remembered on the permanent as it entered (`GameObject.tributePaid`, kept as it leaves:
   * its last known information, 608.2h).
   */
  | { readonly kind: 'tribute'; readonly paid: boolean }
  /**
   * 601.2: how the source was cast, remembered on the spell and on the permanent it became (`GameObject.cast`,
   * rules/ops/cast-record.ts): "if you cast it" (`from` null), "if you cast it from your hand", "if ~ was cast from a
   * graveyard" (`from`), "if you cast ~ during your main phase" (addendum: `mainPhase`, 505.1). False for an object
   * that wasn't cast (a copy, 707.10; a card put onto the battlefield) or that a player other than its controller
   * cast, when `byYou`.
   */
  | {
      readonly kind: 'cast';
      readonly from: 'hand' | 'graveyard' | null;
      readonly mainPhase: boolean;
      readonly byYou: boolean;
    }
  /**
   * 601.2h, 106.4 (adamant): "if at least three white mana was spent to cast ~" (`color`), "if at least three mana of
   * the same color was spent to cast ~" (`color` null: of any one color): the mana paid as the source was cast.
   */
  | { readonly kind: 'manaSpent'; readonly color: Color | null; readonly value: number }
  /**
   * An amount the board tells (611.3a), compared: "your devotion to black is less than five" (700.5: `<=` 4), "your
   * devotion to white and black is less than seven", "you have a full party" (700.8: the party is 4). The grammar
   * accepts only board amounts (templates/board-amount.ts).
   */
  | { readonly kind: 'amount'; readonly amount: Amount; readonly op: '<=' | '>=' | '='; readonly value: number }
  /**
   * 702.30a (echo): "if ~ came under your control since the beginning of your last upkeep": the source has been under
   * its controller's control since that player's previous turn began, or later (`GameObject.controlledSince`).
   */
  | { readonly kind: 'controlledSinceLastUpkeep' }
  /**
   * 702.100a (evolve): "that creature's power is greater than ~'s power or that creature's toughness is greater than
   * ~'s toughness": the object the trigger is about has a greater value of one of `properties` than the source has
   * (702.100c: never when the source isn't a creature).
   */
  | { readonly kind: 'greaterThanSelf'; readonly properties: readonly ('power' | 'toughness')[] }
  /**
   * "~ is untapped", "~ is attacking", "enchanted creature is red", "equipped creature is a Human", "it's untapped":
   * the ability's source (`self`) or the object it is attached to fits `description` (its nouns may be empty: then
   * only the qualities count). False when there is no such object on the battlefield.
   */
  | { readonly kind: 'objectIs'; readonly what: ConditionObject; readonly description: Description }
  /** "~ is equipped" (301.5), "~ is enchanted" (303.4): an Equipment or Aura is attached to the source. */
  | { readonly kind: 'attachedTo'; readonly how: AttachedHow }
  /**
   * 603.10a: "if it had no -1/-1 counters on it" (702.79a persist, 702.93a undying): the counters the object a
   * leaves-the-battlefield trigger is about had as it last existed on the battlefield (`counter` null: any kind).
   */
  | {
      readonly kind: 'hadCounters';
      readonly counter: string | null;
      readonly op: '<=' | '>=' | '=';
      readonly value: number;
    }
  /**
   * 122.1: "~ has a +1/+1 counter on it", "~ has three or more +1/+1 counters on it", "~ has five or more counters on
   * it" (`counter` null: counters of any kind together); with `of` `it`, the object a resolving text named last
   * (608.2c: "Then if it has three or more +1/+1 counters on it, …", "If that creature has a +1/+1 counter on it, …").
   */
  | {
      readonly kind: 'counters';
      readonly counter: string | null;
      readonly op: '<=' | '>=' | '=';
      readonly value: number;
      readonly of?: 'it';
    }
  /**
   * 711.2a, 711.2b: a level symbol's "LEVEL 1-3" / "LEVEL 4+": ~ has at least `min` and (unless `max` is null) at most
   * `max` level counters on it.
   */
  | { readonly kind: 'level'; readonly min: number; readonly max: number | null }
  /**
   * 705.2: "if you win the flip", "if you lose the flip", "if they lose the flip": whether the player who called the
   * coin flipped last in this resolution (a `flipCoin` before it in the same text) won it. False when none was flipped.
   */
  | { readonly kind: 'coinFlip'; readonly won: boolean }
  /**
   * 701.23d: "If you win, …" after "Clash with an opponent.": whether the controller won the clash made last in this
   * resolution (a `clash` before it in the same text). False when none was made.
   */
  | { readonly kind: 'clashWon' }
  /**
   * 701.32a: "If time gets more votes, …" after a `vote` in the same text: `option` got more votes than every other
   * option; `orTied` ("If knowledge gets more votes or the vote is tied, …", two options only): or as many as the
   * other. False when no vote was held.
   */
  | { readonly kind: 'vote'; readonly option: string; readonly orTied: boolean }
  /**
   * 706.2: "if you roll a 6", "if you roll a 1": the result of the die rolled last in this resolution (a `rollDie`
   * before it in the same text), compared. False when none was rolled.
   */
  | { readonly kind: 'dieRoll'; readonly op: '<=' | '>=' | '='; readonly value: number }
  /**
   * "if that player has seven or more cards in hand", "if that player controls a Plains", "if that player has 5 or
   * less life": `condition`, written about "you", asked of the player the text named: the trigger's player ("At the
   * beginning of each opponent's upkeep, if that player …", 603.4), or as it resolves the player named last (608.2c).
   * False when no player was named.
   */
  | { readonly kind: 'thatPlayer'; readonly condition: Condition }
  /**
   * "if an opponent has eight or more cards in their graveyard", "an opponent has no cards in hand", "an opponent
   * controls seven or more lands" (603.4, 608.2c): `condition`, written about "you", holds for some opponent still in
   * the game (`opponent`: each opponent on their own, not all of them together); "if defending player controls no
   * Walls", "defending player has two or fewer cards in hand" (506.2: the player attacked in this combat,
   * `defending`; false outside combat).
   */
  | { readonly kind: 'player'; readonly who: 'opponent' | 'defending'; readonly condition: Condition }
  /**
   * "if you've been attacked this step" (506.2, 508.1): during the declare attackers step, a creature attacks the
   * ability's controller or a planeswalker that player controls.
   */
  | { readonly kind: 'attackedThisStep' }
  /**
   * 603.4, 608.2c: "if you had a land enter the battlefield under your control this turn" (landfall), "an opponent had
   * two or more creatures enter the battlefield under their control this turn", "you had another creature enter …"
   * (`of` has `other`: not the source): how many permanents matching `of`, as each entered, entered under the
   * control of the ability's controller (`you`) or of some opponent this turn (the turn's record, each one as it
   * entered: it may have left since).
   */
  | {
      readonly kind: 'entered';
      readonly who: 'you' | 'opponent';
      readonly of: Description;
      readonly op: '<=' | '>=' | '=';
      readonly value: number;
    }
  /**
   * 603.4, 608.2c: what the turn's record (rules/state/turn-record.ts) says happened this turn or last turn: "you
   * attacked with a creature this turn" (raid), "a creature died this turn" (morbid), "an opponent lost life this
   * turn", "you gained 3 or more life this turn", "a player cast two or more spells last turn", "no spells were cast
   * last turn", "you've cast another spell this turn", "an opponent was dealt damage this turn". `who` is the
   * ability's controller (`you`), some opponent, some player, or everyone together (`all`); the count (creatures
   * attacked with, life, spells, creatures died, times dealt damage) is compared with `value`. `other`: the spell
   * the source is isn't counted ("another spell").
   */
  | {
      readonly kind: 'happened';
      readonly who: HappenedWho;
      readonly what: HappenedWhat;
      readonly turn: 'this' | 'last';
      readonly op: '<=' | '>=' | '=';
      readonly value: number;
      readonly other: boolean;
    };

/** Whose record a `happened` condition asks: the controller, any opponent, any player, or all players together. */
export type HappenedWho = 'you' | 'opponent' | 'player' | 'all';

/** What a `happened` condition counts in the turn's record. */
export type HappenedWhat = 'attacked' | 'died' | 'lostLife' | 'gainedLife' | 'castSpells' | 'dealtDamage';

// ---------------------------------------------------------------------------------------------------------------
// Costs (118) and effects: grammar/costs and grammar/effects read them, rules/costs and rules/effects run them.

/** Reusable cost pieces (rule 118). An ability's costs are a list of these. */
/** How a permanent enters (614.1c): tapped, with counters. */
export interface EnteringChange {
  readonly tapped: boolean;
  readonly counters: readonly EnteringCounters[];
}

export type Cost =
  | { readonly kind: 'mana'; readonly mana: ManaCost }
  | { readonly kind: 'tap' }
  | { readonly kind: 'untap' }
  | { readonly kind: 'payLife'; readonly amount: number }
  /** 107.14: "Pay {E}{E}": that many of the player's energy counters. */
  | { readonly kind: 'payEnergy'; readonly amount: number }
  | { readonly kind: 'sacrificeSelf' }
  /** 701.39a: "Exert ~": the ability's own permanent won't untap during its controller's next untap step. */
  | { readonly kind: 'exertSelf' }
  /** 118.3: "Return ~ to its owner's hand": the ability's own permanent, to its owner's hand. */
  | { readonly kind: 'returnSelfToHand' }
  /**
   * 118.3, 701.17a: "Sacrifice a creature", "Sacrifice two lands", "Sacrifice another creature" (`other`): `amount`
   * permanents matching `what` that the player controls, chosen as the cost is paid (601.2h, 602.2b).
   */
  | { readonly kind: 'sacrifice'; readonly what: Description; readonly amount: Amount }
  /**
   * 118.3, 701.8: "Discard a card", "Discard two cards", "Discard a creature card", "Discard a card at random":
   * `amount` cards matching `what` (nouns ['card']) from the player's hand, chosen by them unless `random`.
   */
  | { readonly kind: 'discard'; readonly what: Description; readonly amount: Amount; readonly random: boolean }
  /** 122.8 (removing counters as a cost): "Remove a +1/+1 counter from ~", "Remove X charge counters from ~". */
  | { readonly kind: 'removeCounters'; readonly counter: string; readonly amount: Amount }
  /**
   * 118.3: "Tap an untapped creature you control", "Tap two untapped Clerics you control": `amount` untapped
   * permanents matching `what` that the player controls. Not the {T} symbol, so summoning sickness doesn't matter.
   */
  | { readonly kind: 'tapUntapped'; readonly what: Description; readonly amount: Amount }
  /** 118.3: "Exile a card from your graveyard", "Exile two creature cards from your graveyard". */
  | { readonly kind: 'exileFromGraveyard'; readonly what: Description; readonly amount: Amount }
  /** 118.3: "Exile a red card from your hand", "exile two blue cards from your hand": cards the player chooses. */
  | { readonly kind: 'exileFromHand'; readonly what: Description; readonly amount: Amount }
  /** 118.12, 701.16a: "reveal a Goblin card from your hand" as an effect resolves: cards shown, kept in the hand. */
  | { readonly kind: 'revealFromHand'; readonly what: Description; readonly amount: Amount }
  /**
   * 118.3: "Return an Island you control to its owner's hand", "return two Islands you control to their owner's hand":
   * permanents the player controls, chosen as the cost is paid.
   */
  | { readonly kind: 'returnToHand'; readonly what: Description; readonly amount: Amount }
  /** 702.29a (cycling): "Discard this card": the ability's source, from its owner's hand (701.8). */
  | { readonly kind: 'discardSelf' }
  /**
   * 702.128a (embalm), 702.97a (scavenge): "Exile ~ from your graveyard": the ability's source, from its owner's
   * graveyard (406.3), so the ability works only from there.
   */
  | { readonly kind: 'exileSelf' }
  /**
   * 702.122a (crew): "Tap any number of other untapped creatures you control with total power N or greater": the
   * player chooses creatures matching `what` (not the source) whose total power is at least `power`, and taps them.
   * Tapping them isn't a {T} cost: summoning sickness doesn't matter (302.6).
   */
  | { readonly kind: 'tapTotalPower'; readonly what: Description; readonly power: number }
  /**
   * 606.4, 209.1: the loyalty symbol of a loyalty ability, "+1:", "−2:", "0:", "−X:": put (`sign` 1) or remove (-1)
   * `amount` loyalty counters on or from the ability's source. An ability with this cost is a loyalty ability (606.2):
   * activated only as a sorcery and once per turn for each permanent (606.3), never a mana ability (605.1a).
   */
  | { readonly kind: 'loyalty'; readonly sign: 1 | -1; readonly amount: Amount };

/**
 * 602.5b: restrictions on when an activated ability may be activated, from the sentence after its effects ("Activate
 * only as a sorcery.", "Activate only once each turn.", "Activate this ability only during your upkeep."). All of
 * them must hold; grammar/parsers/activated.ts reads them, rules/actions/activate.ts enforces them.
 */
export type ActivationRestriction =
  /** "Activate only as a sorcery." / "… only any time you could cast a sorcery." (307.1: main phase, empty stack). */
  | { readonly kind: 'sorcerySpeed' }
  /**
   * 602.5b, 506.6: a window of the turn: "during your turn, before attackers are declared", "during combat", "during
   * your upkeep", "during an opponent's turn" (grammar/timing.ts; rules/actions/timing-window.ts decides it).
   */
  | { readonly kind: 'window'; readonly parts: readonly TimingPart[] }
  /** "Activate only once each turn." (`count` 1), "… no more than twice each turn." (`count` 2). */
  | { readonly kind: 'perTurn'; readonly count: number }
  /** "Activate only if you control five or more lands." (a condition as grammar/condition.ts reads it). */
  | { readonly kind: 'condition'; readonly condition: Condition };

/**
 * A step or phase of the turn as rules text names it (500.1): `combat` is the whole combat phase (506.1), and the
 * combat damage step covers the first-strike one too (510.4).
 */
export type TurnPeriod =
  | 'upkeep'
  | 'draw'
  | 'combat'
  | 'beginningOfCombat'
  | 'declareAttackers'
  | 'declareBlockers'
  | 'combatDamage'
  | 'endOfCombat'
  | 'end';

/**
 * A point of the turn that "before"/"after" name (506.6): a period, or the turn-based actions of declaring attackers
 * and blockers (506.6a, 506.6b: as their steps begin, whether or not any creature is declared).
 */
export type TurnMoment = TurnPeriod | 'attackersDeclared' | 'blockersDeclared';

/**
 * One part of a timing window (307, 506.6, 602.5b); a window is open when all its parts hold. `whose` is said from
 * the side of the player casting or activating ("your turn"; "their turn" in "Any player may activate this ability
 * but only during their turn").
 */
export type TimingPart =
  /** "during your turn", "during an opponent's turn", "on an opponent's turn", the "your" of "during your upkeep". */
  | { readonly kind: 'turn'; readonly whose: 'you' | 'opponent' }
  /** "during combat", "during the declare blockers step", "during any upkeep step". */
  | { readonly kind: 'during'; readonly period: TurnPeriod }
  /** "before attackers are declared", "before the combat damage step", "before combat". */
  | { readonly kind: 'before'; readonly moment: TurnMoment }
  /** "after blockers are declared", "after combat", "after their upkeep step". */
  | { readonly kind: 'after'; readonly moment: TurnMoment };

/** What a "create" / "put a token onto the battlefield" effect makes (111.1, 111.4). */
export interface TokenSpec {
  /** 111.4: its subtypes plus "Token", e.g. "Goblin Token"; or the name the text gives. */
  readonly name: string;
  readonly power: number;
  readonly toughness: number;
  readonly colors: readonly Color[];
  readonly supertypes: readonly Supertype[];
  readonly types: readonly CardType[];
  /** Title-cased. */
  readonly subtypes: readonly string[];
  readonly keywords: readonly Keyword[];
  /**
   * Its other abilities, from quotes (a colorless Treasure artifact token with "{T}, Sacrifice ~: Add one mana of
   * any color.") or a predefined token's (111.10); `~` in them is the token. Absent when it has none.
   */
  readonly abilities?: readonly Ability[];
}

/** Reusable effect pieces. An ability's effects run in order when it resolves (608.2c). */
export type Effect =
  /**
   * Each option is one complete choice of mana; "Add {R} or {G}" has two options (rule 106). `times`: "Add {G} for
   * each creature you control." adds the one option that many times (107.1), counted as the ability resolves.
   */
  | {
      readonly kind: 'addMana';
      readonly options: readonly ManaCost[];
      readonly times?: Amount;
      /** 106.6: "Spend this mana only to …": what the mana may pay for (any one of them); absent: anything. */
      readonly only?: readonly ManaUse[];
      /** Who adds it: "its controller adds an additional {G}" (the tapped land's); absent: the controller (you). */
      readonly who?: Subject;
      /**
       * "Add one mana of the chosen color.", "Add {R} or one mana of the chosen color.": one more option, one mana of
       * the color chosen as the source entered (614.12, "As ~ enters the battlefield, choose a color"). The engine
       * resolves it per object (rules/mana/chosen-color-mana.ts); with no color chosen it adds nothing.
       */
      readonly chosenColor?: boolean;
    }
  /**
   * 605.1b: "add one mana of any type that land produced" in a trigger on a permanent tapped for mana (106.12a): one
   * mana of a type the mana ability that triggered it produced. `who`: as for `addMana`.
   */
  | { readonly kind: 'addProducedMana'; readonly who?: Subject }
  /**
   * 608.2d: "Choose a color." as it resolves: the controller chooses, and "the chosen color" later in the text ("each
   * creature of the chosen color", "gain protection from the chosen color") is that color, remembered as the source's
   * chosen color (`GameObject.chosen`, which 614.12's "As ~ enters, choose a color" sets too).
   */
  | { readonly kind: 'chooseColor' }
  /** "~ deals 3 damage to any target", "… to each creature without flying" (120). */
  /**
   * 120: "~ deals 2 damage to any target." `divided` (601.2d): "~ deals 3 damage divided as you choose among one,
   * two, or three targets": each target of `to` is dealt the share announced as the spell was cast (each at least 1).
   */
  | {
      readonly kind: 'dealDamage';
      readonly amount: Amount;
      readonly to: Subject;
      readonly from: Subject;
      readonly divided?: boolean;
    }
  /**
   * 701.7: "Destroy target creature." With "It can't be regenerated." / "They can't be regenerated." after it,
   * `noRegeneration`: no regeneration shield replaces this destruction (701.19c).
   */
  | { readonly kind: 'destroy'; readonly what: Subject; readonly noRegeneration?: boolean }
  | { readonly kind: 'regenerate'; readonly what: Subject }
  /** 701.28: "Transform ~.": a transforming double-faced permanent turns to its other face (712.4). */
  | { readonly kind: 'transform'; readonly what: Subject }
  | { readonly kind: 'drawCards'; readonly who: Subject; readonly amount: Amount }
  | { readonly kind: 'gainLife'; readonly who: Subject; readonly amount: Amount }
  /** 119.3: "you lose 2 life", "each opponent loses 1 life". */
  | { readonly kind: 'loseLife'; readonly who: Subject; readonly amount: Amount }
  | { readonly kind: 'tap'; readonly what: Subject }
  | { readonly kind: 'untap'; readonly what: Subject }
  /** 701.16a: "you may reveal it" (a card looked at): the object named is shown to every player. */
  | { readonly kind: 'reveal'; readonly what: Subject }
  /** 701.21: "tap or untap target permanent": which of the two is chosen as it resolves (608.2d). */
  | { readonly kind: 'tapOrUntap'; readonly what: Subject }
  /**
   * 701.8: "target player discards two cards", "… a card at random"; the player chooses unless random. With `what`
   * ("That player discards that card."), the card named before is discarded if it is in that player's hand.
   */
  | {
      readonly kind: 'discard';
      readonly who: Subject;
      readonly amount: Amount;
      readonly random: boolean;
      readonly what?: Subject;
    }
  /**
   * 406.3: "Target player exiles a card from their graveyard.", "Target opponent exiles a card from their hand.", "…
   * exiles a card at random from their hand": each player named puts `amount` cards matching `what` from that zone of
   * theirs into exile, chosen by that player unless `random`.
   */
  | {
      readonly kind: 'exileCards';
      readonly who: Subject;
      readonly amount: Amount;
      readonly what: Description;
      readonly from: 'hand' | 'graveyard';
      readonly random: boolean;
    }
  /** 701.16a: "Target opponent reveals their hand." — every card of it is shown to all players. */
  | { readonly kind: 'revealHand'; readonly who: Subject }
  /**
   * 701.8: "Discard your hand.", "Each player discards their hand", "… discards all the cards in their hand": each
   * player named discards every card in their hand; "that many" after it is how many each discarded.
   */
  | { readonly kind: 'discardHand'; readonly who: Subject }
  /**
   * "You choose a nonland card from it." (after a hand is revealed): the controller chooses one card matching `what`
   * (nouns ['card']) from the hand of `from` (the player named before, 608.2c), if there is one; "that card" then
   * names it (608.2c). Nothing chosen, "that card" names nothing.
   */
  | { readonly kind: 'chooseCard'; readonly what: Description; readonly from: Subject }
  /**
   * 122.1: "Put a +1/+1 counter on target creature." `divided` (601.2d): "Distribute three +1/+1 counters among one,
   * two, or three target creatures": each target of `what` gets the share announced as it was put on the stack.
   */
  | {
      readonly kind: 'putCounters';
      readonly what: Subject;
      readonly counter: string;
      readonly amount: Amount;
      readonly divided?: boolean;
    }
  /**
   * 122.1: "remove a time counter from it", "remove two time counters from it", "remove all -1/-1 counters from ~"
   * (`amount` null: all of them), "remove a -1/-1 counter from each creature you control": as many as each object has,
   * up to the amount. ("Remove a fade counter from ~. If you can't, …" is a cost paid as it resolves, 118.12.)
   */
  | {
      readonly kind: 'removeCounters';
      readonly what: Subject;
      readonly counter: string;
      readonly amount: Amount | null;
    }
  /**
   * "~ becomes renowned" (702.112a), "it becomes monstrous" (701.37a): each permanent named gets the designation
   * (702.112b, 701.37b), until it leaves the battlefield.
   */
  | { readonly kind: 'becomeDesignated'; readonly what: Subject; readonly designation: Designation }
  /**
   * 122.1, 702.58a (graft): "move a +1/+1 counter from ~ onto that creature": up to that many counters of the kind
   * leave the object `from` names and are put on the one `to` names (none move when either isn't on the
   * battlefield).
   */
  | {
      readonly kind: 'moveCounters';
      readonly from: Subject;
      readonly to: Subject;
      readonly counter: string;
      readonly amount: Amount;
    }
  /**
   * 701.27a: "Proliferate.": its controller chooses permanents and players with counters; each gets another counter
   * of each kind it already has.
   */
  | { readonly kind: 'proliferate' }
  /**
   * 111.1, 701.7: "create two 1/1 white Soldier creature tokens", old "put … onto the battlefield"; `tapped`: "create
   * a tapped 2/2 black Zombie creature token" (110.5b: it enters tapped).
   */
  | {
      readonly kind: 'createTokens';
      readonly who: Subject;
      readonly amount: Amount;
      readonly token: TokenSpec;
      readonly tapped?: true;
    }
  /**
   * 114.2: "You get an emblem with "Creatures you control get +1/+1."", "Target opponent gets an emblem with "…"",
   * "… with "…" and "…"": each player `who` names puts an emblem into their command zone (408.2), owned and
   * controlled by them (109.4c), with these abilities and no other characteristics (114.3). They function there
   * (114.4): static abilities whose effects apply to what they describe ("Creatures you control …", seen from the
   * emblem's controller) and triggered abilities; "this emblem" in them is the emblem itself (`~`). An emblem never
   * leaves the command zone (408.1).
   */
  | { readonly kind: 'createEmblem'; readonly who: Subject; readonly abilities: readonly Ability[] }
  /**
   * 707.2, 111.1: "Create a token that's a copy of target creature you control.", "Its controller creates a token
   * that's a copy of that creature.", "… a copy of ~, except it's an artifact in addition to its other types.": each
   * player `who` names creates `amount` tokens, each with the copiable values of the object `of` names as it resolves
   * (707.2: printed values as modified by other copy effects, never counters or other effects), changed by `except`
   * (707.9). A card in a graveyard or exile can be copied too (its printed values).
   */
  | {
      readonly kind: 'createTokenCopies';
      readonly who: Subject;
      readonly amount: Amount;
      readonly of: Subject;
      readonly except: CopyExceptions;
    }
  /**
   * 707.4, 613.1a: "~ becomes a copy of target artifact until end of turn.", "Each other creature becomes a copy of
   * target nonlegendary creature until end of turn.": a copy effect (layer 1) on each permanent `what` names, with the
   * copiable values `of` has as it resolves (707.2b: later changes to it don't matter), changed by `except`. It lasts
   * for `duration` or while the permanent stays on the battlefield (400.7); effects from other layers on it stay
   * (707.4).
   */
  | {
      readonly kind: 'becomeCopy';
      readonly what: Subject;
      readonly of: Subject;
      readonly duration: Duration;
      readonly except: CopyExceptions;
    }
  /**
   * "You may draw a card." / "You may pay {1}. If you do, …" (608.2d): the controller chooses as it resolves;
   * `effects` run if they say yes (and, for costs, can pay), then `ifYouDo` (608.2c), else `ifYouDont` ("If you
   * don't, …", "Otherwise, …"). 118.12: with `must`, "Sacrifice ~. If you do, …" / "Sacrifice a creature. If you
   * can't, …": no choice, the costs are paid if they can be.
   */
  | {
      readonly kind: 'optional';
      readonly effects: readonly Effect[];
      readonly ifYouDo: readonly Effect[];
      readonly ifYouDont?: readonly Effect[];
      readonly must?: true;
      /**
       * 608.2d, 101.4: another player chooses: "Target opponent may draw a card.", "Its controller may search …",
       * "Each player may …", "Any player may …". Each player `by` names chooses in turn order from the active
       * player (101.4); while one chooses and acts, "that player" (`thatPlayer`, the actor of `effects`) is them, and
       * a cost among `effects` is theirs to pay. `ifYouDo` runs once if any of them did ("If a player does, …",
       * "If that player does, …"), `ifYouDont` if none did ("If no one does, …", "If that player doesn't, …").
       */
      readonly by?: Subject;
      /** "Any player may …": once one player did it, the others are not asked (their answers are skipped). */
      readonly anyOne?: true;
      /** "For each opponent who does, …" (Tempting offer): `ifYouDo` runs once for each player who did. */
      readonly eachWhoDoes?: true;
    }
  /** A cost paid as part of an effect ("you may pay {2}", 118.12); only inside `optional`. */
  | { readonly kind: 'pay'; readonly costs: readonly Cost[] }
  /**
   * Zone changes (400.7, 701.5): "return target creature to its owner's hand", "exile target creature", "put target
   * creature on top of its owner's library", "return target creature card from your graveyard to the battlefield".
   * Cards go to their owner's zone (400.3); onto the battlefield under their owner's control unless
   * `underYourControl`. `position` is where in a library (401.4); null for other zones.
   */
  | {
      readonly kind: 'changeZone';
      readonly what: Subject;
      readonly to: 'hand' | 'library' | 'graveyard' | 'exile' | 'battlefield';
      readonly position: 'top' | 'bottom' | null;
      readonly underYourControl: boolean;
      /**
       * 614.1c: "return it to the battlefield … with a -1/-1 counter on it" (702.79a): counters it enters with, as a
       * replacement of its entering event. Absent: none.
       */
      readonly counters?: readonly EnteringCounters[];
      /**
       * "Return ~ from your graveyard to …" (113.6m): the zone the object must still be in, its owner's graveyard; an
       * object that left it is a new object the effect can't find (400.7). Absent: wherever it is.
       */
      readonly from?: 'graveyard';
      /** 614.1c: "return ~ to the battlefield tapped": it enters tapped. Absent: untapped. */
      readonly tapped?: boolean;
      /**
       * 610.3: "exile target creature until ~ leaves the battlefield": the object returns to the zone it came from as
       * soon as the source leaves the battlefield (under its owner's control, 610.3c); it doesn't move at all if the
       * source already left (610.3a, 610.3b). Absent: for good.
       */
      readonly until?: 'sourceLeaves';
      /** 701.20a: "shuffle ~ into its owner's library": the library is shuffled once it is there. Absent: not. */
      readonly shuffle?: true;
    }
  /**
   * 614.1a, 702.84a: "If it would leave the battlefield, exile it instead of putting it anywhere else.": a replacement
   * effect on the permanent `what` names as it resolves, for as long as it stays that object (400.7).
   */
  | { readonly kind: 'exileIfLeaves'; readonly what: Subject }
  /**
   * 603.12: "You may pay {2}{R}. When you do, it deals 3 damage to any target.": a reflexive triggered ability, created
   * as the cost is paid and triggering at once; it goes on the stack the next time a player would receive priority,
   * its targets chosen then (603.3d). `effects` are its own: their targets are not the resolving ability's.
   */
  | { readonly kind: 'reflexive'; readonly effects: readonly Effect[] }
  /**
   * 614.1a, 700.4: "If that creature would die this turn, exile it instead." (`what`: the permanent the text named),
   * "If a creature dealt damage this way would die this turn, exile it instead." (`dealtDamageThisWay`: the permanents
   * matching it that the resolution's damage was dealt to): a replacement effect on them for the rest of the turn, for
   * as long as each stays that object (400.7).
   */
  | {
      readonly kind: 'exileIfDies';
      readonly what: Subject | null;
      readonly dealtDamageThisWay: Description | null;
    }
  /**
   * 701.17: "sacrifice ~", "each player sacrifices a creature", "sacrifice two lands". A player sacrifices only
   * permanents they control: either what `what` names, or `amount` permanents matching `chosen` they choose.
   */
  | {
      readonly kind: 'sacrifice';
      readonly who: Subject;
      readonly what: Subject | null;
      readonly chosen: Description | null;
      readonly amount: Amount;
    }
  /**
   * 615.1, 615.7: "Prevent the next 3 damage that would be dealt to any target this turn." (`amount`: a shield used
   * up as it prevents), "Prevent all combat damage that would be dealt this turn." (`amount` null: all of it), "… to
   * target creature …", "… by target creature …", "Prevent all damage target creature would deal this turn.". A
   * prevention shield kept in the state until it is used up or the turn ends (rules/damage/prevention.ts, 514.2).
   * `to` is what the damage would be dealt to and `by` its source, each null for anything; "to and dealt by ~" is two
   * effects. `next` (615.8): "The next time a red source of your choice would deal damage to you this turn, prevent
   * that damage." prevents all of the next damage event it covers, then is used up (`amount` null); `by` is then
   * often a source chosen as it resolves (609.7a, a `chosen` subject).
   */
  | {
      readonly kind: 'preventDamage';
      readonly amount: Amount | null;
      readonly combat: boolean;
      readonly to: Subject | null;
      readonly by: Subject | null;
      readonly duration: Duration;
      readonly next?: boolean;
    }
  /**
   * 701.12a: "Target creature you control fights target creature you don't control.", "~ fights another target
   * creature.": each deals damage equal to its power to the other (not combat damage, 701.12d). If either is no
   * longer a creature on the battlefield, or an illegal target, neither deals damage (701.12b).
   */
  | { readonly kind: 'fight'; readonly what: Subject; readonly other: Subject }
  /** 701.5: "counter target spell" — it goes to its owner's graveyard without resolving. */
  | {
      readonly kind: 'counter';
      readonly what: Subject;
      /**
       * "If that spell is countered this way, exile it instead of putting it into its owner's graveyard." (614.1a):
       * where a spell countered by this effect goes instead of its owner's graveyard (`library`: on top). Absent: the
       * graveyard (701.5a).
       */
      readonly to?: 'exile' | 'hand' | 'library';
    }
  /**
   * 707.10: "Copy target instant or sorcery spell.", "copy it for each spell cast before it this turn" (storm,
   * 702.40a): `amount` copies of each spell `what` names are put onto the stack, controlled and owned by the
   * controller of this effect, with the spell's characteristics and every decision made for it (modes, targets, X,
   * kicked). "You may choose new targets for the copy" (707.10c, `newTargets`): each target may then be changed to
   * another legal one (a `picks` answer per target, the current one by default). A copy isn't cast (no cast triggers)
   * and ceases to exist when it leaves the stack (707.10a, 704.5e); a copy of a permanent spell resolves into a token
   * (707.10f).
   */
  | { readonly kind: 'copySpell'; readonly what: Subject; readonly amount: Amount; readonly newTargets: boolean }
  /**
   * 702.85a: cascade's effect: exile cards from the top of the controller's library until a nonland card whose mana
   * value is less than the cascading spell's (the trigger's object) is exiled; its controller may cast that card
   * without paying its mana cost (608.2g: `cast` it or `declineCast`); the other cards exiled, and that card if not
   * cast, go to the bottom of the library in a random order.
   */
  | { readonly kind: 'cascade' }
  /**
   * 608.2g: "you may cast it without paying its mana cost": the card `what` names, if it is still in exile, is offered to
   * the controller (`cast` it for no mana, or `declineCast`: it stays there). Made by rebound's delayed trigger
   * (702.88a) only; the grammar reads no sentence into it yet.
   */
  | {
      readonly kind: 'castWithoutPaying';
      readonly what: Subject;
      /**
       * 702.62a: suspend's "play it without paying its mana cost if able … If you cast a creature spell this way, it
       * gains haste until you lose control of the spell or the permanent it becomes": it must be cast if it can be.
       */
      readonly suspend?: true;
    }
  /**
   * 702.35a: madness's trigger, "its owner may cast it by paying [cost] rather than paying its mana cost. If that
   * player doesn't, they put this card into their graveyard.": the card, still in exile, is offered to its owner to
   * cast for its madness cost (`cast`, or `declineCast`: to the graveyard). Made by the engine as a card with madness
   * is discarded (rules/ops/discard.ts), never read from a sentence.
   */
  | { readonly kind: 'castForMadness'; readonly what: Subject }
  /**
   * 601.3, 305.2, 611.2a: "You may play that card this turn.", "Until end of turn, you may cast that card.", "You may
   * play them until the end of your next turn.", "You may play that card for as long as it remains exiled.", "… without
   * paying its mana cost": a permission that lasts. Each card `what` names that is in exile now may be played from
   * there by the controller (`play`: cast, or played as a land using a land play, 305.2; `cast`: cast only) at the
   * times its type allows, until the end of this turn, until the end of the controller's next turn, or for as long as
   * it stays in exile; with `free` for no mana (118.9). A card that leaves exile is a new object without it (400.7).
   */
  | RevealUntil
  | {
      readonly kind: 'mayPlay';
      readonly what: Subject;
      readonly play: 'play' | 'cast';
      readonly until: PlayPermissionDuration;
      readonly free: boolean;
    }
  /**
   * 705.1: "Flip a coin.", "that player flips a coin": the player `who` names flips a coin, calling it (705.2: in a
   * two-player game the flipping player calls), and wins or loses the flip; a later `coinFlip` condition of the same
   * resolution asks which. The rules tester and scenarios answer it (`flip win`); otherwise the game's seeded random
   * decides, so undo and redo replay it exactly.
   */
  | { readonly kind: 'flipCoin'; readonly who: Subject }
  /**
   * 701.23b: "Clash with an opponent.": the controller chooses an opponent, and each of them clashes (701.23a): they
   * reveal their library's top card at the same time, then decide in APNAP order whether to put it on the bottom
   * (the rules tester and scenarios answer `top` / `bottom`; otherwise it stays on top), and the cards move together
   * (701.23c). The controller wins when their card's mana value is higher than every other card revealed (701.23d);
   * a later `clashWon` condition of the same resolution asks it.
   */
  | { readonly kind: 'clash' }
  /**
   * 701.32a: "Starting with you, each player votes for death or taxes.": each player, starting with the controller
   * and proceeding in turn order, votes for one of `options` (the next `choices` answer naming one; else the first);
   * the later `vote` conditions and `votes` amounts of the same resolution count them.
   */
  | { readonly kind: 'vote'; readonly options: readonly string[] }
  /**
   * 701.40a: "it explores", "Target creature you control explores.": the permanent `what` names explores: its
   * controller reveals their top card; a land goes to their hand, anything else gives the permanent a +1/+1 counter
   * and may go to the graveyard (answered `graveyard` / `top`; unanswered it stays on top).
   */
  | { readonly kind: 'explore'; readonly what: Subject }
  /**
   * 706.1: "Roll a six-sided die.", "roll a d20": the player `who` names rolls a die with `sides` faces numbered 1 to
   * `sides`; "the result" (`dieResult`) and `dieRoll` conditions later in the resolution read it. Answered (`roll 4`)
   * or decided by the game's seeded random.
   */
  | { readonly kind: 'rollDie'; readonly who: Subject; readonly sides: number }
  /**
   * 701.24: "planeswalk": each player `who` names planeswalks (only the planar controller can, 701.24a). Planechase's
   * planeswalking ability "Whenever you roll {PW}, planeswalk." (901.8) is made of it.
   */
  | { readonly kind: 'planeswalk'; readonly who: Subject }
  /**
   * 720.3: "You become the monarch.", "Target player becomes the monarch.": the player `who` names becomes the monarch
   * and whoever was ceases to be (nothing happens to a player who already is, 603.2f).
   */
  | { readonly kind: 'becomeMonarch'; readonly who: Subject }
  /** 701.13: "target player mills two cards", old "puts the top two cards of their library into their graveyard". */
  | { readonly kind: 'mill'; readonly who: Subject; readonly amount: Amount }
  /** "Look at target player's hand.": the controller sees the cards in the hand of each player `who` names (400.2). */
  | { readonly kind: 'lookAtHand'; readonly who: Subject }
  /**
   * 500.7: "Take an extra turn after this one.", "Target player takes an extra turn after this one.": each player `who`
   * names takes an extra turn right after this one; the extra turn created last is taken first.
   */
  | { readonly kind: 'extraTurn'; readonly who: Subject }
  /**
   * 614.1b, 614.10: "You skip your next turn.", "you skip your next two turns", "Target player skips their next untap
   * step.": each player `who` names skips that many of their next turns (or untap steps).
   */
  | { readonly kind: 'skipNext'; readonly who: Subject; readonly what: 'turn' | 'untapStep'; readonly count: number }
  /**
   * 104.2b, 104.3e: "You win the game.", "you lose the game", "that player loses the game": each player `who` names wins
   * (every other player loses, and the game is over) or loses the game.
   */
  | { readonly kind: 'endGame'; readonly who: Subject; readonly result: 'win' | 'lose' }
  /**
   * 305.2: "You may play an additional land this turn.", "You may play up to three additional lands this turn.": each
   * player `who` names may play `count` lands more this turn (a permission, not a choice made as it resolves).
   */
  | { readonly kind: 'additionalLands'; readonly who: Subject; readonly count: number }
  /**
   * 402.2, 611.2a: "You have no maximum hand size until your next turn.", "… for the rest of the game.": each player `who`
   * names (fixed as it resolves) has their maximum hand size changed for that long (rules/turn/hand-size.ts).
   */
  | {
      readonly kind: 'maximumHandSize';
      readonly who: Subject;
      readonly change: HandSizeChange;
      readonly duration: PlayerEffectDuration;
    }
  /**
   * 701.10a, 701.10b: "Exchange control of two target lands.", "… of ~ and target nonland permanent.": the permanents
   * `what` names (two in all) swap controllers for good; nothing if either is gone or both have one controller.
   */
  | { readonly kind: 'exchangeControl'; readonly what: readonly Subject[] }
  /**
   * 702.95a: "pair ~ with another unpaired creature you control", "pair that creature with ~": the two become paired
   * (702.95b) while both are creatures on the battlefield under the controller's control; 702.95c: nothing happens
   * unless both are such creatures now, under the ability's controller, and unpaired (702.95d).
   */
  | { readonly kind: 'pair'; readonly what: Subject; readonly with: Subject }
  /**
   * 701.20a: "Each player shuffles their hand and graveyard into their library.": each player named puts the cards of
   * those zones of theirs into their library, then shuffles it.
   */
  | {
      readonly kind: 'shuffleIntoLibrary';
      readonly who: Subject;
      readonly zones: readonly ('hand' | 'graveyard')[];
    }
  /**
   * 701.19 search, 701.20 shuffle: "search your library for a basic land card, reveal it, put it into your hand,
   * then shuffle", "… for up to two basic land cards, put them onto the battlefield tapped, then shuffle". Each
   * player `who` names searches their own library for `amount` cards matching `what` (nouns ['card']); `upTo` and
   * a stated quality let them find fewer (701.19b), a plain "a card" finds as many as it can (701.19d). Found cards
   * are revealed only if `reveal` (701.19e), then go to their owner's `to` zone (`libraryTop`: on top of the
   * library, 401.4), onto the battlefield under the searcher's control, tapped if `tapped`. The library is shuffled
   * after the put, or before it when `shuffleBeforePut` ("then shuffle and put that card on top"), leaving the
   * found cards out of the shuffle (701.20b): the text's order is kept (608.2c). With `anyNumber` ("search your
   * library for any number of Elf creature cards", 701.19b) the searcher finds as many of them as they choose
   * (`amount` is then unused); several found cards put on top go in the order the searcher chooses (401.4).
   */
  | {
      readonly kind: 'search';
      readonly who: Subject;
      readonly what: Description;
      readonly amount: Amount;
      readonly upTo: boolean;
      readonly anyNumber?: true;
      readonly reveal: boolean;
      readonly to: 'hand' | 'battlefield' | 'graveyard' | 'exile' | 'libraryTop';
      readonly tapped: boolean;
      readonly shuffleBeforePut: boolean;
      /**
       * "Search your library and/or graveyard for a card named …": the searcher's graveyard too (701.19a). The cards
       * found in the graveyard need no search of the library, and only a library searched is shuffled ("If you search
       * your library this way, shuffle it."). Absent: the library alone.
       */
      readonly alsoGraveyard?: true;
    }
  /**
   * 118.12: "Counter target spell unless its controller pays {2}.", "sacrifice ~ unless you pay {U}{U}": as it
   * resolves, `payer` chooses whether to pay `costs`; `effects` happen only if they don't (or can't).
   */
  | {
      readonly kind: 'unless';
      readonly payer: Subject;
      readonly costs: readonly Cost[];
      /** 702.24a: the costs are paid this many times over ("for each age counter on it"); absent: once. */
      readonly times?: Amount;
      readonly effects: readonly Effect[];
    }
  /**
   * "Look at the top five cards of your library. Put one of them into your hand and the rest on the bottom of your
   * library in any order.", "Reveal the top four cards of your library. Put all Goblin cards revealed this way into
   * your hand and the rest into your graveyard.", "Scry 2" (701.22a), "Surveil 1" (701.25a). The controller looks at
   * (or, with `reveal`, every player sees: 701.16) the top `amount` cards of the library of each player `who` names,
   * then puts the cards the `picks` choose where each says, in order (608.2c), and the cards left where `rest` says
   * (null: the picks take them all). Each pick is chosen by the controller among the cards still left.
   */
  | {
      readonly kind: 'topCards';
      readonly who: Subject;
      readonly amount: Amount;
      readonly reveal: boolean;
      readonly picks: readonly TopCardsPick[];
      readonly rest: TopCardsPlace | null;
      /** How the rest are ordered when they go to a library: chosen by the controller (401.4), or at random. */
      readonly restOrder: 'any' | 'random';
    }
  /**
   * A continuous effect from a resolving spell or ability (611.2): "target creature gets +2/+2 until end of turn",
   * "creatures you control gain flying until end of turn". The objects affected are fixed as it resolves (611.2c).
   */
  | {
      readonly kind: 'modify';
      readonly what: Subject;
      readonly modifications: readonly Modification[];
      readonly duration: Duration;
    }
  /**
   * 700.2: "Choose one —", "Choose two —", "Choose one or both —", "Choose one or more —" and a bulleted list of
   * modes (parse-card-text.ts reads the header's `text` line and the `•` lines after it). The controller chooses
   * between `min` and `max` different modes (700.2d) as the spell is cast, the ability activated or the trigger put
   * on the stack (700.2a, 700.2b); only the chosen modes' targets are chosen (700.2c) and only they run, in printed
   * order. The engine never runs this effect itself: `chosenEffects` (templates/modes.ts) replaces it by the
   * chosen modes' effects first.
   */
  | { readonly kind: 'modal'; readonly min: number; readonly max: number; readonly modes: readonly Mode[] }
  /**
   * 701.3a: attach `what` (the source, `~`) to `to`. "Equip {N}" means "{N}: Attach this permanent to target creature
   * you control. Activate only as a sorcery." (702.6a), and an Aura spell's target is where it will be attached
   * (303.4a, 608.3a). Nothing happens if it can't be attached to it (701.3b); attaching gives it a new timestamp
   * (613.7e, 701.3c).
   */
  | { readonly kind: 'attach'; readonly what: Subject; readonly to: Subject }
  /**
   * 603.7: "Return it to the battlefield under its owner's control at the beginning of the next end step." As it
   * resolves this creates a delayed triggered ability that triggers once (603.7b), the next time `at` begins, and
   * then does `effects`; "it" in them means the object "it" meant as the delayed ability was created (603.7c).
   * `effects` choose no targets: nothing in the grammar reads a target there.
   */
  | { readonly kind: 'delayed'; readonly at: BeginningOfStep; readonly effects: readonly Effect[] }
  /**
   * 608.2c: "If this spell was kicked, draw a card." runs `effects` when `condition` holds as it resolves, else
   * `otherwise`; "…, draw three cards instead." makes the sentence before it `otherwise` (so in text order `otherwise`
   * comes first). Targets of the `otherwise` branch are chosen whatever happens; a kicked branch adds none (the grammar
   * refuses one that would, 601.2c). `after`: the condition was written after its effects ("Destroy target creature if
   * it has converted mana cost 2 or less."), so its "it" is what those effects name. `insteadOfEarlier`: a spell's
   * later line that replaces what its earlier lines do ("Morbid — That creature gets -13/-13 until end of turn instead
   * if a creature died this turn."): `otherwise` is empty here, and the spell's effects are put together with the
   * earlier lines' effects as `otherwise` (rules/actions/abilities.ts `spellEffects`).
   */
  | {
      readonly kind: 'conditional';
      readonly condition: Condition;
      readonly effects: readonly Effect[];
      readonly otherwise: readonly Effect[];
      readonly after?: true;
      readonly insteadOfEarlier?: true;
    };

/**
 * 707.9: what a copy effect changes as it copies, each becoming part of the copy's copiable values (707.9a, 707.9b):
 * "except it's an artifact in addition to its other types" (`types`, add), "except it's a Ninja in addition to its
 * other creature types", "except it's a 4/4 black Zombie" (types: the subtypes replace the old ones, colors, base
 * power and toughness), "except it's 7/7", "except it has haste" (`addKeywords`), "with no mana cost"
 * (`noManaCost`). Amounts of `setPT` are fixed numbers.
 */
export interface CopyExceptions {
  readonly modifications: readonly CopyModification[];
  readonly noManaCost: boolean;
}

/** The modifications a copy effect's exceptions make (707.9b). */
export type CopyModification = Extract<Modification, { readonly kind: 'types' | 'colors' | 'setPT' | 'addKeywords' }>;

/** Where cards taken from the top of a library go: the owner's zone, or a library's top or bottom (401.4). */
export type TopCardsPlace = 'hand' | 'graveyard' | 'exile' | 'battlefield' | 'libraryTop' | 'libraryBottom';

/**
 * 701.16a: "Reveal cards from the top of your library until you reveal a creature card. Put that card into your hand
 * and the rest on the bottom of your library in a random order.": `who` reveals cards from the top of their library
 * one at a time until a card matching `what` is revealed (or the library runs out); that card goes `to` (onto the
 * battlefield under the controller's control, tapped with `tapped`), the other cards revealed go `rest` (to a library's
 * bottom in `restOrder`). "That card" then names the card found (608.2c).
 */
export interface RevealUntil {
  readonly kind: 'revealUntil';
  readonly who: Subject;
  readonly what: Description;
  readonly to: TopCardsPlace;
  readonly tapped: boolean;
  readonly rest: TopCardsPlace;
  readonly restOrder: 'any' | 'random';
}

/** How long a `mayPlay` permission lasts: this turn, until the end of your next turn, while the card stays exiled. */
export type PlayPermissionDuration = 'endOfTurn' | 'endOfYourNextTurn' | 'whileExiled';

/**
 * One "put … of them …" of a `topCards` effect. `how`: `exactly` `amount` cards (as many as there are: "Put two of
 * them into your hand", "put a land card from among them onto the battlefield"), `upTo` `amount` ("You may reveal a
 * creature card from among them and put it into your hand", "up to two creature cards"), `anyNumber` ("any number
 * of them"), or `all` that match ("all land cards revealed this way", "put them back"). Only cards matching `what`
 * (null: any of them) may be picked; with `reveal` the picked cards are revealed (701.16) first.
 */
export interface TopCardsPick {
  readonly how: 'exactly' | 'upTo' | 'anyNumber' | 'all';
  readonly amount: Amount;
  readonly what: Description | null;
  readonly reveal: boolean;
  readonly to: TopCardsPlace;
  readonly tapped: boolean;
}

/** One mode of a modal spell or ability (700.2): its bullet line (1-based, 0 when not from a `.card` file). */
export interface Mode {
  readonly line: number;
  /** The mode as written after the bullet (`~` for self-references, reminder text left out), for display. */
  readonly text: string;
  readonly effects: readonly Effect[];
}

/**
 * How long a continuous effect from a resolving spell or ability lasts (611.2a): until the cleanup step (514.2), or
 * with no duration stated, indefinitely ("Gain control of target creature.", 611.2a).
 */
/**
 * How long an effect from a resolving spell or ability lasts (611.2a, 611.2b): until end of turn (514.2), for good,
 * for as long as its source remains tapped / under its controller's control / on the battlefield, or until the
 * affected object's controller's next untap step is over ("doesn't untap during its controller's next untap step").
 */
export type Duration =
  | 'endOfTurn'
  | 'indefinitely'
  | 'whileSourceTapped'
  | 'whileYouControlSource'
  /** "for as long as you control ~ and ~ remains tapped": both must hold (611.2b). */
  | 'whileYouControlSourceTapped'
  | 'whileSourceOnBattlefield'
  | 'untilNextUntapStep'
  /**
   * "~ doesn't untap during your next untap step": until the next untap step of the effect's controller is over, whoever
   * controls the object then (502.3).
   */
  | 'untilYourNextUntapStep'
  /** 611.2a: "until your next turn": ends as its controller's next turn begins (as 701.29a detain words it, 800.4m). */
  | 'untilYourNextTurn'
  /** "this combat" (provoke, 702.39a): ends as the end of combat step ends (511.3), else in the cleanup step. */
  | 'endOfCombat';

/** A signed amount, for "+X/+0" and "-1/-1 for each …" (613.4c). */
export interface SignedAmount {
  readonly sign: 1 | -1;
  readonly amount: Amount;
}

/** One change a continuous effect makes, with its layer (613.1). */
/** An ability a continuous effect can give an object (613.1f): an activated or a triggered one. */
export type GrantedAbility = Extract<Ability, { readonly kind: 'activated' | 'triggered' }>;

export type Modification =
  /** Layer 7c: "+2/+2", "-X/-0", "+1/+1 for each …". */
  | { readonly kind: 'ptChange'; readonly power: SignedAmount; readonly toughness: SignedAmount }
  /**
   * Layer 6: "gains flying", "gain first strike and trample". `oneOf`: "gains your choice of flying, trample, or
   * haste": one of them, chosen as the effect begins by its controller (608.2d); only in a resolving effect.
   */
  | { readonly kind: 'addKeywords'; readonly keywords: readonly Keyword[]; readonly oneOf?: true }
  /**
   * Layer 6 (613.1f): "has "{T}: ~ deals 1 damage to any target."", "gain "At the beginning of your upkeep, …"": the
   * activated and triggered abilities an object gains, each read by the ability grammar itself; `~` in them is the
   * object that has them (as "this creature" is in the printed text).
   */
  | { readonly kind: 'addAbilities'; readonly abilities: readonly GrantedAbility[] }
  /**
   * No characteristic and so no layer (613.1): a rule about what the object can't, must or may do in combat or in
   * its untap step ("can't block", "attacks each combat if able", "doesn't untap during its controller's untap
   * step"). Read by the combat restriction modules (rules/combat/restrictions/) and the untap step.
   */
  | { readonly kind: 'restriction'; readonly restriction: CombatRestriction }

  /** Layer 6 (613.1f): "loses flying", "loses defender and gains flying"; `oneOf`: "loses your choice of …". */
  | { readonly kind: 'removeKeywords'; readonly keywords: readonly Keyword[]; readonly oneOf?: true }
  /** Layer 6 (613.1f): "loses all abilities" (its keywords, and the static abilities it would generate). */
  | { readonly kind: 'loseAllAbilities' }
  /**
   * Power and/or toughness set to a value (null: that one unchanged), `plus` added to each amount. Layer 7a (613.4a):
   * a characteristic-defining ability (604.3) "~'s power and toughness are each equal to 1 plus the number of lands
   * you control", applied in every zone. Layer 7b (613.4b): "has base power and toughness 0/2", "becomes a 3/3 …".
   */
  | {
      readonly kind: 'setPT';
      readonly layer: '7a' | '7b';
      readonly power: Amount | null;
      readonly toughness: Amount | null;
      readonly plus: number;
    }
  /** Layer 7d (613.4d): "switch ~'s power and toughness". */
  | { readonly kind: 'switchPT' }
  /**
   * Layer 2 (613.1b): "gain control of target creature", "You control enchanted creature.": the controller of the
   * effect (the spell's or ability's controller, the static ability's source's controller) controls it. `to`: "Target
   * player gains control of target permanent you control." (only in a resolving effect): that player, as it begins.
   */
  | { readonly kind: 'control'; readonly to?: Subject }
  /**
   * Layer 4 (613.1d, 205.1): "becomes a 3/3 Elemental creature" (`add` false: these card types, when any are named,
   * and these subtypes replace the old ones), "is an artifact in addition to its other types", "It's still a land."
   * (205.1b: `add` true, the old ones are kept).
   */
  | {
      readonly kind: 'types';
      readonly add: boolean;
      readonly types: readonly CardType[];
      readonly subtypes: readonly string[];
    }
  /**
   * Layer 4 (613.1d, 205.1a): "~ isn't a creature": these card types are removed, and with them the subtypes of no
   * card type it still has (a God that isn't a creature is no God either).
   */
  | { readonly kind: 'removeTypes'; readonly types: readonly CardType[] }
  /** Layer 5 (613.1e, 105.3): "becomes red", "is black in addition to its other colors" (`add`). */
  | { readonly kind: 'colors'; readonly add: boolean; readonly colors: readonly Color[] }
  /**
   * Layer 6 (613.1f, 702.16): a protection ability granted: "gains protection from black", "has protection from
   * creatures", "has protection from the chosen color" (a `chosen` quality: the color its source's controller chose as
   * the source entered, 614.12), "gains protection from the color of your choice" (`ofChoice`: a color chosen as the
   * effect begins, 608.2d, by the effect's controller, or by the affected creature's controller for "the color of its
   * controller's choice"). `keeps`: "This effect doesn't remove ~." (`source`: the Aura giving it stays attached,
   * 704.5m) and "This effect doesn't remove Auras and Equipment you control that are already attached to it."
   * (`yours`).
   */
  | {
      readonly kind: 'protection';
      readonly protection: Protection;
      readonly ofChoice?: 'you' | 'itsController';
      readonly keeps?: 'source' | 'yours';
    };

/**
 * Restrictions, requirements and permissions on attacking, blocking and untapping, whatever grants them (a static
 * ability of the object itself, an Aura, an "until end of turn" effect). Each is answered by one module in
 * rules/combat/restrictions/; "can't" beats "can" (101.2), so a permission never overrules a restriction.
 */
export type CombatRestriction =
  /** 508.1c: "can't attack". `alone` (506.5): "can't attack alone" — only with another attacker. */
  | {
      readonly kind: 'cantAttack';
      readonly alone: boolean;
      /** "~ can't attack unless defending player controls an Island": it may when they do (508.1c). */
      readonly unlessDefenderControls?: Description;
    }
  /** 509.1b: "can't block"; `alone` (506.5): "can't block alone". */
  | { readonly kind: 'cantBlock'; readonly alone: boolean }
  /**
   * 509.1b: "can't be blocked" (`by` and `except` null), "can't be blocked by Walls" (`by`: only those creatures
   * can't), "can't be blocked except by creatures with flying" (`except`: only those creatures can).
   */
  | { readonly kind: 'cantBeBlocked'; readonly by: Description | null; readonly except: Description | null }
  /** 509.1b: "can't be blocked by more than one creature" (`max` 1), "… except by three or more creatures" (`min` 3). */
  | { readonly kind: 'blockerCount'; readonly min: number; readonly max: number | null }
  /** 508.1d: "attacks each combat if able": a requirement checked as attackers are declared. */
  | { readonly kind: 'attacksEachCombat' }
  /** 509.1c: "blocks each combat if able", "blocks this turn if able". */
  | { readonly kind: 'blocksEachCombat' }
  /**
   * 509.1c: "Target creature blocks ~ this turn if able": a requirement to block the object whose effect this is (the
   * ability's source), when that object attacks.
   */
  | { readonly kind: 'blocksSource' }
  /**
   * 509.1c, requirements on the attacker's blockers: "~ must be blocked if able" (`all` false: some creature blocks
   * it, one matching `by` when given: "must be blocked by an Eldrazi if able"); "All creatures able to block ~ do so",
   * "All Walls able to block ~ do so" (`all` true: each creature matching `by` that can block it does).
   */
  | { readonly kind: 'mustBeBlocked'; readonly by: Description | null; readonly all: boolean }
  /** 509.1b: "can block only creatures with flying": it can't block an attacker that doesn't match. */
  | { readonly kind: 'canBlockOnly'; readonly attackers: Description }
  /** 509.1a: "can block an additional creature each combat" (`count` 1), "… any number of creatures" (null). */
  | { readonly kind: 'canBlockAdditional'; readonly count: number | null }
  /** 502.3: "doesn't untap during its controller's untap step". */
  | { readonly kind: 'doesntUntap' }
  /**
   * "can attack as though it didn't have defender" (`noDefender`, 702.3b), "can attack as though it had haste"
   * (`haste`, 302.6): a permission to attack despite defender or summoning sickness; nothing else changes (it still has
   * defender, and its {T} abilities still wait).
   */
  | { readonly kind: 'attacksAsThough'; readonly as: 'noDefender' | 'haste' }
  /**
   * Not about combat, but a rule about the object like the others here (602.5): "its activated abilities can't be
   * activated", "Activated abilities of artifacts can't be activated" — none of them (`exceptMana`: "… unless they're
   * mana abilities"; `tapOnly`: "its activated abilities with {T} in their costs …"). Checked as an ability is
   * activated (rules/actions/activation-ban.ts).
   */
  | { readonly kind: 'cantActivate'; readonly exceptMana: boolean; readonly tapOnly: boolean };

export type EffectKind = Effect['kind'];

/**
 * Static effects (604.1), answered by rules/continuous/static-abilities.ts; the restrictions among their
 * modifications ("~ can't block.") are read by the combat restriction modules.
 */
export type StaticEffect =
  /**
   * 601.3b-d, 702.8a: "You may cast ~ as though it had flash.", "… if you pay {2} more to cast it." (601.3c), "If you
   * control a creature with power 4 or greater, you may cast ~ as though it had flash." (601.3d), "As long as you
   * control a green or blue permanent, …": the card may be cast any time its caster could cast an instant (117.1a),
   * while `condition` holds. `extra` is added to its total cost when it is cast at a time a sorcery couldn't have been
   * (307.5a), the only time the permission is needed. Works from wherever the card is cast (113.6e).
   */
  | { readonly kind: 'flashPermission'; readonly condition: Condition | null; readonly extra: ManaCost | null }
  /**
   * 701.39d: "You may exert ~ as it attacks." — an optional cost to attack (508.1g): its controller may exert it as it
   * is declared an attacker, and it won't untap during their next untap step (701.39a). "When you do, …" after it is a
   * linked reflexive triggered ability (607.2h, 603.12): `whenYouDo`, empty when the card has none.
   */
  | { readonly kind: 'exertAsAttacks'; readonly whenYouDo: readonly Effect[] }
  /**
   * 401.5: "Play with the top card of your library revealed." (`whose` you, `to` all), "Players play with the top
   * card of their libraries revealed." (`whose` each), "You may look at the top card of your library any time." (`to`
   * you: its controller only). While its source is on the battlefield with its abilities, the top card of each
   * library named is seen by those players, whichever card is on top now (rules/view/top-card.ts).
   */
  | { readonly kind: 'topCardVisible'; readonly whose: 'you' | 'each'; readonly to: 'all' | 'you' }
  /**
   * 601.3, 305.2, 401.5: "You may cast creature spells from the top of your library.", "You may play lands from the top
   * of your library.", "You may play the top card of your library [if it's a land card].", "You may cast the top card
   * of your library if it's a creature card.": while its source is on the battlefield with its abilities, its
   * controller may cast (`cast`) or also play as a land (`play`) the top card of their library when it matches `what`
   * (a card description; null: any card), at the times its type allows, paying its costs.
   */
  | { readonly kind: 'playFromTop'; readonly play: 'play' | 'cast'; readonly what: Description | null }
  /**
   * 614.12: "As ~ enters the battlefield, choose a color." (`except`: "… a color other than red"), "… choose a
   * creature type.", "… choose a basic land type.", "… choose an opponent.", "… choose a player.": the choice is made
   * as it enters, by its controller, and remembered on the permanent (rules/replacement/as-enters.ts) for "of the
   * chosen color/type" (Quality `chosen`).
   */
  | {
      readonly kind: 'asEntersChoose';
      readonly choice: EnteringChoice;
      readonly except: Color | null;
      /** A `cardType` choice among these only ("choose artifact, creature, enchantment, instant, or sorcery"). */
      readonly among?: readonly CardType[];
    }
  /**
   * 614.1a, 700.4: "If ~ would die, exile it instead." (`what` null), "If a creature dealt damage by ~ this turn would
   * die, exile it instead.", "If another creature would die, exile it instead.": while its source is on the battlefield
   * with its abilities, a permanent it describes that would die is exiled instead.
   */
  | { readonly kind: 'exileIfDies'; readonly what: Description | null }
  /**
   * 702.82a: "Devour N" means "As this object enters the battlefield, you may sacrifice any number of creatures. This
   * permanent enters the battlefield with N +1/+1 counters on it for each creature sacrificed this way." (614.12: its
   * controller chooses the creatures as it enters; `times` is N).
   */
  | { readonly kind: 'devour'; readonly times: number }
  /**
   * 702.131: "Ascend". On a permanent (702.131b): "Any time you control ten or more permanents and you don't have the
   * city's blessing, you get the city's blessing for the rest of the game." On an instant or sorcery (702.131a), a
   * spell ability: "If you control ten or more permanents and you don't have the city's blessing, you get the city's
   * blessing for the rest of the game." — done as the spell begins to resolve, before its other effects.
   */
  | { readonly kind: 'ascend' }
  /**
   * 614.12, 118.12: "As ~ enters the battlefield, you may pay 2 life. If you don't, ~ enters the battlefield tapped.",
   * "… you may reveal a Goblin card from your hand. If you don't, …", "… you may return a nonland permanent you control
   * to its owner's hand. If you do, ~ enters the battlefield with a +1/+1 counter on it.": as it enters, its controller
   * may pay `costs`; it enters as `paid` says if they did, as `unpaid` says if not.
   */
  | {
      readonly kind: 'asEntersPay';
      readonly costs: readonly Cost[];
      readonly paid: EnteringChange;
      readonly unpaid: EnteringChange;
    }
  /**
   * 614.1c, 614.12: "~ enters the battlefield with three +1/+1 counters on it.", "~ enters the battlefield tapped with
   * two charge counters on it.", "~ enters the battlefield tapped unless you control a Mountain.", "… with a +1/+1
   * counter on it if you control a creature with power 4 or greater.": a replacement effect of the permanent's own
   * entering event, applied as it enters (rules/replacement/entering.ts): it never was untapped or without those
   * counters, and nothing can respond. `condition` is checked as it enters; with `unless` the effect applies when the
   * condition does not hold. X is the X of the spell it was (107.3m), else 0. `optional` (702.98a unleash: "You may
   * have ~ enter the battlefield with a +1/+1 counter on it."): its controller chooses as it enters.
   */
  | {
      readonly kind: 'entersWith';
      readonly tapped: boolean;
      readonly counters: readonly EnteringCounters[];
      readonly condition: Condition | null;
      readonly unless: boolean;
      readonly optional?: boolean;
      /**
       * 702.136a (riot): "If you don't, it gains haste.": what the permanent gets when its controller declines an
       * `optional` entering, from then on (611.3a does not apply: it is no static ability of the permanent's own
       * abilities list that could stop; the effect lasts while it is that object, 400.7).
       */
      readonly otherwise?: readonly Modification[];
      /**
       * "~ enters the battlefield with your choice of a deathtouch counter or a lifelink counter on it." (614.12):
       * `counters` are alternatives, one chosen by its controller as it enters.
       */
      readonly oneOf?: true;
      /**
       * 702.104a (tribute): "As this creature enters the battlefield, choose an opponent. That player may put an
       * additional N +1/+1 counters on it as it enters the battlefield.": the `optional` choice is that opponent's, and
       * the permanent remembers whether it was made (`GameObject.tributePaid`, condition `tribute`).
       */
      readonly tribute?: true;
      /**
       * 614.1c: "If ~ was kicked, it enters the battlefield with two +1/+1 counters on it and with haste.", "… and with
       * "Pay 3 life: Regenerate ~."": what it enters with besides its counters (keywords, quoted abilities), from then on
       * while it is that object (400.7), as `otherwise` is.
       */
      readonly gains?: readonly Modification[];
    }
  /**
   * 614.1c, 707.5: "You may have ~ enter the battlefield as a copy of any creature on the battlefield.", "… as a copy
   * of any artifact or creature on the battlefield, except it's an artifact in addition to its other types.", "… as a
   * copy of any creature card in a graveyard.", "You may have ~ enter the battlefield tapped as a copy of any land on
   * the battlefield.": as it enters, its controller may choose an object matching `of` (not targeted, 115.10), and it
   * enters as a copy of it (a copy effect in layer 1 while it is on the battlefield), changed by `except` (707.9). It
   * then has the copied text's own "enters" replacement effects and triggers (707.5) and makes their choices anew
   * (707.6). `tapped`: it enters tapped when it copies something.
   */
  | {
      readonly kind: 'entersAsCopy';
      readonly of: Description;
      readonly tapped: boolean;
      readonly except: CopyExceptions;
    }
  /**
   * 604.2, 611.3: "Enchanted creature gets +1/+2.", "Equipped creature has first strike.", "Creatures you control
   * get +1/+1.", "Other Zombie creatures you control get +1/+1 and have haste.": a continuous effect for as long as
   * the source is on the battlefield (611.3b), applied to whatever `affected` names at each moment (611.3a), in
   * layers 6 and 7c (613.1f, 613.4c) with the source's timestamp (613.7a). Amounts are fixed numbers.
   */
  | {
      readonly kind: 'continuous';
      readonly affected: StaticAffected;
      readonly modifications: readonly Modification[];
      /**
       * "As long as you control an artifact, ~ gets +2/+0.", "~ gets +1/+1 as long as it's untapped.": the effect
       * applies only while this holds (611.3a: checked continuously, seen from the source's controller). Absent:
       * always.
       */
      readonly condition?: Condition;
    }
  | SpellCostChange
  /**
   * 615.1a, 604.2: "Prevent all damage that would be dealt to ~ by creatures.", "Prevent all combat damage that would
   * be dealt to and dealt by enchanted creature.", "Prevent all noncombat damage that would be dealt to you and
   * creatures you control.", "Prevent all damage that ~ would deal to red creatures.": a prevention effect of a static
   * ability, for as long as its source is on the battlefield (611.3b). Damage meeting it is never dealt.
   */
  | StaticPrevention
  | StaticDamageReplacement
  /**
   * 614.1a, 119.10: "If you would gain life, you gain twice that much life instead." (`double`), "If a player would gain
   * life, that player gains no life instead." (`none`): while its source is on the battlefield, each life gain of the
   * players `who` names (seen from its controller) is changed as it happens (rules/replacement/life-gain.ts).
   */
  | { readonly kind: 'lifeGainReplacement'; readonly who: Whose; readonly change: 'double' | 'none' }
  /**
   * 614.1a, 121.6: "If you would draw a card, draw two cards instead.", "… except the first one you draw in each of your
   * draw steps, …" (`exceptFirstInDrawStep`): while its source is on the battlefield, each draw of the players `who`
   * names becomes `draws` draws, which this effect leaves alone (614.5) (rules/replacement/draw.ts).
   */
  | {
      readonly kind: 'drawReplacement';
      readonly who: Whose;
      readonly exceptFirstInDrawStep: boolean;
      readonly draws: number;
    }
  /**
   * 614.1a, 122.6: "If one or more +1/+1 counters would be put on a creature you control, twice that many +1/+1
   * counters are put on that creature instead.", "… that many plus one …", "… that many -1/-1 counters minus one are put
   * on it instead.", "If one or more counters would be put on an artifact or creature you control, that many plus one of
   * each of those kinds of counters are put on that permanent instead." (`counter` null: any kind), "If you would get
   * one or more counters, you get that many plus one of each of those kinds of counters instead." (`on` players):
   * while its source is on the battlefield, counters put on what `on` names (also as a permanent enters with them)
   * are changed (rules/replacement/counters.ts).
   */
  | {
      readonly kind: 'counterReplacement';
      readonly on:
        | { readonly kind: 'permanent'; readonly description: Description }
        | { readonly kind: 'player'; readonly who: Whose };
      readonly counter: string | null;
      readonly change: CountChange;
    }
  /**
   * 614.1a, 111.1: "If one or more tokens would be created, twice that many of those tokens are created instead.",
   * "… would be created under your control, …" (`who` you; null: anyone's): while its source is on the battlefield,
   * each creation of tokens makes that many instead (rules/replacement/tokens.ts).
   */
  | { readonly kind: 'tokenReplacement'; readonly who: Whose | null; readonly change: CountChange }
  /**
   * 614.1a, 700.4: "If ~ would die, put it on the bottom of its owner's library instead.", "If ~ would be put into a
   * graveyard from anywhere, reveal ~ and shuffle it into its owner's library instead.", "If a card or token would be
   * put into a graveyard from anywhere, exile it instead.", "If a card would be put into an opponent's graveyard from
   * anywhere, exile it instead.": what would go to a graveyard (`what`: `~` itself, any card, any card or token; into
   * the graveyard of `whose`, seen from the source's controller, null: any) from the battlefield (`die`) or from
   * anywhere goes to `to` instead (rules/replacement/graveyard.ts).
   */
  | {
      readonly kind: 'graveyardReplacement';
      readonly what: 'self' | 'cards' | 'cardsOrTokens';
      readonly whose: Whose | null;
      readonly from: 'battlefield' | 'anywhere';
      readonly to: GraveyardInstead;
    }
  /**
   * 614.1a, 120.3a: "Damage that would reduce your life total to less than 1 reduces it to 1 instead.": while its
   * source is on the battlefield, damage dealt to its controller makes them lose only down to `floor` life (the damage
   * is still dealt, all of it: lifelink counts it) (rules/damage/life-floor.ts).
   */
  | { readonly kind: 'lifeFloor'; readonly floor: number }
  /**
   * 614.1c, 614.12: "Creatures your opponents control enter the battlefield tapped.": while its source is on the
   * battlefield, each permanent matching `what` as it enters (seen from the source's controller) enters tapped.
   */
  | { readonly kind: 'othersEnterTapped'; readonly what: Description }
  /**
   * 614.1b, 614.10: "Skip your draw step.", "Players skip their untap steps.", "Each player skips their upkeep step.":
   * while its source is on the battlefield, that step doesn't happen in the turns of the players `who` names (seen
   * from its controller); the turn goes on with the next step (rules/turn/next-step.ts).
   */
  | { readonly kind: 'skipStep'; readonly who: Whose; readonly step: 'untap' | 'upkeep' | 'draw' }
  /**
   * 305.2: "You may play an additional land on each of your turns.", "… two additional lands …", "Each player may play
   * an additional land on each of their turns.": while its source is on the battlefield, the players `who` names may
   * play `count` lands more in each of their turns (rules/actions/land-plays.ts).
   */
  | { readonly kind: 'additionalLands'; readonly who: Whose; readonly count: number }
  /**
   * 402.2: "You have no maximum hand size.", "Players have no maximum hand size.", "Your maximum hand size is increased
   * by one.", "Each opponent's maximum hand size is reduced by two.", "Your maximum hand size is two.": while its source
   * is on the battlefield, the maximum hand size of the players `who` names (seen from its controller) is changed,
   * with the source's timestamp (613.11, 613.7a; rules/turn/hand-size.ts).
   */
  | { readonly kind: 'maximumHandSize'; readonly who: Whose; readonly change: HandSizeChange }
  /**
   * 101.2, 601.3: "Your opponents can't cast spells during your turn.", "You can't cast creature spells.", "Players
   * can't cast spells from graveyards.", "Each player can't cast more than one spell each turn.", "Your opponents
   * can't gain life." (119.7): while its source is on the battlefield with its abilities, the players `who` names
   * (seen from its controller) can't do what `action` says (rules/prohibitions.ts).
   */
  | { readonly kind: 'prohibition'; readonly who: Whose; readonly action: Prohibited };

/**
 * 402.2: how an effect changes a player's maximum hand size: they have none (`none`), it is increased or reduced by
 * `amount`, or it is `amount` (`set`). 613.11: such effects apply in timestamp order.
 */
export type HandSizeChange =
  | { readonly kind: 'none' }
  | { readonly kind: 'plus'; readonly amount: number }
  | { readonly kind: 'minus'; readonly amount: number }
  | { readonly kind: 'set'; readonly amount: number };

/**
 * How long an effect of a resolving spell or ability on players lasts (611.2a): until end of turn (514.2), until its
 * controller's next turn, or for the rest of the game (no duration stated).
 */
export type PlayerEffectDuration = 'endOfTurn' | 'untilYourNextTurn' | 'indefinitely';

/** What a prohibition (101.2) forbids: casting some spells (601.3), or gaining life (119.7). */
export type Prohibited =
  /**
   * Casting spells matching `spells` (nouns ['spell']); only `during` the window (seen from the prohibition's
   * controller: "during your turn", "during combat"), only `from` those zones ("from graveyards"), or only more than
   * `moreThan` of them each turn; null: always, from anywhere, any.
   */
  | {
      readonly kind: 'cast';
      readonly spells: Description;
      readonly during: readonly TimingPart[] | null;
      readonly from: readonly ('graveyard' | 'library' | 'exile')[] | null;
      readonly moreThan: number | null;
    }
  | { readonly kind: 'gainLife' };

/**
 * Where a card goes instead of a graveyard (614.1a): exile, its owner's hand, the bottom of its owner's library, or
 * its owner's library, revealed first and shuffled after.
 */
export type GraveyardInstead = 'exile' | 'hand' | 'libraryBottom' | 'libraryShuffled';

/** How a replacement changes a number of counters or tokens (614.1a): twice it, that many plus N, that many minus N. */
export type CountChange =
  | { readonly kind: 'double' }
  | { readonly kind: 'plus'; readonly amount: number }
  | { readonly kind: 'minus'; readonly amount: number };

/**
 * A static prevention effect (615): which damage (`combat` 510.2, `noncombat`, or `all`), dealt to any of `to` by any
 * of `by` (null: anything). Each party is seen from the source, as damage is about to be dealt.
 */
export interface StaticPrevention {
  readonly kind: 'preventDamage';
  readonly damage: 'all' | 'combat' | 'noncombat';
  readonly to: readonly PreventionParty[] | null;
  readonly by: readonly PreventionParty[] | null;
}

/**
 * 614.1a, 615.1a, 616.1: "If a source an opponent controls would deal damage to you, prevent 1 of that damage.", "If a
 * source would deal damage to a permanent or player, it deals double that damage to that permanent or player
 * instead.", "If a source would deal damage to a creature you control, it deals that much damage minus 1 to that
 * creature instead.": a static ability that changes the amount of damage it watches (the same `damage`, `to`, `by`
 * as `StaticPrevention`), while its source is on the battlefield (611.3b).
 */
export interface StaticDamageReplacement {
  readonly kind: 'damageReplacement';
  readonly damage: 'all' | 'combat' | 'noncombat';
  readonly to: readonly PreventionParty[] | null;
  readonly by: readonly PreventionParty[] | null;
  readonly change: DamageChange;
  /** "If damage would be dealt to ~ while it has a +1/+1 counter on it, …": only while the recipient has one. */
  readonly whileCounter?: string;
}

/**
 * How a damage replacement changes the amount (614.1a, 615): `prevent` N of it ("prevent 1 of that damage"),
 * `preventAllBut` N ("prevent all but 1 of that damage"), `double` ("it deals double that damage … instead"), `minus`
 * N ("it deals that much damage minus 1 … instead"), `plus` N ("… that much damage plus 1 …"), `half` rounded down ("it deals half that damage, rounded down,
 * … instead").
 */
export type DamageChange =
  | { readonly kind: 'prevent'; readonly amount: number }
  | { readonly kind: 'preventAllBut'; readonly amount: number }
  | { readonly kind: 'double' }
  | { readonly kind: 'minus'; readonly amount: number }
  | { readonly kind: 'plus'; readonly amount: number }
  | { readonly kind: 'half' }
  /**
   * All of it is replaced (614.1a) or prevented (615.1a), and counters are put on or removed from the permanent it
   * would have been dealt to instead: "put that many -1/-1 counters on it instead" (`amount` null: that many), "prevent
   * that damage and remove a +1/+1 counter from it", "prevent that damage. Put a -1/-1 counter on ~ for each 1 damage
   * prevented this way.", "prevent that damage and put a +1/+1 counter on ~".
   */
  | {
      readonly kind: 'counters';
      readonly action: 'put' | 'remove';
      readonly counter: string;
      readonly amount: number | null;
    };

/** Who a static prevention covers: what `StaticAffected` names (~, enchanted creature, creatures you control) or "you". */
export type PreventionParty = Exclude<StaticAffected, { readonly kind: 'paired' }> | { readonly kind: 'you' };

/**
 * 601.2f: an effect on the total cost of spells. `spells` `self`: the spell's own "This spell costs {1} less to cast
 * for each artifact you control." (a static ability that works while it is cast; also affinity, 702.41a, and
 * undaunted, 702.125a). `matching`: a permanent's "Creature spells you cast cost {1} less to cast.", "Noncreature
 * spells cost {1} more to cast.", "Spells your opponents cast cost {1} more to cast." (`caster` seen from the
 * permanent's controller), while it is on the battlefield.
 */
export interface SpellCostChange {
  readonly kind: 'spellCost';
  readonly spells: SpellsAffected;
  /** 601.2f: `more` is a cost increase, `less` a cost reduction of generic mana only (118.7a), never below {0}. */
  readonly change: 'less' | 'more';
  /**
   * Generic mana: fixed ("{2} less"), or a count seen from the spell's caster for `self` and from the permanent's
   * controller otherwise ("{1} less … for each artifact you control", evaluated as the cost is determined).
   */
  readonly amount: Amount;
  /** "This spell costs {3} less to cast if you control a Giant.": only while this holds, seen as `amount` is. */
  readonly condition: Condition | null;
}

/** Which spells a `spellCost` effect changes. */
export type SpellsAffected =
  | { readonly kind: 'self' }
  | { readonly kind: 'matching'; readonly description: Description; readonly caster: 'you' | 'opponent' | 'any' };

/** What "As ~ enters the battlefield, choose …" chooses (614.12). */
export type EnteringChoice = 'color' | 'creatureType' | 'basicLandType' | 'cardType' | 'opponent' | 'player';

/** 614.1c: counters a permanent enters the battlefield with: "three +1/+1 counters", "X charge counters". */
export interface EnteringCounters {
  /** "+1/+1", "charge", as `putCounters` names them. */
  readonly counter: string;
  /** Evaluated as it enters: "X", "for each Zombie card in your graveyard", "equal to the number of …". */
  readonly amount: Amount;
}

/** What a static ability's continuous effect applies to, re-evaluated continuously (611.3a). */
export type StaticAffected =
  /** "~ gets +1/+1 as long as …", "~ has flying", "~ can't be blocked.": the source itself (201.5). */
  | { readonly kind: 'self' }
  /**
   * "Enchanted creature", "Equipped creature", "Enchanted land": the object the source is attached to, when it fits
   * `description` (its noun).
   */
  | { readonly kind: 'attached'; readonly how: AttachedHow; readonly description: Description }
  /**
   * "Creatures you control", "Other Zombie creatures", "All creatures", "Goblins you control", "White creatures":
   * every permanent on the battlefield matching `description`, as seen by the source's controller (`other`: not the
   * source itself, 109.5).
   */
  | { readonly kind: 'each'; readonly description: Description }
  /**
   * 702.95b: "As long as ~ is paired with another creature, both creatures have …", "… each of those creatures gets
   * …": the source and the creature it is paired with.
   */
  | { readonly kind: 'paired' };

// ---------------------------------------------------------------------------------------------------------------
// Trigger events (603.1): grammar/trigger.ts reads them, rules/triggers/match.ts matches them to game events.

/**
 * Which object a trigger watches: `~` itself, any object matching a description ("a creature you control"), or the
 * object `~` is attached to ("enchanted creature", "equipped creature": 303.4, 301.5), with the noun it must be.
 */
export type Watched =
  | { readonly kind: 'self' }
  | { readonly kind: 'matching'; readonly description: Description }
  | { readonly kind: 'attached'; readonly how: AttachedHow; readonly noun: Noun };

/** Whose step or turn: "your upkeep", "each upkeep", "each opponent's upkeep", "each player's upkeep". */
export type Whose = 'you' | 'opponent' | 'each';

/**
 * What a "becomes the target" trigger watches: an object as `Watched` says, or `you`, the ability's controller
 * ("whenever you become the target of …": players can be targets, 115.1).
 */
export type TargetedWatched = Watched | { readonly kind: 'you' };

/**
 * The spell or ability a "becomes the target of …" trigger asks for: "a spell", "an instant or sorcery spell" (a spell
 * matching `spell`), "a spell or ability" (`abilities`: activated and triggered abilities too), and whose controller
 * fits `who` ("… an opponent controls", "… you control"), seen from the trigger's controller.
 */
export interface TargetingFilter {
  readonly spell: Description;
  readonly abilities: boolean;
  readonly who: Whose;
}

/** The beginning of a step (503, 504, 507, 513): what "at the beginning of …" triggers and delayed triggers wait for. */
export interface BeginningOfStep {
  readonly kind: 'beginningOfStep';
  /** `cleanup` only for a delayed trigger: "at the beginning of the next cleanup step" (514.3a). */
  readonly step: 'upkeep' | 'draw' | 'end' | 'beginningOfCombat' | 'main1' | 'endOfCombat' | 'cleanup';
  /**
   * `attached`: the step of the player the source is attached to, or of the controller of the permanent it is
   * attached to ("At the beginning of enchanted player's upkeep", 303.4; "At the beginning of the upkeep of enchanted
   * creature's controller"); never while it is attached to nothing.
   */
  readonly whose: Whose | 'attached';
}

export type TriggerEvent =
  /**
   * 603.12: a reflexive triggered ability's ("When you do, …", effect `reflexive`): it triggers as it is created, on
   * no game event; never printed on its own.
   */
  | { readonly kind: 'reflexive' }
  /**
   * A zone change (603.6, 603.10): "enters the battlefield" (to battlefield), "dies" (battlefield → graveyard of a
   * creature, 700.4), "leaves the battlefield" (from battlefield), "is put into a graveyard from anywhere".
   * `controller` narrows "enters the battlefield under your control".
   */
  | {
      readonly kind: 'zoneChange';
      readonly what: Watched;
      readonly from: DescribedZone | null;
      readonly to: DescribedZone | null;
      /**
       * "is put into a player's graveyard …, that player …": the player the trigger is about is the owner of the zone
       * it went to (404.2), not the controller it had on the battlefield.
       */
      readonly player?: 'zoneOwner';
    }
  /**
   * 508.1: "whenever ~ attacks", "whenever a creature you control attacks". `alone` (506.5): "attacks alone", it is
   * the only creature declared as an attacker.
   */
  | {
      readonly kind: 'attacks';
      readonly what: Watched;
      readonly alone?: boolean;
      /**
       * 603.2c: "whenever one or more creatures you control attack": triggers once for the whole declaration when
       * any attacker matches; the trigger is about all of them ("they", "those creatures"; "that many").
       */
      readonly batch?: boolean;
      /** Battalion: "~ and at least two other creatures attack": at least `count` other such attackers with it. */
      readonly together?: { readonly count: number; readonly others: Description };
      /**
       * 506.3, 508.1: what it attacks: "Whenever a creature attacks you" (`you`: the ability's controller), "… attacks
       * you or a planeswalker you control" (`youOrYourPlaneswalkers`); absent: anything.
       */
      readonly attacking?: 'you' | 'youOrYourPlaneswalkers';
    }
  /** 509.1: "whenever ~ blocks", "blocks a creature". */
  /**
   * `blocksACreature`: "blocks a creature" — then "that creature" is the creature it blocks, not the blocker.
   * `blocksSelf`: "a creature without flanking blocks ~" (702.25a): only a blocker of the ability's source; "that
   * creature" / "the blocking creature" is the blocker.
   */
  | {
      readonly kind: 'blocks';
      readonly what: Watched;
      readonly blocksACreature: boolean;
      readonly blocksSelf?: boolean;
    }
  /**
   * 509.1h: "whenever ~ becomes blocked": once however many block it. With `by`, "becomes blocked by a creature
   * [that …]": once for each blocker that matches, which "that creature" names (509.5d, 509.5f); with `orBlocks` too,
   * "blocks or becomes blocked by a creature": also once for each creature it blocks that matches.
   */
  | { readonly kind: 'becomesBlocked'; readonly what: Watched; readonly by?: Description; readonly orBlocks?: true }
  /** 508.3f, 509.5g: "whenever ~ attacks and isn't blocked": no creature was declared as a blocker for it. */
  | { readonly kind: 'attacksUnblocked'; readonly what: Watched }
  /** 120: "whenever ~ deals (combat) damage (to a player / an opponent / a creature)". */
  | {
      readonly kind: 'dealsDamage';
      readonly what: Watched;
      readonly combat: boolean;
      /** null: to anything; else the recipient must match. */
      readonly to: Description | null;
      /**
       * 603.2c: "whenever one or more creatures you control deal combat damage to a player": once per recipient for
       * one batch of simultaneous damage, about every matching dealer.
       */
      readonly batch?: boolean;
    }
  /** "whenever ~ is dealt damage". */
  | { readonly kind: 'isDealtDamage'; readonly what: Watched }
  /**
   * 601.2i: "whenever you cast a creature spell", "whenever a player casts …"; `self`: "when you cast ~" (the spell is
   * the ability's own object, which is on the stack as it becomes cast: the ability works from there, 113.6k).
   */
  | { readonly kind: 'castSpell'; readonly who: Whose; readonly spell: Description; readonly self?: true }
  /** 503/504/513/507: "at the beginning of your upkeep", "… of each end step", "… of combat on your turn". */
  | BeginningOfStep
  /** 119.9: "whenever you gain life". */
  | { readonly kind: 'gainLife'; readonly who: Whose }
  /** 720.3: "whenever you become the monarch", "whenever an opponent becomes the monarch" (603.2f: not again). */
  | { readonly kind: 'becomesMonarch'; readonly who: Whose }
  /** 121.6: "whenever a player draws a card", "whenever you draw a card". */
  | { readonly kind: 'draws'; readonly who: Whose }
  /** 701.21: "whenever ~ becomes tapped". */
  | { readonly kind: 'becomesTapped'; readonly what: Watched }
  /** 502.3, 701.21: "Whenever ~ becomes untapped" (inspired): only a tapped permanent that untaps. */
  | { readonly kind: 'becomesUntapped'; readonly what: Watched }
  /**
   * 106.12a: "Whenever enchanted land is tapped for mana", "Whenever you tap a Swamp for mana", "Whenever a player taps
   * a land for mana": a mana ability of the permanent with {T} in its cost was activated; `who` activated it. A
   * triggered mana ability (605.1b: it could add mana and has no target) resolves at once (605.4a).
   */
  | { readonly kind: 'tappedForMana'; readonly what: Watched; readonly who: Whose }
  /**
   * 702.29c, 702.29d: "when you cycle ~", "whenever you cycle another card", "whenever a player cycles a card": the
   * card is discarded to pay a cycling cost (the trigger is about the discard, not the draw); `~` triggers from the
   * graveyard it went to.
   */
  | { readonly kind: 'cycled'; readonly what: Watched; readonly who: Whose }
  /** 701.39: "Whenever you exert a creature": a player exerted a permanent (as it attacked, 508.1g). */
  | { readonly kind: 'exerted'; readonly what: Watched; readonly who: Whose }
  /**
   * 702.37e, 708.8: "when ~ is turned face up", "whenever a permanent you control is turned face up": the special
   * action turned it face up (it doesn't enter the battlefield again, so "enters" triggers don't answer it).
   */
  | { readonly kind: 'turnedFaceUp'; readonly what: Watched }
  /** "when ~ becomes renowned" (702.112b), "when ~ becomes monstrous" (701.37b). */
  | { readonly kind: 'becomesDesignated'; readonly what: Watched; readonly designation: Designation }
  /**
   * 702.63a (vanishing): "when the last time counter is removed from ~": counters of that kind were removed from it
   * and it has none left.
   */
  | { readonly kind: 'lastCounterRemoved'; readonly what: Watched; readonly counter: string }
  /**
   * "whenever ~ becomes the target of a spell or ability (an opponent controls)", "whenever a creature you control
   * becomes the target of a spell", "whenever you become the target of …", heroic "whenever you cast a spell that
   * targets ~" (read as "… becomes the target of a spell you control": every spell here is cast, 601.2c). Objects and
   * players become targets as a spell is cast (601.2c), an ability activated (602.2b) or a triggered ability put on
   * the stack (603.3d); once per spell or ability, however many of its targets name the same object or player.
   */
  | {
      readonly kind: 'becomesTarget';
      readonly what: TargetedWatched;
      readonly by: TargetingFilter;
      /**
       * "… for the first time each turn": only when no other spell or ability targeted it earlier this turn
       * (`TurnState.targeted`); read only after "a spell or ability", whose count that is.
       */
      readonly firstTimeEachTurn?: boolean;
    }
  /**
   * 603.8: a state trigger, "When you control no Islands": triggers whenever the condition holds, then not again while
   * the ability has triggered and hasn't yet resolved or left the stack.
   */
  | { readonly kind: 'state'; readonly condition: Condition }
  /**
   * 901.9b, 310.7: "Whenever you roll {CHAOS}", a plane's chaos ability: the planar die came up chaos for the player who
   * controls the face-up plane (the planar controller, 901.6). Functions only from the command zone, face up (901.7).
   */
  | { readonly kind: 'planarChaos' }
  /**
   * 904.9, 701.25: "When you set this scheme in motion": this scheme card (313.7) was set in motion by its owner, who
   * controls it (313.5). Functions only from the command zone, face up (904.8).
   */
  | { readonly kind: 'setInMotion' }
  /** "whenever ~ attacks or blocks": any of these events (each occurrence triggers once). */
  | { readonly kind: 'anyOf'; readonly events: readonly TriggerEvent[] };

/** A trigger: its event, and the intervening "if" clause (603.4), checked on triggering and on resolution. */
export interface Trigger {
  readonly event: TriggerEvent;
  readonly condition: Condition | null;
}
