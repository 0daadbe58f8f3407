import type { Ability, CardTemplate, CardType, CopyExceptions } from '../../templates/card-template.js';
import type { Transaction } from '../state/transaction.js';
import type { GameObject, ObjectId, PlayerId } from '../state/types.js';
import { refreshCopiableValues } from './copiable.js';
import { addContinuousEffect } from './lifecycle.js';
import type { EffectDuration } from './types.js';

/**
 * Copy effects (707, layer 1 of 613.1a). What a copy gets is the original's copiable values (707.2): the printed
 * values as modified by other copy effects, which is what an object's `template` holds (continuous/copiable.ts), so
 * counters, type- and P/T-changing effects and status are left behind. Exceptions (707.9) are applied to the copied
 * values and become part of the copy's copiable values (707.9a, 707.9b).
 */

/** The copiable values of `original` (707.2), changed by the copy effect's exceptions (707.9). */
export function copiedValues(original: GameObject, except: CopyExceptions): CardTemplate {
  return withExceptions(frontFace(original.template), except);
}

/** 707.8: only the face that is up is copied; the top-level fields of a template are its first face. */
function frontFace(t: CardTemplate): CardTemplate {
  if (t.faces.length === 0) return t;
  return { ...t, name: t.faces[0]?.name ?? t.name, layout: 'normal', faces: [] };
}

function withExceptions(t: CardTemplate, except: CopyExceptions): CardTemplate {
  if (except.modifications.length === 0 && !except.noManaCost) return t;
  let out: CardTemplate = except.noManaCost ? { ...t, manaCost: null } : t;
  for (const m of except.modifications) {
    switch (m.kind) {
      case 'types':
        out = m.add
          ? { ...out, types: union(out.types, m.types), subtypes: union(out.subtypes, m.subtypes) }
          : // "except it's a 4/4 black Zombie": named card types replace; the subtypes replace the old ones (205.1a).
            { ...out, types: m.types.length > 0 ? (m.types as CardType[]) : out.types, subtypes: m.subtypes };
        break;
      case 'colors':
        // 707.9d: a color set by the exception replaces the color indicator too.
        out = {
          ...out,
          colors: m.add ? union(out.colors, m.colors) : m.colors,
          colorIndicator: m.add ? out.colorIndicator : null,
        };
        break;
      case 'setPT':
        // 707.9d: fixed numbers (the grammar gives no other); a P/T-defining ability is left behind.
        out = {
          ...out,
          power: m.power?.kind === 'fixed' ? String(m.power.value) : out.power,
          toughness: m.toughness?.kind === 'fixed' ? String(m.toughness.value) : out.toughness,
          abilities: out.abilities.filter((a) => !definesPT(a)),
        };
        break;
      case 'addKeywords': {
        const added: Ability[] = m.keywords.map((keyword) => ({ kind: 'keyword', keyword, line: 0, text: keyword }));
        out = { ...out, abilities: [...out.abilities, ...added] };
        break;
      }
    }
  }
  return out;
}

function definesPT(a: Ability): boolean {
  return (
    a.kind === 'static' &&
    a.effect.kind === 'continuous' &&
    a.effect.affected.kind === 'self' &&
    a.effect.modifications.some((m) => m.kind === 'setPT' && m.layer === '7a')
  );
}

function union<T>(a: readonly T[], b: readonly T[]): T[] {
  return [...a, ...b.filter((x) => !a.includes(x))];
}

export interface NewCopyEffect {
  /** The permanent that becomes a copy. */
  readonly object: ObjectId;
  readonly values: CardTemplate;
  /** What it copies, for explanations ("copy of Grizzly Bears"). */
  readonly of: string;
  readonly source: ObjectId;
  readonly sourceName: string;
  readonly controller: PlayerId;
  readonly duration: EffectDuration;
}

/**
 * Begins a copy effect on a permanent (613.1a): a continuous effect with the values fixed now (707.2b), so undo, redo
 * and the tester's "why" see it like any other; its `template` becomes those values at once. It ends with its
 * duration or when the permanent leaves the battlefield (400.7); other effects on it stay (707.4).
 */
export function beginCopyEffect(tx: Transaction, spec: NewCopyEffect): void {
  const effect = addContinuousEffect(tx, {
    source: spec.source,
    sourceName: spec.sourceName,
    controller: spec.controller,
    objects: [spec.object],
    modifications: [{ kind: 'copy', values: spec.values, of: spec.of }],
    duration: spec.duration,
  });
  if (effect) refreshCopiableValues(tx, spec.object);
}
