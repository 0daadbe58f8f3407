import { predefinedToken } from '../grammar/token.js';
import { actingPlayer, verb, type EffectParser } from './effect-parser.js';

/**
 * 701.36a: "Investigate." means "Create a Clue token." (111.10f: a colorless Clue artifact token with "{2},
 * Sacrifice this artifact: Draw a card."), so it is that token-making effect; "then investigate", "you may
 * investigate" read through the sentence grammar as any verb does.
 */
export const investigate: EffectParser = {
  id: 'investigate',
  verbs: ['investigate', 'investigates'],
  example: 'Investigate.',
  parse(s, actor) {
    const who = actingPlayer(actor);
    if (who.kind !== 'you') return null;
    const save = s.mark();
    const clue = predefinedToken('Clue');
    if (!clue || !verb(s, 'investigate')) {
      s.reset(save);
      return null;
    }
    return [{ kind: 'createTokens', who, amount: { kind: 'fixed', value: 1 }, token: clue }];
  },
};
