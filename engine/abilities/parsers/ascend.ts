import type { AbilityParser } from './ability-parser.js';

/**
 * 702.131: "Ascend" — the static effect `ascend`: on a permanent, "Any time you control ten or more permanents and you
 * don't have the city's blessing, you get the city's blessing for the rest of the game." (702.131b); on an instant or
 * sorcery, the same as its spell resolves (702.131a). The engine tells them apart by the card's type.
 */
export const ascendParser: AbilityParser = {
  id: 'ascend',
  examples: ['Ascend'],
  parse(s, line) {
    if (s.peekWord() !== 'ascend') return null;
    const save = s.mark();
    s.words('ascend');
    if (!s.restIsEmpty()) {
      s.reset(save);
      return null;
    }
    return [{ kind: 'static', line: line.line, text: line.text, effect: { kind: 'ascend' } }];
  },
};
