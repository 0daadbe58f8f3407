import { joinedBy } from '../grammar/words.js';
import type { PreventionParty, StaticPrevention } from '../../templates/card-template.js';
import type { Scanner } from '../../text/scanner.js';
import type { AbilityParser } from './ability-parser.js';
import { staticAffected } from './static-continuous.js';

/**
 * Static prevention effects (615.1a, 604.2): "Prevent all …" with no duration lasts while its source is on the
 * battlefield (611.3b). The sentence has the same shape as a resolving spell's prevention (effects/prevent-damage.ts)
 * without "this turn":
 * - "Prevent all [combat | noncombat] damage that would be dealt to P [and P] [by P]."
 * - "… that would be dealt by P.", "… that would be dealt to and dealt by P." (both ways: two abilities' worth)
 * - "Prevent all [combat] damage (that) P would deal [to P]."
 * where P is `~`, "you", "enchanted/equipped creature" or a description ("creatures you control", "Walls",
 * "attacking creatures you control", "creatures with first strike"). Anything after the sentence ("this turn", a
 * condition) is left to other parsers.
 */
export const staticPreventionParser: AbilityParser = {
  id: 'static-prevention',
  examples: [
    'Prevent all damage that would be dealt to ~ by creatures.',
    'Prevent all combat damage that would be dealt to and dealt by enchanted creature.',
  ],
  parse(s, line) {
    if (s.peekWord() !== 'prevent' || !s.words('prevent all')) return null;
    const damage = s.words('combat') ? 'combat' : s.words('noncombat') ? 'noncombat' : 'all';
    if (!s.words('damage')) return s.expected("'damage'");
    const effects = s.words('that would be dealt') ? dealt(s, damage) : wouldDeal(s, damage);
    if (!effects) return null;
    s.symbol('.');
    if (!s.restIsEmpty())
      return s.expected("the end of the sentence (a prevention without 'this turn' lasts while ~ is there)");
    return effects.map((effect) => ({ kind: 'static' as const, line: line.line, text: line.text, effect }));
  },
};

type Damage = StaticPrevention['damage'];

/** After "that would be dealt": "to P [and P]… [by P]", "by P", "to and dealt by P". */
function dealt(s: Scanner, damage: Damage): StaticPrevention[] | null {
  if (s.words('to and dealt by')) {
    const both = parties(s);
    if (!both) return s.expected('what the damage would be dealt to and by');
    return [
      { kind: 'preventDamage', damage, to: both, by: null },
      { kind: 'preventDamage', damage, to: null, by: both },
    ];
  }
  let to: PreventionParty[] | null = null;
  if (s.words('to')) {
    to = parties(s);
    if (!to) return s.expected("what the damage would be dealt to, such as '~', 'you' or 'creatures you control'");
  }
  let by: PreventionParty[] | null = null;
  if (s.words('by')) {
    by = parties(s);
    if (!by) return s.expected("what would deal the damage, such as 'creatures' or 'enchanted creature'");
  }
  if (to === null && by === null) return s.expected("'to …' or 'by …'");
  return [{ kind: 'preventDamage', damage, to, by }];
}

/** "(that) ~ would deal [to red creatures]". */
function wouldDeal(s: Scanner, damage: Damage): StaticPrevention[] | null {
  const save = s.mark();
  s.words('that');
  const by = parties(s);
  if (!by || !s.words('would deal')) {
    s.reset(save);
    return s.expected("'that would be dealt …' or what would deal the damage");
  }
  let to: PreventionParty[] | null = null;
  if (s.words('to')) {
    to = parties(s);
    if (!to) return s.expected('what the damage would be dealt to');
  }
  return [{ kind: 'preventDamage', damage, to, by }];
}

/** "you and creatures you control", "~", "enchanted creature", "artifact creatures". */
function parties(s: Scanner): PreventionParty[] | null {
  return joinedBy(s, 'and', party);
}

function party(s: Scanner): PreventionParty | null {
  // "you" the player, not "you control …" (which belongs to a description before it).
  if (s.peekWord() === 'you' && s.words('you')) return { kind: 'you' };
  const found = staticAffected(s, null);
  return found?.kind === 'paired' ? null : found;
}
