import type { EffectParser } from './effect-parser.js';

/**
 * 701.24c: "Abilities may also instruct a player to planeswalk": "Planeswalk." ("At the beginning of your upkeep,
 * sacrifice a creature. If you can't, planeswalk."): the controller does it; only the planar controller can
 * (701.24a, rules/ops/command-cards.ts).
 */
export const planeswalk: EffectParser = {
  id: 'planeswalk',
  verbs: ['planeswalk'],
  example: 'Planeswalk.',
  parse(s, actor) {
    if (actor !== null || !s.words('planeswalk')) return null;
    return [{ kind: 'planeswalk', who: { kind: 'you' } }];
  },
};
