export {
  addContinuousEffect,
  effectsOn,
  endEffectsOn,
  endUntilEndOfTurnEffects,
  type NewContinuousEffect,
} from './lifecycle.js';
export {
  LAYER_ORDER,
  layerOf,
  modificationText,
  type AffectedObjects,
  type AppliedModification,
  type ContinuousEffect,
  type EffectDuration,
  type Layer,
} from './types.js';
