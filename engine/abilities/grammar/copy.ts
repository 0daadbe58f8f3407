import type { CopyExceptions, CopyModification, Modification } from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';
import { becomesPhrase, keywordList, setPT } from './modification.js';

/** No exceptions: a plain copy. */
export const NO_EXCEPTIONS: CopyExceptions = { modifications: [], noManaCost: false };

const PT = /(\d{1,3})\/(\d{1,3})(?![\w/])/y;

/**
 * 707.9: what a copy effect changes as it copies, after the object it copies: ", except it's an artifact in addition
 * to its other types", "except it's a Ninja in addition to its other creature types", "except it has haste", "except
 * it's a 4/4 black Zombie", "except it's 7/7", "except it's a white Zombie Angel with no mana cost", "except it's
 * 1/1, it's a Spirit in addition to its other types, and it has flying". No "except": no exceptions. Null (with an
 * expectation) when "except" is there but what follows isn't read: a copy must not lose its exceptions silently.
 */
export function copyExceptions(s: Scanner): CopyExceptions | null {
  const save = s.mark();
  s.symbol(',');
  if (!s.words('except')) {
    s.reset(save);
    return NO_EXCEPTIONS;
  }
  const modifications: CopyModification[] = [];
  let noManaCost = false;
  let items = 0;
  for (;;) {
    const before = s.mark();
    if (items > 0 && !(s.words(', and') || s.words('and') || s.symbol(','))) break;
    const item = exceptionItem(s);
    if (!item) {
      s.reset(before);
      break;
    }
    items++;
    modifications.push(...item.modifications);
    noManaCost ||= item.noManaCost;
  }
  if (items === 0) {
    s.expected("what the copy changes, such as \"it's an artifact in addition to its other types\" or 'it has haste'");
    s.reset(save);
    return null;
  }
  return { modifications, noManaCost };
}

/** "it's …" (types, colors, power and toughness, "with no mana cost") or "it has <keywords>" / "it has no mana cost". */
function exceptionItem(s: Scanner): CopyExceptions | null {
  const save = s.mark();
  if (s.words('it has') || s.words('they have')) {
    if (s.words('no mana cost')) return { modifications: [], noManaCost: true };
    const keywords = keywordList(s);
    if (keywords.length > 0) return { modifications: [{ kind: 'addKeywords', keywords }], noManaCost: false };
    s.reset(save);
    return null;
  }
  if (!(s.words("it's") || s.words('it is') || s.words("they're") || s.words('they are'))) return null;
  const modifications: CopyModification[] = [];
  const pt = s.regex(PT);
  if (pt) {
    modifications.push(setPT(Number(pt[1]), Number(pt[2])));
  } else {
    const found = becomesPhrase(s, false);
    if (!found) {
      s.reset(save);
      return null;
    }
    const add = s.words('in addition to its other types') || s.words('in addition to its other creature types');
    for (const m of found) {
      const kept = copyModification(m);
      if (!kept) {
        s.reset(save);
        return null;
      }
      modifications.push(kept.kind === 'types' && add ? { ...kept, add: true } : kept);
    }
  }
  const noManaCost = s.words('with no mana cost');
  return { modifications, noManaCost };
}

function copyModification(m: Modification): CopyModification | null {
  return m.kind === 'types' || m.kind === 'colors' || m.kind === 'setPT' || m.kind === 'addKeywords' ? m : null;
}
