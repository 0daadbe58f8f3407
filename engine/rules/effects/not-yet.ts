import type { Effect } from '../../templates/card-template.js';
import type { EffectModule } from './types.js';

/**
 * Placeholder executor for effect kinds whose engine module is being written. The parser does not produce these
 * kinds yet; an action that reaches one fails as a value (Game.perform turns the throw into a failed action).
 */
export function notYet<K extends Effect['kind']>(kind: K): EffectModule<K> {
  return {
    kind,
    execute() {
      throw new Error(`the rules engine cannot execute "${kind}" effects yet`);
    },
  };
}
