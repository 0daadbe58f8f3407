import type { Color, ManaCost } from '../mana/mana-symbol.js';

/**
 * CardTemplate: the one uniform output of every card format. Plain, JSON-serializable data
 * (no classes, no functions, no undefined), so it can be zipped into packs, sent over IPC and
 * compared with toEqual. The same input always gives the same template.
 */

export * from './rules-text.js';
import type {
  ActivationRestriction,
  AlternativeKeyword,
  CardType,
  Condition,
  Description,
  Cost,
  Effect,
  Keyword,
  StaticEffect,
  Supertype,
  Trigger,
} from './rules-text.js';

import type { Protection } from './rules-text.js';

/** How the faces of a multi-face card relate (rule 708-712). */
export type Layout = 'normal' | 'split' | 'flip' | 'transform' | 'modal_dfc' | 'adventure' | 'aftermath' | 'meld';

interface AbilityBase {
  /** 1-based line in the source file, 0 for abilities implied by the card's types. */
  readonly line: number;
  /** The ability as written (after self-reference normalization to `~`), for display. */
  readonly text: string;
}

export type Ability =
  | (AbilityBase & { readonly kind: 'keyword'; readonly keyword: Keyword })
  /**
   * 702.16: "Protection from black", "protection from red and from white", "protection from creatures": a keyword
   * with a quality. Damage from such sources is prevented, and the object can't be enchanted, equipped, blocked or
   * targeted by such (702.16b-e).
   */
  | (AbilityBase & { readonly kind: 'protection' } & Protection)
  | (AbilityBase & {
      readonly kind: 'activated';
      readonly costs: readonly Cost[];
      readonly effects: readonly Effect[];
      /** 602.5b: "Activate only as a sorcery.", "… once each turn."; empty when the text has none. */
      readonly restrictions: readonly ActivationRestriction[];
      /** Rule 605.1a: no target, could add mana, not a loyalty ability. Resolves without the stack. */
      readonly isManaAbility: boolean;
      /** True for the mana ability a basic land type grants (rule 305.6). */
      readonly implied: boolean;
      /**
       * 113.6, 702.29a: the zone it works from when not the battlefield: `hand` for cycling ("Cycling {2}" is "{2},
       * Discard this card: Draw a card."); `graveyard` for an ability whose effect moves the card out of its owner's
       * graveyard ("{2}{G}: Return ~ from your graveyard to your hand.", 113.6m; unearth, 702.84a). Absent for
       * abilities of permanents.
       */
      readonly zone?: 'hand' | 'graveyard';
      /**
       * 602.2: "Any player may activate this ability.": not only its controller; the player who activates it controls
       * it on the stack (602.2a), so its "you" is that player. Absent for the usual controller-only abilities.
       */
      readonly anyPlayer?: true;
      /**
       * 702.29a, 702.29c: a cycling ability ("Cycling {2}", "Plainscycling {2}"): activating it is cycling the card
       * (the `cycled` event, "Whenever you cycle ~"). Absent for other abilities that discard their card (channel).
       */
      readonly cycling?: true;
    })
  /**
   * 601.3, 113.6e, 506.6: "Cast ~ only during combat.", "Cast ~ only before the combat damage step.", "Cast ~ only if
   * you control a snow land.": when its card may be cast, in addition to the timing of its type (307.1, 117.1a). Only
   * `window` and `condition` restrictions.
   */
  | (AbilityBase & { readonly kind: 'castRestriction'; readonly restrictions: readonly ActivationRestriction[] })
  /**
   * 702.33a: "Kicker {2}{G}": an optional additional cost as the spell is cast (`cast … kicked`, 601.2b, 601.2f);
   * "if ~ was kicked" (condition `kicked`) then holds for the spell and the permanent it becomes.
   */
  | (AbilityBase & { readonly kind: 'kicker'; readonly mana: ManaCost })
  /**
   * 702.34a: "Flashback {2}{R}": the card may be cast from its owner's graveyard by paying this cost instead of its
   * mana cost (118.9); if it would then leave the stack it is exiled instead.
   */
  | (AbilityBase & { readonly kind: 'flashback'; readonly mana: ManaCost })
  /**
   * 702.37a, 702.37b: "Morph {2}{U}", "Megamorph {1}{G}", "Morph—Discard a card.": the card may be cast face down as a
   * 2/2 creature with no text, name, subtypes or mana cost for {3} (708.2a, 708.4); its controller turns it face up
   * any time they have priority by paying `costs` (a special action, 116.2b, 702.37e). A megamorph permanent turned
   * face up this way gets a +1/+1 counter (`mega`).
   */
  | (AbilityBase & { readonly kind: 'morph'; readonly costs: readonly Cost[]; readonly mega: boolean })
  /**
   * 702.27a: "Buyback {3}", "Buyback—Sacrifice a land.": an optional additional cost as the spell is cast (`cast …
   * buyback`); if it was paid, the spell goes to its owner's hand instead of the graveyard as it resolves.
   */
  | (AbilityBase & { readonly kind: 'buyback'; readonly costs: readonly Cost[] })
  /**
   * 702.42a: "Entwine {2}": a modal spell may be cast with all its modes instead of the number its header says, paying
   * `costs` too (an additional cost, 601.2f); cast with every mode, it is entwined.
   */
  | (AbilityBase & { readonly kind: 'entwine'; readonly costs: readonly Cost[] })
  /**
   * 702.62a: "Suspend 4—{1}{R}": any time its owner could begin to cast it from their hand, they may pay `costs` and
   * exile it with `count` time counters on it (a special action, 116.2f: `suspend`). Its two triggered abilities that
   * work in exile come beside it in the template.
   */
  | (AbilityBase & { readonly kind: 'suspend'; readonly count: number; readonly costs: readonly Cost[] })
  /**
   * 118.9, 601.2b, 601.2f: "You may pay {W}{U}{B}{R}{G} rather than pay ~'s mana cost.", "If you control a Swamp, you
   * may sacrifice a creature rather than pay ~'s mana cost.", "You may cast ~ without paying its mana cost." (no
   * `costs`), evoke (702.74a, `keyword`): the card may be cast by paying `costs` instead of its mana cost (`cast …
   * alternative`), while every one of `conditions` holds as it is cast ("If an opponent controls a Forest and you
   * control a Swamp"; none: always). Only one alternative cost per spell (118.9a); additional
   * costs and cost changes still apply to it (118.9d).
   */
  | (AbilityBase & {
      readonly kind: 'alternativeCost';
      readonly costs: readonly Cost[];
      readonly conditions: readonly Condition[];
      readonly keyword?: AlternativeKeyword;
      /**
       * 702.138a: cast from its owner's graveyard (escape) rather than from the hand; 702.35a: from exile, only as
       * its madness trigger offers it (madness).
       */
      readonly zone?: 'graveyard' | 'exile';
    })
  /**
   * 601.2b, 601.2f, 118.8: "As an additional cost to cast this spell, sacrifice a creature.": costs paid with the
   * spell's mana cost each time it is cast (601.2h); what they choose is the cast's `costChoices`.
   */
  | (AbilityBase & { readonly kind: 'additionalCost'; readonly costs: readonly Cost[] })
  /** The effect of an instant or sorcery, or a bare effect sentence. */
  | (AbilityBase & { readonly kind: 'spell'; readonly effects: readonly Effect[] })
  | (AbilityBase & { readonly kind: 'static'; readonly effect: StaticEffect })
  /**
   * 702.5: "Enchant creature", "Enchant land", "Enchant permanent you control": what an Aura can enchant. Its spell
   * targets one such object or player (303.4a) and enters attached to it (608.3a); attached to anything else, it is
   * put into its owner's graveyard (704.5m).
   */
  | (AbilityBase & { readonly kind: 'enchant'; readonly what: Description })
  /**
   * "When/Whenever/At [event], [effect]" (603.1): put on the stack the next time a player would get priority.
   * `keyword`: the ability is that keyword ("Flanking", 702.25a), so its object has the keyword (702.1).
   */
  | (AbilityBase & {
      readonly kind: 'triggered';
      readonly trigger: Trigger;
      readonly effects: readonly Effect[];
      readonly keyword?: Keyword;
      /**
       * 113.6b, 113.6m: `graveyard` when it triggers only while its card is in its owner's graveyard: its intervening
       * "if" says so ("if ~ is in your graveyard") or its effect moves the card out of the graveyard ("you may return
       * ~ from your graveyard to your hand"). Absent: it triggers from the battlefield (and, for its own zone
       * changes, from where its card went, 603.6, 603.10). `stack` for "When you cast ~" (113.6k, 601.2i): it
       * triggers only as its own spell becomes cast. `exile` for suspend's abilities (702.62a): only while its card is
       * in exile.
       */
      readonly zone?: 'graveyard' | 'stack' | 'exile';
    })
  /** An `apply NAME` line: a registered implementation for something no parser expresses. */
  | (AbilityBase & { readonly kind: 'applied'; readonly implementation: string })
  /**
   * Kept verbatim so no author text is lost. Why it was not understood is a warning of the parse (with its
   * place in the line), not part of the card: a template says what the card is, the warnings what went wrong.
   */
  | (AbilityBase & { readonly kind: 'unparsed' });

export type AbilityKind = Ability['kind'];

export interface CardFace {
  readonly name: string;
  /** null when the card has no mana cost (lands, some back faces); [] never occurs. */
  readonly manaCost: ManaCost | null;
  /** The card's colors: the color indicator when present, otherwise the colors of its mana cost (rule 202.2). */
  readonly colors: readonly Color[];
  /** From a `color` line; null when the file has none. */
  readonly colorIndicator: readonly Color[] | null;
  readonly supertypes: readonly Supertype[];
  /** In the order of the `type` lines. */
  readonly types: readonly CardType[];
  /** Title-cased (`Forest`, `Dryad`), in the order written. */
  readonly subtypes: readonly string[];
  /** Strings because of `*` and `1+*`; null when absent. */
  readonly power: string | null;
  readonly toughness: string | null;
  readonly loyalty: string | null;
  readonly abilities: readonly Ability[];
}

export interface CardTemplate extends CardFace {
  /** For multi-face cards the names of all faces joined by " // " (the top-level face fields describe face one). */
  readonly name: string;
  readonly layout: Layout;
  /** Every face, in order, for multi-face cards; empty for ordinary cards. */
  readonly faces: readonly CardFace[];
  /** Lines with an unknown key, kept verbatim so nothing the author wrote disappears. */
  readonly unknownLines: readonly { readonly line: number; readonly text: string }[];
}
