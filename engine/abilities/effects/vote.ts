import type { Amount, Condition, Effect } from '../../templates/card-template.js';
import { someNode } from '../../templates/some-node.js';
import type { Scanner } from '../../text/scanner.js';
import type { EffectParser } from './effect-parser.js';

/** One option word: "death", "taxes", "sprout" (701.32b: words with no rules meaning). */
const OPTION = /([a-z]+)\b/y;

/** Words that start an object or a color, not a word option ("votes for a nonland permanent"). */
const NOT_WORDS: ReadonlySet<string> = new Set(['a', 'an', 'the', 'white', 'blue', 'black', 'red', 'green']);

function option(s: Scanner): string | null {
  const save = s.mark();
  const word = s.regex(OPTION)?.[1]?.toLowerCase();
  if (word === undefined || NOT_WORDS.has(word)) {
    s.reset(save);
    return null;
  }
  return word;
}

/**
 * 701.32a: "Starting with you, each player votes for death or taxes.", "… for time or knowledge": each player,
 * starting with you and in turn order, votes for one of the words (701.32b). Objects and colors as options are not
 * read.
 */
export const vote: EffectParser = {
  id: 'vote',
  verbs: ['starting'],
  example: 'Starting with you, each player votes for death or taxes.',
  parse(s, actor) {
    if (actor !== null) return null;
    const save = s.mark();
    if (!s.words('starting with you, each player votes for')) return null;
    const options: string[] = [];
    for (;;) {
      const word = option(s);
      if (word === null || options.includes(word)) break;
      options.push(word);
      if (s.words(', or') || s.words('or')) {
        const last = option(s);
        if (last !== null && !options.includes(last)) {
          options.push(last);
          return [{ kind: 'vote', options }];
        }
        break;
      }
      if (!s.symbol(',')) break;
    }
    s.expected("the words voted for, such as 'death or taxes'");
    s.reset(save);
    return null;
  },
};

/**
 * 701.32a: "If time gets more votes," / "If knowledge gets more votes or the vote is tied,": a condition on the vote
 * held before it in the text (checked by `unreadyVotes`). Null, unmoved, otherwise.
 */
export function voteCondition(s: Scanner): Condition | null {
  const save = s.mark();
  if (s.peekWord() !== 'if' || !s.words('if')) return null;
  const word = option(s);
  if (word !== null && s.words('gets more votes')) {
    const orTied = s.words('or the vote is tied');
    if (s.symbol(',')) return { kind: 'vote', option: word, orTied };
  }
  s.reset(save);
  return null;
}

/** "for each death vote" (after "for each"): the votes that word got. Null, unmoved, otherwise. */
export function votesFor(s: Scanner, times: number): Amount | null {
  const save = s.mark();
  const word = option(s);
  if (word !== null && s.words('vote')) return { kind: 'votes', option: word, times };
  s.reset(save);
  return null;
}

/**
 * Whether the effects name a vote option no vote before them offers ("If carnage gets more votes" with no vote of
 * carnage first), or ask "or the vote is tied" of a vote with other than two options: then the text is refused.
 */
export function unreadyVotes(text: string, start: number, end: number, effects: readonly Effect[]): boolean {
  // Only text that says "vote" can refer to one: the walk is skipped for nearly every line the grammar reads.
  const at = text.indexOf('vote', start);
  if (at < 0 || at >= end) return false;
  const voted: (readonly string[])[] = [];
  for (const effect of effects) {
    if (effect.kind === 'vote') voted.push(effect.options);
    else if (someNode(effect, (node) => unheldVote(node, voted))) return true;
  }
  return false;
}

/** Whether `node` reads a vote ("If carnage gets more votes", "for each death vote") that none of `voted` held. */
function unheldVote(node: Readonly<Record<string, unknown>>, voted: readonly (readonly string[])[]): boolean {
  const option = node['option'];
  if (typeof option !== 'string' || (node['kind'] !== 'votes' && node['kind'] !== 'vote')) return false;
  const vote = voted.find((options) => options.includes(option));
  return !vote || (node['kind'] === 'vote' && node['orTied'] === true && vote.length !== 2);
}
