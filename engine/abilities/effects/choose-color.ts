import { actingPlayer, type EffectParser } from './effect-parser.js';

/**
 * 608.2d: "Choose a color." in a resolving text ("Choose a color. Creatures you control gain protection from the
 * chosen color until end of turn.", "Choose a color. ~ deals X damage to each creature of the chosen color."): the
 * color "the chosen color" names after it. Only the controller chooses; only where the text resolves.
 */
export const chooseColor: EffectParser = {
  id: 'chooseColor',
  verbs: ['choose'],
  example: 'Choose a color.',
  parse(s, actor) {
    if (!s.effects || actingPlayer(actor).kind !== 'you') return null;
    if (!s.words('choose a color')) return null;
    s.colorChosenAt = s.pos;
    return [{ kind: 'chooseColor' }];
  },
};
