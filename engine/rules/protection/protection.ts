import { describeProtection } from '../../abilities/describe.js';
import type { Color } from '../../mana/mana-symbol.js';
import type { CardType, Keyword, Protection, Quality, Supertype } from '../../templates/card-template.js';
import {
  colorsOfObject,
  isCreatureType,
  keywordsOfObject,
  protectionsOfObject,
  subtypesOf,
  typesOf,
} from '../state/characteristics.js';
import type { KeptAttachments } from '../continuous/types.js';
import type { GameObject, GameState } from '../state/types.js';

/**
 * Protection (702.16). What a protection's qualities are asked of: a source's characteristics (its colors with
 * devoid applied, 702.114a; its subtypes with changeling, 702.73a). A combat `Combatant` is one, and so is any game
 * object through `qualityHolderOf`, so blocking, damage, targeting and attaching all use the one check below.
 */
export interface QualityHolder {
  readonly colors: readonly Color[];
  readonly types: readonly CardType[];
  readonly subtypes: readonly string[];
  readonly supertypes: readonly Supertype[];
  readonly keywords: ReadonlySet<Keyword>;
}

export function qualityHolderOf(object: GameObject, state: GameState): QualityHolder {
  const t = object.template;
  return {
    colors: colorsOfObject(object, state),
    types: typesOf(object, state),
    subtypes: subtypesOf(object, state),
    supertypes: t.supertypes,
    keywords: keywordsOfObject(object, state),
  };
}

/** Whether a holder has one of protection's qualities (characteristics only, see `Protection`). */
export function holderHasQuality(h: QualityHolder, q: Quality): boolean {
  switch (q.kind) {
    case 'color':
      return h.colors.includes(q.color) !== q.negated;
    case 'colorCount':
      if (q.count === 'colorless') return h.colors.length === 0;
      return q.count === 'multicolored' ? h.colors.length >= 2 : h.colors.length === 1;
    case 'type':
      return h.types.includes(q.type) !== q.negated;
    case 'subtype': {
      const wanted = q.subtype.toLowerCase();
      const has =
        h.subtypes.some((s) => s.toLowerCase() === wanted) || (h.keywords.has('changeling') && isCreatureType(wanted));
      return has !== q.negated;
    }
    case 'supertype':
      return h.supertypes.includes(q.supertype) !== q.negated;
    case 'keyword':
      return h.keywords.has(q.keyword) !== q.negated;
    case 'anyOf':
      return q.qualities.some((inner) => holderHasQuality(h, inner));
    case 'allOf':
      return q.qualities.every((inner) => holderHasQuality(h, inner));
    default:
      // Not a characteristic: the grammar never puts one in a protection (702.16a).
      return false;
  }
}

/**
 * The first of `protections` that applies to a source with these characteristics (702.16a: the source has the
 * quality; 702.16j: everything), as its text for explanations ("protection from black"); null when none does.
 */
export function protectionAgainst(protections: readonly Protection[], source: QualityHolder): string | null {
  for (const p of protections) {
    if (p.everything || p.qualities.some((q) => holderHasQuality(source, q))) return describeProtection(p);
  }
  return null;
}

/**
 * Whether `object` has protection from `source` (a permanent, a spell's card, an ability's source): the text of
 * the protection that applies, or null. For damage (702.16e), targets (702.16b), and attaching (702.16c, 702.16d).
 * Its protections are the ones it has now, printed or granted (layer 6, 613.1f). `alreadyAttached`: `source` is an
 * Aura or Equipment attached to it already (704.5m, 704.5n), which a protection whose effect "doesn't remove" it
 * leaves there.
 */
export function protectedFrom(
  state: GameState,
  object: GameObject,
  source: GameObject,
  alreadyAttached = false,
): string | null {
  const held = protectionsOfObject(object, state);
  if (held.length === 0) return null;
  const holder = qualityHolderOf(source, state);
  for (const h of held) {
    if (alreadyAttached && h.keeps && keeps(h.keeps, source)) continue;
    const found = protectionAgainst([h.protection], holder);
    if (found !== null) return found;
  }
  return null;
}

function keeps(kept: KeptAttachments, attachment: GameObject): boolean {
  return kept.kind === 'source' ? kept.id === attachment.id : kept.player === attachment.controller;
}
