import { copyExceptions } from '../grammar/copy.js';
import { description } from '../grammar/description.js';
import type { AbilityParser } from './ability-parser.js';

/**
 * 614.1c, 707.5: "You may have ~ enter the battlefield as a copy of any creature on the battlefield.", "… as a copy
 * of any artifact or creature on the battlefield, except it's an artifact in addition to its other types.", "… as a
 * copy of a creature you control", "… as a copy of any creature card in a graveyard", "You may have ~ enter the
 * battlefield tapped as a copy of any land on the battlefield." (also "enter as a copy"). A replacement effect of its
 * own entering (rules/replacement/enters-as-copy.ts).
 */
export const entersAsCopyParser: AbilityParser = {
  id: 'enters-as-copy',
  examples: ['You may have ~ enter the battlefield as a copy of any creature on the battlefield.'],
  parse(s, line) {
    if (s.peekWord() !== 'you' || !s.words('you may have')) return null;
    if (!s.symbol('~') || !s.words('enter')) return null;
    s.words('the battlefield');
    const tapped = s.words('tapped');
    if (!s.words('as a copy of')) return s.expected("'as a copy of' and what it copies");
    if (!(s.words('any') || s.words('an') || s.words('a'))) return s.expected("'any' and what it may copy");
    const of = description(s);
    if (!of) return s.expected("what it may copy, such as 'creature on the battlefield'");
    const except = copyExceptions(s);
    if (!except) return null;
    s.symbol('.');
    if (!s.restIsEmpty()) return s.expected('the end of the line');
    return [{ kind: 'static', line: line.line, text: line.text, effect: { kind: 'entersAsCopy', of, tapped, except } }];
  },
};
