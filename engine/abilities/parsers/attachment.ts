import type { Ability, Description } from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';
import { description } from '../grammar/description.js';
import { manaSymbols } from '../grammar/mana.js';
import type { AbilityParser } from './ability-parser.js';

/**
 * The keyword abilities of Auras and Equipment:
 * - "Enchant creature", "Enchant land", "Enchant permanent", "Enchant artifact or creature", "Enchant creature you
 *   control" (702.5a): what the Aura can enchant, a description (303.4a: its spell targets one such).
 * - "Equip {2}", "Equip {1}{W}" (702.6a): "[Cost]: Attach this permanent to target creature you control. Activate
 *   only as a sorcery.", an activated ability of exactly those parts.
 */
export const attachmentParser: AbilityParser = {
  id: 'attachment',
  examples: ['Enchant creature', 'Enchant land', 'Equip {2}', 'Equip {1}{W}'],
  parse(s, line) {
    const word = s.peekWord();
    if (word === 'enchant') return enchant(s, line.line, line.text);
    if (word === 'equip') return equip(s, line.line, line.text);
    return null;
  },
};

function enchant(s: Scanner, line: number, text: string): Ability[] | null {
  s.words('enchant');
  s.spaces();
  const at = s.pos;
  const what = description(s);
  if (!what || !enchantable(what)) {
    return s.expected("what the Aura can enchant, such as 'creature', 'land' or 'permanent you control'", at);
  }
  s.symbol('.');
  if (!s.restIsEmpty()) return s.expected('the end of the line after the enchant ability');
  return [{ kind: 'enchant', line, text, what }];
}

/**
 * 303.4a, 702.5: Auras enchant permanents or players. A card elsewhere ("Enchant creature card in a graveyard") is
 * another rule (Animate Dead's), not read here.
 */
function enchantable(d: Description): boolean {
  return !d.nouns.includes('card') && !d.nouns.includes('spell') && !d.qualities.some((q) => q.kind === 'zone');
}

function equip(s: Scanner, line: number, text: string): Ability[] | null {
  s.words('equip');
  // "Equip {2}" or "Equip—{2}"/"Equip: {2}" variants are not printed; only the mana cost form.
  const mana = manaSymbols(s);
  if (!mana) return s.expected("the equip cost, such as '{2}'");
  s.symbol('.');
  if (!s.restIsEmpty()) return s.expected('the end of the line after the equip cost');
  const creatureYouControl: Description = {
    nouns: ['creature'],
    qualities: [{ kind: 'controller', who: 'you' }],
  };
  return [
    {
      kind: 'activated',
      line,
      text,
      costs: [{ kind: 'mana', mana }],
      effects: [
        {
          kind: 'attach',
          what: { kind: 'self' },
          to: {
            kind: 'target',
            allowed: ['creature'],
            description: creatureYouControl,
            count: 1,
            upTo: false,
            text: 'target creature you control',
          },
        },
      ],
      restrictions: [{ kind: 'sorcerySpeed' }],
      isManaAbility: false,
      implied: false,
    },
  ];
}
