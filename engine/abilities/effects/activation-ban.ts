import type { Effect } from '../../templates/card-template.js';
import { activationBan } from '../grammar/activation-ban.js';
import { isObjectSubject, possessor, subject } from '../grammar/subject.js';
import { verb, type EffectParser } from './effect-parser.js';

/**
 * 602.5: "Its activated abilities can't be activated this turn.", "That permanent's activated abilities can't be
 * activated this turn.": until end of turn, the permanent named can't have its activated abilities activated.
 */
export const banActivation: EffectParser = {
  id: 'banActivation',
  example: "Its activated abilities can't be activated this turn.",
  verbs: ['its', 'that', 'target'],
  parse(s, actor) {
    if (actor !== null) return null;
    const save = s.mark();
    const whose = possessor(s);
    const ban = whose && isObjectSubject(whose) ? activationBan(s) : null;
    // Only with "this turn": after "and", a ban without one belongs to the changes before it and their duration.
    if (!whose || !ban?.thisTurn) {
      s.reset(save);
      return null;
    }
    const effect: Effect = {
      kind: 'modify',
      what: whose,
      modifications: [{ kind: 'restriction', restriction: ban.restriction }],
      duration: 'endOfTurn',
    };
    return [effect];
  },
};

/**
 * 701.35a: "Detain target creature an opponent controls.", "detain up to two target nonland permanents your opponents
 * control": until its controller's next turn, each can't attack or block and its activated abilities can't be
 * activated.
 */
export const detain: EffectParser = {
  id: 'detain',
  example: 'Detain target creature an opponent controls.',
  verbs: ['detain', 'detains'],
  parse(s, actor) {
    if (actor !== null && actor.kind !== 'you') return null;
    const save = s.mark();
    if (!verb(s, 'detain')) return null;
    const what = subject(s);
    if (!what || !isObjectSubject(what)) {
      s.expected("what to detain, such as 'target creature an opponent controls'");
      s.reset(save);
      return null;
    }
    const effect: Effect = {
      kind: 'modify',
      what,
      modifications: [
        { kind: 'restriction', restriction: { kind: 'cantAttack', alone: false } },
        { kind: 'restriction', restriction: { kind: 'cantBlock', alone: false } },
        { kind: 'restriction', restriction: { kind: 'cantActivate', exceptMana: false, tapOnly: false } },
      ],
      duration: 'untilYourNextTurn',
    };
    return [effect];
  },
};
