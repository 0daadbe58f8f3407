export {
  addContinuousEffect,
  effectsOn,
  endEffectsOn,
  endUntilEndOfTurnEffects,
  type NewContinuousEffect,
} from './lifecycle.js';
export {
  layerOf,
  modificationText,
  type AffectedObjects,
  type AppliedModification,
  type ContinuousEffect,
  type EffectDuration,
  type Layer,
} from './types.js';
