import type { Scanner } from '../../text/scanner.js';
import { amount, equalTo, forEach } from '../grammar/amount.js';
import type { Amount, Effect, Subject } from '../../templates/card-template.js';
import { copyExceptions } from '../grammar/copy.js';
import { isObjectSubject, isPlayerSubject, possessor, subject } from '../grammar/subject.js';
import { tokenAbilityList, tokenSpec } from '../grammar/token.js';
import { actingPlayer, verb, type EffectParser } from './effect-parser.js';

/**
 * "Create two 1/1 white Soldier creature tokens.", "Create a token that's a copy of target creature you control."
 * (707.2), "Its controller creates a 3/3 green Beast creature token.", "Create a number of 1/1 red Goblin creature
 * tokens equal to the result.", and
 * the old wording "Put a 1/1 green Saproling creature token onto the battlefield." (111.1, 701.7).
 */
export const createTokens: EffectParser = {
  id: 'createTokens',
  verbs: ['create', 'creates', 'put', 'puts'],
  example: 'Create a 1/1 white Soldier creature token.',
  parse(s: Scanner, actor) {
    const who = actingPlayer(actor);
    if (!isPlayerSubject(who)) return null;
    const save = s.mark();
    const created = verb(s, 'create');
    if (!created && !verb(s, 'put')) return null;
    // "Create a number of 1/1 red Goblin creature tokens equal to the result.": the amount comes after the token.
    const numberOf = created && s.words('a number of');
    const n = numberOf ? null : amount(s, true);
    if (!n && !numberOf) return reset(s, save);
    if (n && created && (s.words("token that's a copy of") || s.words('tokens that are copies of'))) {
      return tokenCopies(s, save, who, n);
    }
    const tapped = s.words('tapped');
    const token = tokenSpec(s);
    if (!token) {
      s.expected("the token, as in 'a 1/1 white Soldier creature token'");
      return reset(s, save);
    }
    if (!created && !s.words('onto the battlefield')) {
      s.expected("'onto the battlefield'");
      return reset(s, save);
    }
    if (!created) s.words('under your control');
    // "Create a 1/1 green Saproling creature token for each creature you control." (107.1).
    const counted = n ? (forEach(s, n) ?? n) : equalTo(s, possessor);
    if (!counted) {
      s.expected("'equal to' and how many, as in 'equal to the result'");
      return reset(s, save);
    }
    return [{ kind: 'createTokens', who, amount: counted, token, ...(tapped ? { tapped: true as const } : {}) }];
  },
};

/** 707.2: "a token that's a copy of target creature you control[, except …]" (after "create"). */
function tokenCopies(s: Scanner, save: number, who: Subject, n: Amount): Effect[] | null {
  const of = subject(s);
  if (!of || !isObjectSubject(of)) {
    s.expected("what the token copies, such as 'target creature you control'");
    return reset(s, save);
  }
  const except = copyExceptions(s);
  if (!except) return reset(s, save);
  return [{ kind: 'createTokenCopies', who, amount: n, of, except }];
}

/**
 * 111.4, 111.10: "Create a 1/1 colorless Eldrazi Scion creature token. It has "Sacrifice ~: Add {C}."", "… tokens.
 * They have flying.": the sentence after a `createTokens` gives the tokens it creates those abilities (part of the
 * token's definition, as "with …" would be). Changes the effect in place; false when no such sentence comes next.
 */
export function createdTokensHave(s: Scanner, effects: Effect[]): boolean {
  const word = s.peekWord();
  if (word !== 'it' && word !== 'they') return false;
  const at = effects.length - 1;
  const last = effects[at];
  const create = last?.kind === 'optional' ? last.effects.at(-1) : last;
  if (!last || create?.kind !== 'createTokens') return false;
  const save = s.mark();
  const plural = create.amount.kind !== 'fixed' || create.amount.value !== 1;
  if (!s.words(plural ? 'they have' : 'it has')) return false;
  const { keywords, abilities } = tokenAbilityList(s);
  if (keywords.length === 0 && abilities.length === 0) {
    s.expected("the abilities the token has, such as '\"Sacrifice ~: Add {C}.\"' or 'flying'");
    s.reset(save);
    return false;
  }
  const token = {
    ...create.token,
    keywords: [...create.token.keywords, ...keywords],
    abilities: [...(create.token.abilities ?? []), ...abilities],
  };
  const changed: Effect = { ...create, token };
  effects[at] = last.kind === 'optional' ? { ...last, effects: [...last.effects.slice(0, -1), changed] } : changed;
  return true;
}

function reset(s: Scanner, save: number): null {
  s.reset(save);
  return null;
}
