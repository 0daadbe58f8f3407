import type { Description, StaticEffect } from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';
import { description } from '../grammar/description.js';
import type { AbilityParser } from './ability-parser.js';

type PlayFromTop = Extract<StaticEffect, { kind: 'playFromTop' }>;

/** "creature spells", "Goblin spells", "creature spells of the chosen type": which cards, as cards in the library. */
function spells(s: Scanner): Description | null {
  const save = s.mark();
  const what = description(s);
  if (what && what.nouns.length === 1 && what.nouns[0] === 'spell') return { ...what, nouns: ['card'] };
  s.reset(save);
  return null;
}

/** "if it's a land card", "if it's a creature card": the top card must be one. */
function ifItIs(s: Scanner): Description | null | undefined {
  const save = s.mark();
  if (!s.words("if it's")) return null;
  if (!s.words('a')) s.words('an');
  const what = description(s);
  if (what && what.nouns.length === 1 && what.nouns[0] === 'card') return what;
  s.reset(save);
  return undefined;
}

/** After "you may": "play lands from …", "cast creature spells from …", "play the top card of your library if …". */
function permission(s: Scanner): Omit<PlayFromTop, 'kind'> | null {
  const play = s.words('play') ? 'play' : s.words('cast') ? 'cast' : null;
  if (!play) return null;
  if (s.words('the top card of your library')) {
    const what = ifItIs(s);
    return what === undefined ? null : { play, what };
  }
  let what: Description | null = null;
  if (play === 'play' && s.words('lands'))
    what = { nouns: ['card'], qualities: [{ kind: 'type', type: 'land', negated: false }] };
  else if (play === 'cast') what = spells(s);
  if (!what || !s.words('from the top of your library')) return null;
  return { play, what };
}

/**
 * 601.3, 305.2: "You may cast creature spells from the top of your library.", "You may play lands from the top of your
 * library.", "You may play the top card of your library if it's a land card.", "You may cast the top card of your
 * library if it's a creature card." A static ability of a permanent: its controller casts (or plays as a land) the
 * top card of their library like a card in hand (rules/ops/play-permission.ts).
 */
export const playFromTopParser: AbilityParser = {
  id: 'playFromTop',
  examples: ['You may cast creature spells from the top of your library.'],
  parse(s, line) {
    if (s.peekWord() !== 'you') return null;
    const start = s.mark();
    const found = s.words('you may') ? permission(s) : null;
    s.symbol('.');
    if (!found || !s.restIsEmpty()) {
      s.reset(start);
      return null;
    }
    const effect: StaticEffect = { kind: 'playFromTop', ...found };
    return [{ kind: 'static', line: line.line, text: line.text, effect }];
  },
};
