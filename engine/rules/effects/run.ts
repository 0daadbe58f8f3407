import type { Effect } from '../../templates/card-template.js';
import type { Transaction } from '../state/transaction.js';
import type { ObjectId, PlayerId } from '../state/types.js';
import { subjectOf } from '../targets/targets.js';
import { executeEffect } from './registry.js';

export interface Resolution {
  readonly source: ObjectId;
  readonly controller: PlayerId;
  readonly x: number;
  readonly choice: number;
  /** One entry per target slot; null where the target is no longer legal (608.2b). */
  readonly targets: readonly (string | null)[];
}

/** Runs effects in order (608.2c), giving each its subject: self, you, or its target slot's choice. */
export function runEffects(tx: Transaction, effects: readonly Effect[], r: Resolution): void {
  let slot = 0;
  for (const effect of effects) {
    const s = subjectOf(effect);
    let subject: string | null = null;
    if (s?.kind === 'self') subject = r.source;
    else if (s?.kind === 'you') subject = r.controller;
    else if (s?.kind === 'target') subject = r.targets[slot++] ?? null;
    executeEffect({ tx, source: r.source, controller: r.controller, x: r.x, choice: r.choice, subject }, effect);
  }
}
