import type {
  Ability,
  Amount,
  CardType,
  Condition,
  Description,
  Effect,
  Noun,
  Quality,
  Subject,
  TargetKind,
  TriggerEvent,
  Watched,
} from '../../templates/card-template.js';
import { expect } from 'vitest';
import type { Action } from '../actions/types.js';
import type { Game } from '../game/game.js';

/**
 * Hand-built triggered abilities for the trigger tests, in the template contract's shape (the parser doesn't produce
 * triggered abilities yet). Test-only: imported by *.test.ts files.
 */

export const fixed = (value: number): Amount => ({ kind: 'fixed', value });
export const self: Subject = { kind: 'self' };
export const you: Subject = { kind: 'you' };
export const it: Subject = { kind: 'it' };

export const desc = (nouns: readonly Noun[], ...qualities: Quality[]): Description => ({ nouns, qualities });
export const typed = (type: CardType): Quality => ({ kind: 'type', type, negated: false });
export const yours: Quality = { kind: 'controller', who: 'you' };
export const opponents: Quality = { kind: 'controller', who: 'opponent' };
export const other: Quality = { kind: 'other' };

export const watchSelf: Watched = { kind: 'self' };
export const watch = (description: Description): Watched => ({ kind: 'matching', description });

export function target(
  allowed: readonly TargetKind[],
  text: string,
  o: { count?: number; upTo?: boolean } = {},
): Subject {
  const nouns: Noun[] = allowed.map((k) => (k === 'any' ? 'any' : k));
  return { kind: 'target', allowed, description: desc(nouns), count: o.count ?? 1, upTo: o.upTo ?? false, text };
}

export const gain = (n: number, who: Subject = you): Effect => ({ kind: 'gainLife', who, amount: fixed(n) });
export const gainThatMuch = (who: Subject = you): Effect => ({
  kind: 'gainLife',
  who,
  amount: { kind: 'eventAmount' },
});
export const draw = (n: number, who: Subject = you): Effect => ({ kind: 'drawCards', who, amount: fixed(n) });
export const damage = (n: number, to: Subject, from: Subject = self): Effect => ({
  kind: 'dealDamage',
  amount: fixed(n),
  to,
  from,
});
export const destroy = (what: Subject): Effect => ({ kind: 'destroy', what });
export const youMay = (...effects: Effect[]): Effect => ({ kind: 'optional', effects, ifYouDo: [] });

export function triggered(
  event: TriggerEvent,
  effects: readonly Effect[],
  text: string,
  condition: Condition | null = null,
): Ability {
  return { kind: 'triggered', trigger: { event, condition }, effects, line: 1, text };
}

// Trigger events as the grammar reads them.
export const enters = (what: Watched = watchSelf): TriggerEvent => ({
  kind: 'zoneChange',
  what,
  from: null,
  to: 'battlefield',
});
export const dies = (what: Watched = watchSelf): TriggerEvent => ({
  kind: 'zoneChange',
  what,
  from: 'battlefield',
  to: 'graveyard',
});
export const leaves = (what: Watched = watchSelf): TriggerEvent => ({
  kind: 'zoneChange',
  what,
  from: 'battlefield',
  to: null,
});
export const toGraveyard = (what: Watched = watchSelf): TriggerEvent => ({
  kind: 'zoneChange',
  what,
  from: null,
  to: 'graveyard',
});

/** Performs an action that must succeed. */
export function must(game: Game, action: Action): void {
  const result = game.perform(action);
  expect(result.ok ? 'ok' : result.reason).toBe('ok');
}

/** The game events of every action still done, by type. */
export function eventsOf(game: Game, type: string): unknown[] {
  return game.log.map((e) => e.event).filter((e) => e.type === type);
}
