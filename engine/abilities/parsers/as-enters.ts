import { COLOR_NAMES, type Color } from '../../mana/mana-symbol.js';
import type { EnteringChoice } from '../../templates/card-template.js';
import type { AbilityParser } from './ability-parser.js';

const CHOICES: readonly (readonly [string, EnteringChoice])[] = [
  ['a color', 'color'],
  ['a creature type', 'creatureType'],
  ['a basic land type', 'basicLandType'],
  ['an opponent', 'opponent'],
  ['a player', 'player'],
];

/**
 * 614.12: "As ~ enters the battlefield, choose a color.", "… choose a color other than red.", "… choose a creature
 * type.", "… choose a basic land type.", "… choose an opponent.", "… choose a player." (also "As ~ enters, …"). The
 * choice is made as it enters and remembered on it (rules/replacement/as-enters.ts); "of the chosen color/type"
 * reads it.
 */
export const asEntersParser: AbilityParser = {
  id: 'as-enters',
  examples: ['As ~ enters the battlefield, choose a color.', 'As ~ enters the battlefield, choose a creature type.'],
  parse(s, line) {
    if (s.peekWord() !== 'as' || !s.words('as')) return null;
    if (!s.symbol('~') || !s.words('enters')) return null;
    s.words('the battlefield');
    if (!s.symbol(',')) return null;
    if (!s.words('choose')) return s.expected("'choose' and what: 'a color', 'a creature type', 'an opponent'");
    const found = CHOICES.find(([words]) => s.words(words));
    if (!found) return s.expected("what to choose: 'a color', 'a creature type', 'a basic land type', 'an opponent'");
    const choice = found[1];
    let except: Color | null = null;
    if (choice === 'color' && s.words('other than')) {
      except = colorWord(s.peekWord());
      if (!except) return s.expected("a color, as in 'other than red'");
      s.words(s.peekWord());
    }
    s.symbol('.');
    if (!s.restIsEmpty()) return s.expected('the end of the line');
    return [{ kind: 'static', line: line.line, text: line.text, effect: { kind: 'asEntersChoose', choice, except } }];
  },
};

function colorWord(word: string): Color | null {
  const entry = Object.entries(COLOR_NAMES).find(([, name]) => name.toLowerCase() === word);
  return entry ? (entry[0] as Color) : null;
}
