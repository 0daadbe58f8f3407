import type { Ability, Effect } from '../../templates/card-template.js';
import { Scanner } from '../../text/scanner.js';
import { isPlayerSubject } from '../grammar/subject.js';
import { abilityParsers } from '../parsers/index.js';
import { actingPlayer, verb, type EffectParser } from './effect-parser.js';

/**
 * 114.2: "You get an emblem with "Creatures you control get +1/+1."", "Target opponent gets an emblem with "…"",
 * "Each opponent gets an emblem with "…"", "… with "…" and "…"" (two abilities). Each quoted ability is read by the
 * ability grammar itself, as the text of a card would be, and must be one that functions in the command zone (114.4):
 * a triggered ability, or a static ability whose effect applies to what it describes ("Creatures you control …").
 * "this emblem" in it is the emblem (`~`). A quoted ability the grammar refuses refuses the line, with its reason.
 */
export const createEmblem: EffectParser = {
  id: 'createEmblem',
  verbs: ['get', 'gets'],
  example: 'You get an emblem with "Creatures you control get +1/+1."',
  parse(s, actor) {
    const who = actingPlayer(actor);
    if (!isPlayerSubject(who)) return null;
    const save = s.mark();
    if (!verb(s, 'get') || !s.words('an emblem with')) {
      s.reset(save);
      return null;
    }
    // Kaya, Ghost Haunter prints "an emblem with, "…"".
    s.symbol(',');
    const abilities: Ability[] = [];
    for (;;) {
      const found = quotedAbility(s);
      if (!found) {
        s.reset(save);
        return null;
      }
      abilities.push(found);
      const before = s.mark();
      if (!s.words('and') || !isQuote(s.peekCode())) {
        s.reset(before);
        break;
      }
    }
    const effect: Effect = { kind: 'createEmblem', who, abilities };
    return [effect];
  },
};

/** Opening quotes and the closing quote each one takes. */
const QUOTES: Readonly<Record<string, string>> = { '"': '"', '\u201c': '\u201d' };

function isQuote(code: number): boolean {
  return code === 34 || code === 0x201c;
}

/** What an emblem's text calls the emblem (201.5-like): read as `~`, the emblem itself. */
const THIS_EMBLEM = 'this emblem';

/** One quoted ability of an emblem, read by the ability parsers; null (with the reason recorded) when refused. */
function quotedAbility(s: Scanner): Ability | null {
  s.spaces();
  const open = s.peek();
  const close = QUOTES[open];
  if (close === undefined) {
    s.expected('the emblem\'s ability in quotes, as in "Creatures you control get +1/+1."');
    return null;
  }
  const start = s.pos + 1;
  const end = s.text.indexOf(close, start);
  if (end < 0) {
    s.expected("the closing quote of the emblem's ability");
    return null;
  }
  const written = s.text.slice(start, end).trim();
  const offset = start + (s.text.slice(start, end).length - s.text.slice(start, end).trimStart().length);
  // `~` here would be the card's own name: an emblem is another object (114.5), so that reading would be wrong.
  const named = written.indexOf('~');
  if (named >= 0) {
    s.expected("an emblem's ability that doesn't name the card that made it", offset + named);
    return null;
  }
  const inner = selfReferences(written);
  const scanner = new Scanner(inner.text);
  const abilities = parseAbility(scanner);
  if (!abilities) {
    const at = scanner.furthest < 0 ? 0 : scanner.furthest;
    s.expected(
      scanner.expectation.length > 0 ? scanner.expectation : "an ability the grammar understands in the emblem's text",
      offset + inner.original(at),
    );
    return null;
  }
  const [ability, more] = abilities;
  if (!ability || more || !functionsAsEmblem(ability)) {
    s.expected(
      "an emblem's ability that works from the command zone (114.4): a triggered ability, or a static ability such as 'Creatures you control get +1/+1.'",
      offset,
    );
    return null;
  }
  s.pos = end + 1;
  return { ...ability, text: written };
}

/** The ability parsers over a whole text, as a card's line is read (parse-ability.ts), or null. */
function parseAbility(s: Scanner): readonly Ability[] | null {
  const line = { line: 0, text: s.text };
  for (const parser of abilityParsers) {
    s.reset(0);
    const abilities = parser.parse(s, line);
    if (abilities) return abilities;
  }
  return null;
}

/**
 * 114.4: abilities of an emblem function in the command zone. Triggered abilities trigger there; a static ability's
 * continuous effect applies to what it describes ("Creatures you control get +1/+1."). One about the emblem itself
 * ("~ gets …", "Enchanted creature …") or a replacement of its entering means nothing for an emblem, and cost
 * changes of spells are read from permanents only (rules/costs/spell-cost.ts), so those are refused.
 */
function functionsAsEmblem(ability: Ability): boolean {
  if (ability.kind === 'triggered') return true;
  return ability.kind === 'static' && ability.effect.kind === 'continuous' && ability.effect.affected.kind === 'each';
}

/** The text with "this emblem" read as `~`, and how to map a column of it back to the written text. */
function selfReferences(written: string): { readonly text: string; readonly original: (at: number) => number } {
  const shifts: { readonly at: number; readonly by: number }[] = [];
  let text = '';
  let from = 0;
  const lower = written.toLowerCase();
  for (;;) {
    const at = lower.indexOf(THIS_EMBLEM, from);
    if (at < 0) break;
    text += `${written.slice(from, at)}~`;
    shifts.push({ at: text.length, by: THIS_EMBLEM.length - 1 });
    from = at + THIS_EMBLEM.length;
  }
  text += written.slice(from);
  return {
    text,
    original: (at) => at + shifts.filter((shift) => shift.at <= at).reduce((sum, shift) => sum + shift.by, 0),
  };
}
