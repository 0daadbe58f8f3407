import type { AlternativeKeyword } from '../../templates/card-template.js';
import { parsePool } from '../mana/pool.js';
import { PLAYER_ZONES, type PlayerZoneName, type Step } from '../state/types.js';
import { isStep } from '../turn/steps.js';
import { tokenize, type Token } from './tokenize.js';
import type {
  ActionSpec,
  AnswerSpec,
  CardSetup,
  Check,
  ChoiceSpec,
  Instruction,
  Ref,
  Scenario,
  ScenarioLine,
  ScenarioProblem,
} from './types.js';

/** Thrown only inside this module and turned into a ScenarioProblem; parseScenario never throws. */
class LineError extends Error {}

const PLAYER_RE = /^p\d+$/;

/** A cursor over one line's tokens. */
class Words {
  private i = 0;
  constructor(private readonly tokens: readonly Token[]) {}

  get done(): boolean {
    return this.i >= this.tokens.length;
  }

  peek(): Token | undefined {
    return this.tokens[this.i];
  }

  isNext(...words: string[]): boolean {
    const t = this.peek();
    return t !== undefined && !t.quoted && words.includes(t.text.toLowerCase());
  }

  next(what: string): Token {
    const t = this.tokens[this.i++];
    if (!t) throw new LineError(`missing ${what}`);
    return t;
  }

  word(what: string): string {
    return this.next(what).text;
  }

  keyword(...words: string[]): string {
    const t = this.next(words.join(' or '));
    const w = t.text.toLowerCase();
    if (t.quoted || !words.includes(w)) throw new LineError(`expected ${words.join(' or ')}, got "${t.text}"`);
    return w;
  }

  number(what: string): number {
    const t = this.next(what);
    if (!/^-?\d+$/.test(t.text)) throw new LineError(`${what} must be a whole number, got "${t.text}"`);
    return Number(t.text);
  }

  player(): string {
    const t = this.next('a player (p1, p2)');
    if (t.quoted || !PLAYER_RE.test(t.text)) throw new LineError(`expected a player like p1 or p2, got "${t.text}"`);
    return t.text;
  }

  /** A name: one quoted token, or unquoted words up to a stop word or punctuation. `#n` selects the n-th. */
  ref(what: string, stops: readonly string[] = []): Ref {
    const first = this.peek();
    if (!first) throw new LineError(`missing ${what}`);
    let text: string;
    if (first.quoted) {
      this.i++;
      text = first.text;
    } else {
      const parts: string[] = [];
      for (let t = this.peek(); t && !t.quoted; t = this.peek()) {
        if (this.endsName(t, stops)) break;
        // A number or a counter kind (`2`, `-1/-1`) right before the end or a stop word is not part of the name.
        const after = this.tokens[this.i + 1];
        const endsHere =
          after === undefined || (!after.quoted && this.endsName(after, stops)) || /^\d+$/.test(after.text);
        if (parts.length > 0 && endsHere && /^(\d+|[+-]\d+\/[+-]\d+)$/.test(t.text)) break;
        parts.push(t.text);
        this.i++;
      }
      if (parts.length === 0) throw new LineError(`missing ${what}`);
      text = parts.join(' ');
    }
    const m = /^(.*?)#(\d+)$/.exec(text);
    return m ? { name: (m[1] as string).trim(), index: Number(m[2]) } : { name: text, index: null };
  }

  private endsName(t: Token, stops: readonly string[]): boolean {
    return [',', '+', '->'].includes(t.text) || stops.includes(t.text.toLowerCase());
  }

  /** The tokens left, consumed. */
  restTokens(): Token[] {
    const out = this.tokens.slice(this.i);
    this.i = this.tokens.length;
    return out;
  }

  rest(): string {
    const out = this.tokens.slice(this.i).map((t) => t.text);
    this.i = this.tokens.length;
    return out.join(' ');
  }

  end(): void {
    const t = this.peek();
    if (t) throw new LineError(`unexpected "${t.text}"`);
  }
}

function zone(text: string): PlayerZoneName {
  const z = text.toLowerCase();
  if ((PLAYER_ZONES as readonly string[]).includes(z)) return z as PlayerZoneName;
  throw new LineError(`unknown zone "${text}" (library, hand, battlefield, graveyard, exile)`);
}

function pool(text: string): ReturnType<typeof parsePool> & object {
  const p = parsePool(text);
  if (!p) throw new LineError(`bad mana "${text}": write symbols like {G}{G}{C}, or {0} for none`);
  return p;
}

const SETUP_MODIFIERS = ['tapped', 'sick', 'damage', 'counters', 'blocks'];

function parseSetup(w: Words): CardSetup {
  const player = w.player();
  const word = w.word('a zone');
  // 310.2, 313.2: plane, phenomenon and scheme cards start in the command zone.
  const z = word.toLowerCase() === 'command' ? 'command' : zone(word);
  let count = 1;
  const first = w.peek();
  if (first && !first.quoted && /^\d+$/.test(first.text)) count = w.number('count');
  const card = w.ref('a card name', SETUP_MODIFIERS);
  if (card.index !== null) throw new LineError('setup names a card, not one object: drop the #n');
  let tapped = false;
  let sick = false;
  let damage = 0;
  let canBlockAdditional = 0;
  const counters: Record<string, number> = {};
  while (!w.done) {
    const mod = w.keyword(...SETUP_MODIFIERS);
    if (mod === 'tapped') tapped = true;
    else if (mod === 'sick') sick = true;
    else if (mod === 'damage') damage = w.number('damage');
    else if (mod === 'blocks') canBlockAdditional = w.number('how many creatures it can block') - 1;
    else counters[w.word('a counter kind like -1/-1')] = w.number('a counter count');
  }
  return { player, zone: z, card: card.name, count, tapped, sick, damage, counters, canBlockAdditional };
}

const CAST_OPTIONS = [
  'target',
  'x',
  'choose',
  'life',
  'autotap',
  'kicked',
  'buyback',
  'alternative',
  'evoke',
  'dash',
  'surge',
  'escape',
  'madness',
  'spectacle',
  'face-down',
  'mode',
  'pay',
  'convoke',
  'delve',
  'improvise',
  'assist',
  'fuse',
  'conspire',
  'divide',
];
/** 702.37e: turning a permanent face up pays its morph cost: only the payment options apply. */
const FACE_UP_OPTIONS: ReadonlySet<string> = new Set(['x', 'life', 'autotap', 'pay']);

/** `N, N, …` after the word `divide`: each target's share of a divided amount, in target order (601.2d). */
function divideNumbers(w: Words): number[] {
  const shares = [w.number('a share of the divided amount')];
  while (w.isNext(',')) {
    w.next(',');
    shares.push(w.number('a share of the divided amount'));
  }
  return shares;
}

/** `N` or `N, N, …` after the word `kicked`: which kicker costs are paid, from 1 (702.33b); 0-based in the result. */
function kickerNumbers(w: Words): number[] {
  const kickers: number[] = [];
  do {
    if (kickers.length > 0) w.next(',');
    const n = w.number('a kicker cost number');
    if (n < 1) throw new LineError('kicker costs count from 1');
    kickers.push(n - 1);
  } while (w.isNext(','));
  return kickers;
}

/** `N` or `N, N, …` after the word `mode`: modes of a modal spell or ability, from 1 (700.2). */
function modeNumbers(w: Words): number[] {
  const modes: number[] = [];
  do {
    if (modes.length > 0) w.next(',');
    const n = w.number('a mode number');
    if (n < 1) throw new LineError('mode numbers count from 1');
    modes.push(n);
  } while (w.isNext(','));
  return modes;
}

function parseChoice(w: Words): ChoiceSpec {
  const t = w.word('an option');
  if (t.startsWith('{')) return { kind: 'mana', pool: pool(t) };
  if (!/^\d+$/.test(t) || Number(t) < 1)
    throw new LineError(`choose takes an option number from 1 or the mana, got "${t}"`);
  return { kind: 'index', index: Number(t) };
}

function parseCastOrActivate(type: 'cast' | 'activate' | 'faceUp', w: Words): ActionSpec {
  const player = w.player();
  const card = w.ref('a card name', CAST_OPTIONS);
  let ability = 1;
  if (type === 'activate' && !w.done && /^\d+$/.test(w.peek()?.text ?? '')) ability = w.number('ability number');
  const targets: Ref[] = [];
  let x: number | null = null;
  let choice: ChoiceSpec | null = null;
  let payLife = false;
  let autoTap = false;
  let kicked = false;
  let kickers: number[] | null = null;
  let faceDown = false;
  let buyback = false;
  let alternative: number | AlternativeKeyword | null = null;
  const modes: number[] = [];
  const pay: Ref[] = [];
  const convoke: Ref[] = [];
  const delve: Ref[] = [];
  const improvise: Ref[] = [];
  let assist: { readonly player: string; readonly amount: number } | null = null;
  let fuse = false;
  const conspire: Ref[] = [];
  let divide: number[] | null = null;
  while (!w.done) {
    const opt = w.keyword(...CAST_OPTIONS);
    if (type === 'faceUp' && !FACE_UP_OPTIONS.has(opt)) {
      throw new LineError(`face-up takes only pay, x, life and autotap: it pays the morph cost (702.37e), got ${opt}`);
    }
    if (opt === 'target') targets.push(...refsAfterTarget(w, CAST_OPTIONS));
    else if (opt === 'pay') {
      // `pay CARD, CARD`: the objects chosen for costs such as "Sacrifice a creature" (601.2h, 602.2b).
      pay.push(...refsAfterTarget(w, CAST_OPTIONS));
    } else if (opt === 'convoke') {
      // `convoke CREATURE, CREATURE`: creatures tapped to pay part of the spell's total cost (702.51a).
      if (type !== 'cast')
        throw new LineError('convoke is for cast: creatures are tapped as a spell is cast (702.51a)');
      convoke.push(...refsAfterTarget(w, CAST_OPTIONS));
    } else if (opt === 'delve') {
      // `delve CARD, CARD`: cards exiled from the caster's graveyard to pay {1} each (702.66a).
      if (type !== 'cast') throw new LineError('delve is for cast: cards are exiled as a spell is cast (702.66a)');
      delve.push(...refsAfterTarget(w, CAST_OPTIONS));
    } else if (opt === 'improvise') {
      // `improvise ARTIFACT, ARTIFACT`: artifacts tapped to pay {1} each of the spell's total cost (702.126a).
      if (type !== 'cast')
        throw new LineError('improvise is for cast: artifacts are tapped as a spell is cast (702.126a)');
      improvise.push(...refsAfterTarget(w, CAST_OPTIONS));
    } else if (opt === 'assist') {
      // `assist PLAYER N`: that player pays {N} of the spell's total cost's generic mana (702.132a).
      if (type !== 'cast') throw new LineError('assist is for cast: another player helps pay a spell (702.132a)');
      assist = { player: w.player(), amount: w.number('how much generic mana the assisting player pays') };
    } else if (opt === 'conspire') {
      // `conspire CREATURE, CREATURE`: tapped as the spell is cast; a trigger then copies it (702.78a).
      if (type !== 'cast')
        throw new LineError('conspire is for cast: creatures are tapped as a spell is cast (702.78a)');
      conspire.push(...refsAfterTarget(w, CAST_OPTIONS));
    } else if (opt === 'fuse') {
      // `fuse`: both halves of a split card with fuse, cast from the hand as one spell (702.102a).
      if (type !== 'cast') throw new LineError('fuse is for cast: both halves of a split card are cast (702.102a)');
      fuse = true;
    } else if (opt === 'divide') {
      if (type === 'faceUp') throw new LineError('divide is for cast and activate (601.2d)');
      divide = divideNumbers(w);
    } else if (opt === 'mode') modes.push(...modeNumbers(w));
    else if (opt === 'x') x = w.number('X');
    else if (opt === 'choose') choice = parseChoice(w);
    else if (opt === 'life') payLife = true;
    else if (opt === 'kicked') {
      if (type !== 'cast') throw new LineError('kicked is for cast: kicker is paid as a spell is cast (702.33)');
      kicked = true;
      // `kicked 2`, `kicked 1, 2`: which of a card's two kicker costs (702.33b), counted from 1.
      if (/^\d+$/.test(w.peek()?.text ?? '')) kickers = kickerNumbers(w);
    } else if (opt === 'buyback') {
      if (type !== 'cast') throw new LineError('buyback is for cast: its cost is paid as the spell is cast (702.27a)');
      buyback = true;
    } else if (opt === 'alternative' || isAlternativeKeyword(opt)) {
      // `alternative [N]`: the card's N-th alternative cost (118.9), the first without N; `evoke`, `dash`, `surge`,
      // `escape`: that keyword's alternative cost.
      if (type !== 'cast')
        throw new LineError(`${opt} is for cast: an alternative cost is paid as a spell is cast (118.9)`);
      if (alternative !== null) throw new LineError('only one alternative cost can be paid for a spell (118.9a)');
      if (isAlternativeKeyword(opt)) alternative = opt;
      else if (/^\d+$/.test(w.peek()?.text ?? '')) {
        alternative = w.number('which alternative cost');
        if (alternative < 1) throw new LineError('alternative costs count from 1');
      } else alternative = 1;
    } else if (opt === 'face-down') {
      if (type !== 'cast') throw new LineError('face-down is for cast: a card with morph is cast face down (702.37c)');
      faceDown = true;
    } else autoTap = true;
  }
  return {
    type,
    player,
    card,
    ability,
    targets,
    x,
    choice,
    payLife,
    autoTap,
    kicked,
    ...(kickers ? { kickers } : {}),
    faceDown,
    ...(buyback ? { buyback } : {}),
    ...(alternative !== null ? { alternative } : {}),
    modes,
    ...(pay.length > 0 ? { pay } : {}),
    ...(convoke.length > 0 ? { convoke } : {}),
    ...(delve.length > 0 ? { delve } : {}),
    ...(improvise.length > 0 ? { improvise } : {}),
    ...(assist ? { assist } : {}),
    ...(fuse ? { fuse } : {}),
    ...(conspire.length > 0 ? { conspire } : {}),
    ...(divide ? { divide } : {}),
  };
}

/** `T` or `T, T, …` after the word `target`. */
function refsAfterTarget(w: Words, stops: readonly string[]): Ref[] {
  const targets = [w.ref('a target', stops)];
  while (w.isNext(',')) {
    w.next(',');
    targets.push(w.ref('a target', stops));
  }
  return targets;
}

/** `trigger PLAYER CARD [N] [target T, T]`: the N-th (from 1) pending trigger from that card. */
function parseTrigger(w: Words): ActionSpec {
  const player = w.player();
  const card = w.ref('the card whose trigger it is', ['target', 'mode', 'divide']);
  let n = 1;
  const next = w.peek();
  if (next && !next.quoted && /^\d+$/.test(next.text)) {
    n = w.number('which of its pending triggers');
    if (n < 1) throw new LineError('the trigger number counts from 1');
  }
  let modes: number[] = [];
  if (w.isNext('mode')) {
    w.next('mode');
    modes = modeNumbers(w);
  }
  let targets: Ref[] = [];
  if (w.isNext('target')) {
    w.next('target');
    targets = refsAfterTarget(w, ['divide']);
  }
  let divide: number[] | null = null;
  if (w.isNext('divide')) {
    w.next('divide');
    divide = divideNumbers(w);
  }
  w.end();
  return { type: 'trigger', player, card, n, targets, modes, ...(divide ? { divide } : {}) };
}

const ANSWER_WORDS = ['yes', 'no', 'discard', 'chosen', 'pick', 'choose', 'copy', 'flip', 'roll'];
/** Where a card name in the answers ends: the next answer, or `pass`'s `keep-tapped`. */
const ANSWER_STOPS = [...ANSWER_WORDS, 'keep-tapped'];

/**
 * `yes no discard CARD, CARD pick CARD, CARD pick none`: answers to "you may" in order, the cards chosen (608.2d,
 * 701.8), and one list per choice among known cards ("put one of them into your hand", scry, an order).
 */
function parseAnswers(w: Words): AnswerSpec {
  const may: boolean[] = [];
  const cards: Ref[] = [];
  const picks: Ref[][] = [];
  const choices: string[] = [];
  const copies: (Ref | null)[] = [];
  const flips: boolean[] = [];
  const rolls: number[] = [];
  while (!w.done && !w.isNext('keep-tapped')) {
    const word = w.keyword(...ANSWER_WORDS);
    if (word === 'flip') {
      // 705.2: whether the player who called the next coin flip wins it.
      flips.push(w.keyword('win', 'lose') === 'win');
      continue;
    }
    if (word === 'roll') {
      // 706.2: the result of the next die roll.
      rolls.push(w.number('a die roll result'));
      continue;
    }
    if (word === 'copy') {
      const none = w.isNext('none');
      if (none) w.next('none');
      copies.push(none ? null : w.ref('what it enters as a copy of', ANSWER_STOPS));
      continue;
    }
    if (word === 'choose') {
      choices.push(w.word('what is chosen, such as red, Goblin or p2'));
      continue;
    }
    if (word === 'pick') {
      picks.push(parsePick(w));
      continue;
    }
    if (word !== 'discard' && word !== 'chosen') {
      may.push(word === 'yes');
      continue;
    }
    // `discard CARD` and `chosen CARD` fill one list: the cards chosen as it resolves, in the order asked (608.2d).
    const what = word === 'discard' ? 'a card to discard' : 'what is chosen';
    cards.push(w.ref(what, ANSWER_STOPS));
    while (w.isNext(',')) {
      w.next(',');
      cards.push(w.ref(what, ANSWER_STOPS));
    }
  }
  return {
    may,
    cards,
    picks,
    choices,
    ...(copies.length > 0 ? { copies } : {}),
    ...(flips.length > 0 ? { flips } : {}),
    ...(rolls.length > 0 ? { rolls } : {}),
  };
}

/** `keep-tapped CARD, CARD` after `next`: what the new active player keeps tapped as their turn begins (502.3). */
function parseKeepTapped(w: Words): Ref[] {
  if (!w.isNext('keep-tapped')) return [];
  w.next('keep-tapped');
  const kept = [w.ref('a permanent to keep tapped', ['discard'])];
  while (w.isNext(',')) {
    w.next(',');
    kept.push(w.ref('a permanent to keep tapped', ['discard']));
  }
  return kept;
}

/** `discard CARD, CARD` after `next`: what the active player discards as a cleanup step begins (514.1). */
function parseCleanupDiscard(w: Words): Ref[] {
  if (!w.isNext('discard')) return [];
  w.next('discard');
  const cards = [w.ref('a card to discard')];
  while (w.isNext(',')) {
    w.next(',');
    cards.push(w.ref('a card to discard'));
  }
  return cards;
}

/** After `pick`: `none`, or cards separated by commas. */
function parsePick(w: Words): Ref[] {
  if (w.isNext('none')) {
    w.next('none');
    return [];
  }
  const picked = [w.ref('a card to pick', ANSWER_STOPS)];
  while (w.isNext(',')) {
    w.next(',');
    picked.push(w.ref('a card to pick', ANSWER_STOPS));
  }
  return picked;
}

function parseAttack(w: Words): ActionSpec {
  const player = w.player();
  const attackers: { creature: Ref; target: Ref | null; exert?: true }[] = [];
  if (w.isNext('nothing')) {
    w.next('nothing');
    return { type: 'attack', player, attackers };
  }
  for (;;) {
    const creature = w.ref('an attacking creature', ['at', 'exert']);
    let target: Ref | null = null;
    if (w.isNext('at')) {
      w.next('at');
      target = w.ref('what it attacks', ['exert']);
    }
    // 508.1g, 701.39d: "You may exert ~ as it attacks."
    const exert = w.isNext('exert');
    if (exert) w.next('exert');
    attackers.push(exert ? { creature, target, exert } : { creature, target });
    if (!w.isNext(',')) break;
    w.next(',');
  }
  w.end();
  return { type: 'attack', player, attackers };
}

function refList(w: Words, what: string): Ref[] {
  const out = [w.ref(what)];
  while (w.isNext('+')) {
    w.next('+');
    out.push(w.ref(what));
  }
  return out;
}

function parseBlock(w: Words): ActionSpec {
  const player = w.player();
  const blocks: { blocker: Ref; attackers: Ref[] }[] = [];
  if (w.isNext('nothing')) {
    w.next('nothing');
    return { type: 'block', player, blocks };
  }
  for (;;) {
    const blocker = w.ref('a blocking creature');
    w.keyword('->');
    blocks.push({ blocker, attackers: refList(w, 'an attacker') });
    if (!w.isNext(',')) break;
    w.next(',');
  }
  w.end();
  return { type: 'block', player, blocks };
}

function parseAction(w: Words): ActionSpec {
  const verb = w.keyword(
    'play',
    'cast',
    'activate',
    'face-up',
    'suspend',
    'planar-die',
    'set-in-motion',
    'trigger',
    'attack',
    'block',
    'order',
    'pass',
    'resolve',
    'decline',
    'next',
  );
  switch (verb) {
    case 'play': {
      const player = w.player();
      const card = w.ref('a land', ANSWER_STOPS);
      // 614.12: `play p1 Steam Vents no` answers "As ~ enters the battlefield, you may pay 2 life. …".
      const answers = w.done ? null : parseAnswers(w);
      w.end();
      return answers ? { type: 'play', player, card, answers } : { type: 'play', player, card };
    }
    case 'cast':
    case 'activate':
      return parseCastOrActivate(verb, w);
    case 'face-up':
      return parseCastOrActivate('faceUp', w);
    case 'trigger':
      return parseTrigger(w);
    case 'attack':
      return parseAttack(w);
    case 'block':
      return parseBlock(w);
    case 'order': {
      const player = w.player();
      const attacker = w.ref('an attacker');
      w.keyword('->');
      const blockers = [w.ref('a blocker')];
      while (w.isNext(',')) {
        w.next(',');
        blockers.push(w.ref('a blocker'));
      }
      w.end();
      return { type: 'order', player, attacker, blockers };
    }
    case 'pass': {
      const player = w.player();
      const answers = parseAnswers(w);
      const keepTapped = parseKeepTapped(w);
      w.end();
      return { type: 'pass', player, answers, keepTapped };
    }
    case 'resolve':
      return { type: 'resolve', answers: parseAnswers(w) };
    case 'suspend': {
      // 702.62a, 116.2f: `suspend p1 Rift Bolt [autotap]`: a special action from the hand.
      const player = w.player();
      const card = w.ref('a card with suspend', ['autotap']);
      const autoTap = !w.done && w.keyword('autotap') === 'autotap';
      w.end();
      return { type: 'suspend', player, card, autoTap };
    }
    case 'planar-die': {
      // 901.9: `planar-die p1 [chaos|planeswalk|blank] [autotap]`.
      const player = w.player();
      const next = w.peek()?.text.toLowerCase();
      const face = next === 'chaos' || next === 'planeswalk' || next === 'blank' ? next : null;
      if (face !== null) w.keyword(face);
      const autoTap = !w.done && w.keyword('autotap') === 'autotap';
      w.end();
      return { type: 'planarDie', player, face, autoTap };
    }
    case 'set-in-motion': {
      // 701.25: `set-in-motion p1 Behold the Power of Destruction`.
      const player = w.player();
      const card = w.ref('a scheme');
      w.end();
      return { type: 'setInMotion', player, card };
    }
    case 'decline': {
      // 608.2g: decline the card a resolving ability lets the player cast without paying its mana cost.
      const player = w.player();
      w.end();
      return { type: 'decline', player };
    }
    default: {
      let until: Step | null = null;
      if (!w.done && !w.isNext('keep-tapped') && !w.isNext('discard')) {
        const step = w.word('a step');
        if (!isStep(step)) throw new LineError(`unknown step "${step}"`);
        until = step;
      }
      const keepTapped = parseKeepTapped(w);
      const discard = parseCleanupDiscard(w);
      w.end();
      return { type: 'next', until, keepTapped, ...(discard.length > 0 ? { discard } : {}) };
    }
  }
}

const COUNT_ZONES = ['library', 'hand', 'battlefield', 'graveyard', 'exile'];

/** `expect …`: the forms documented in docs/scenario-format.md. */
function parseCheck(w: Words): Check {
  const first = w.peek();
  if (!first) throw new LineError('missing what to expect');
  // `expect p2 life 18` is also `expect life p2 18`.
  if (!first.quoted && PLAYER_RE.test(first.text)) {
    const player = w.player();
    const what = w.keyword('life', 'poison', 'energy', 'pool', 'lost', 'wins', ...COUNT_ZONES);
    return playerCheck(what, player, w);
  }
  const what = w.keyword(
    'life',
    'poison',
    'energy',
    'pool',
    'lost',
    'winner',
    'turn',
    'monarch',
    'tapped',
    'untapped',
    'face-down',
    'face-up',
    'damage',
    'counters',
    'stack',
    'step',
    'attacking',
    'blocking',
    'not',
    'pt',
    'attached',
    'pending',
    'emblems',
    'emblem',
    'top',
    ...COUNT_ZONES,
  );
  switch (what) {
    case 'life':
    case 'poison':
    case 'energy':
    case 'pool':
    case 'lost':
    case 'library':
    case 'hand':
    case 'battlefield':
    case 'graveyard':
    case 'exile':
      return playerCheck(what, w.player(), w);
    case 'winner':
      return done(w, { kind: 'winner', player: w.player() });
    case 'turn':
      return done(w, { kind: 'turn', player: w.player() });
    case 'monarch':
      if (w.isNext('none')) {
        w.next('none');
        return done(w, { kind: 'monarch', who: null });
      }
      return done(w, { kind: 'monarch', who: w.player() });
    case 'emblems': {
      const player = w.player();
      return done(w, { kind: 'emblems', player, value: w.number('emblems') });
    }
    case 'emblem':
      return parseEmblem(w);
    case 'top': {
      // 401.5: `top p1 seen by p2 Shock`, `top p1 hidden from p2`.
      const player = w.player();
      if (w.keyword('seen', 'hidden') === 'hidden') {
        w.keyword('from');
        return done(w, { kind: 'topSeen', player, viewer: w.player(), card: null });
      }
      w.keyword('by');
      const viewer = w.player();
      return done(w, { kind: 'topSeen', player, viewer, card: w.ref('a card') });
    }
    case 'tapped':
    case 'untapped':
      return done(w, { kind: 'tapped', card: w.ref('a card'), tapped: what === 'tapped' });
    case 'face-down':
    case 'face-up':
      return done(w, { kind: 'faceDown', card: w.ref('a card'), faceDown: what === 'face-down' });
    case 'damage': {
      const card = w.ref('a card');
      return done(w, { kind: 'damage', card, value: w.number('damage') });
    }
    case 'counters': {
      const card = w.ref('a card');
      const counter = w.word('a counter kind like -1/-1');
      return done(w, { kind: 'counters', card, counter, value: w.number('a counter count') });
    }
    case 'stack':
      if (w.isNext('top')) {
        w.next('top');
        return done(w, { kind: 'stackTop', card: w.ref('a card') });
      }
      return done(w, { kind: 'stack', value: w.number('the number of objects on the stack') });
    case 'pt':
      return parsePt(w);
    case 'attached':
      return parseAttached(w, false);
    case 'pending': {
      const rest = w.restTokens();
      const only = rest.length === 1 ? rest[0] : undefined;
      if (only && !only.quoted && /^\d+$/.test(only.text)) return { kind: 'pending', value: Number(only.text) };
      const rw = new Words(rest);
      return done(rw, { kind: 'pendingFrom', card: rw.ref('a card or the number of pending triggers'), negate: false });
    }
    case 'step': {
      const step = w.word('a step');
      if (!isStep(step)) throw new LineError(`unknown step "${step}"`);
      return done(w, { kind: 'step', step });
    }
    case 'attacking':
    case 'blocking':
      return done(w, { kind: what, card: w.ref('a card'), negate: false });
    case 'not': {
      const neg = w.keyword('attacking', 'blocking', 'attached', 'pending');
      if (neg === 'attached') return parseAttached(w, true);
      if (neg === 'pending') return done(w, { kind: 'pendingFrom', card: w.ref('a card'), negate: true });
      return done(w, { kind: neg === 'attacking' ? 'attacking' : 'blocking', card: w.ref('a card'), negate: true });
    }
    default:
      throw new LineError(`unknown expectation "${what}"`);
  }
}

/**
 * `emblem PLAYER "TEXT"`: the rest of the line is the text (quoted, or its words; a word-split comma is put back
 * against the word before it).
 */
function parseEmblem(w: Words): Check {
  const player = w.player();
  const tokens = w.restTokens();
  const text = tokens
    .map((t) => t.text)
    .join(' ')
    .replace(/ ,/g, ',')
    .trim();
  if (text.length === 0)
    throw new LineError('expected "emblem PLAYER TEXT", e.g. emblem p1 "Creatures you control get +1/+1."');
  return { kind: 'emblem', player, text };
}

/** `pt CARD P/T`: the last word is the power/toughness, the words before it the card. */
function parsePt(w: Words): Check {
  const tokens = w.restTokens();
  const last = tokens[tokens.length - 1];
  const m = last && !last.quoted ? /^(-?\d+)\/(-?\d+)$/.exec(last.text) : null;
  if (!m || tokens.length < 2) throw new LineError('expected "pt CARD P/T", e.g. pt Grizzly Bears 3/3');
  const nameWords = new Words(tokens.slice(0, -1));
  const card = nameWords.ref('a card');
  return done(nameWords, { kind: 'pt', card, power: Number(m[1]), toughness: Number(m[2]) });
}

/** `attached CARD [to CARD|PLAYER]`, after `expect` or `expect not`. */
function parseAttached(w: Words, negate: boolean): Check {
  const card = w.ref('a card', ['to']);
  let to: Ref | null = null;
  if (w.isNext('to')) {
    w.next('to');
    to = w.ref('the card or player it is attached to');
  } else if (!negate) {
    throw new LineError('expected "attached CARD to CARD" (or "not attached CARD")');
  }
  return done(w, { kind: 'attached', card, to, negate });
}

function playerCheck(what: string, player: string, w: Words): Check {
  switch (what) {
    case 'life':
    case 'poison':
    case 'energy':
      return done(w, { kind: what, player, value: w.number(what) });
    case 'pool':
      return done(w, { kind: 'pool', player, pool: pool(w.rest()) });
    case 'lost':
      return done(w, { kind: 'lost', player });
    case 'wins':
      return done(w, { kind: 'winner', player });
    default:
      return done(w, { kind: 'count', player, zone: zone(what), value: w.number(`cards in ${what}`) });
  }
}

function done(w: Words, check: Check): Check {
  w.end();
  return check;
}

/** `expect CARD in p2 graveyard`, `expect CARD not in p1 battlefield`, `expect CARD on stack`. */
function parseZoneCheck(w: Words): Check | null {
  const tokens: Token[] = [];
  for (let t = w.peek(); t; t = w.peek()) tokens.push(w.next(''));
  const at = tokens.findIndex((t, i) => !t.quoted && (t.text === 'in' || t.text === 'on') && i > 0);
  if (at < 0) return null;
  const negate = !tokens[at - 1]?.quoted && tokens[at - 1]?.text === 'not';
  let nameTokens = tokens.slice(0, negate ? at - 1 : at);
  // `expect token Soldier Token in p1 battlefield`: only tokens count.
  const token = nameTokens.length > 1 && !nameTokens[0]?.quoted && nameTokens[0]?.text.toLowerCase() === 'token';
  if (token) nameTokens = nameTokens.slice(1);
  const nameWords = new Words(nameTokens);
  const card = nameWords.ref('a card');
  nameWords.end();
  const rest = new Words(tokens.slice(at + 1));
  if (rest.isNext('stack', 'the')) {
    if (rest.isNext('the')) rest.next('the');
    rest.keyword('stack');
    rest.end();
    return { kind: 'zone', card, where: 'stack', negate, token };
  }
  const player = rest.player();
  const z = zone(rest.word('a zone'));
  rest.end();
  return { kind: 'zone', card, where: { player, zone: z }, negate, token };
}

function parseExpect(tokens: readonly Token[]): Instruction {
  const w = new Words(tokens);
  if (w.isNext('illegal')) {
    w.next('illegal');
    w.keyword('do');
    const becauseAt = tokens.findIndex((t) => !t.quoted && t.text.toLowerCase() === 'because');
    const actionTokens = becauseAt < 0 ? tokens.slice(2) : tokens.slice(2, becauseAt);
    const because =
      becauseAt < 0
        ? null
        : tokens
            .slice(becauseAt + 1)
            .map((t) => t.text)
            .join(' ');
    if (because === '') throw new LineError('"because" needs the words the reason should contain');
    const aw = new Words(actionTokens);
    const action = parseAction(aw);
    aw.end();
    return { kind: 'expectIllegal', action, because };
  }
  if (w.isNext('legal')) {
    w.next('legal');
    w.keyword('do');
    const action = parseAction(w);
    w.end();
    return { kind: 'do', action };
  }
  const zoneCheck = parseZoneCheck(new Words(tokens));
  if (zoneCheck) return { kind: 'expect', check: zoneCheck };
  return { kind: 'expect', check: parseCheck(w) };
}

function parseLine(tokens: readonly Token[]): Instruction {
  const w = new Words(tokens);
  const head = w.keyword(
    'card',
    'setup',
    'life',
    'poison',
    'pool',
    'step',
    'turn',
    'monarch',
    'option',
    'do',
    'undo',
    'redo',
    'expect',
  );
  switch (head) {
    case 'card': {
      const name = w.ref('a card name');
      w.end();
      return { kind: 'card', name: name.name };
    }
    case 'setup':
      return { kind: 'setup', setup: parseSetup(w) };
    case 'life':
    case 'poison': {
      const player = w.player();
      const value = w.number(head);
      w.end();
      return { kind: head, player, value };
    }
    case 'pool': {
      const player = w.player();
      return { kind: 'pool', player, pool: pool(w.rest()) };
    }
    case 'step': {
      const step = w.word('a step');
      if (!isStep(step)) throw new LineError(`unknown step "${step}"`);
      w.end();
      return { kind: 'step', step };
    }
    case 'turn':
    case 'monarch': {
      const player = w.player();
      w.end();
      return { kind: head, player };
    }
    case 'option': {
      w.keyword('legend-rule');
      const value = w.keyword('on', 'off') === 'on';
      w.end();
      return { kind: 'option', name: 'legend-rule', value };
    }
    case 'do': {
      const action = parseAction(w);
      w.end();
      return { kind: 'do', action };
    }
    case 'undo':
    case 'redo': {
      const count = w.done ? 1 : w.number(`how many to ${head}`);
      w.end();
      return { kind: head, count };
    }
    default:
      return parseExpect(tokens.slice(1));
  }
}

/**
 * Parses a `.scenario` file (docs/scenario-format.md). Never throws: every bad line becomes a problem with
 * its line number, and the good lines are still returned.
 */
export function parseScenario(
  text: string,
  file: string,
): { readonly scenario: Scenario; readonly problems: readonly ScenarioProblem[] } {
  const lines: ScenarioLine[] = [];
  const problems: ScenarioProblem[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const content = raw.replace(/(^|\s)#(?!\d).*$/, '').trim();
    if (content === '') return;
    const tokens = tokenize(content);
    if (!tokens.ok) {
      problems.push({ file, line: i + 1, message: tokens.reason });
      return;
    }
    try {
      lines.push({ line: i + 1, text: content, instruction: parseLine(tokens.tokens) });
    } catch (error) {
      const message = error instanceof LineError ? error.message : `cannot read this line (${String(error)})`;
      problems.push({ file, line: i + 1, message });
    }
  });
  return { scenario: { file, lines }, problems };
}

/** The cast options that name a keyword's alternative cost (118.9): `evoke`, `dash`, `surge`, `escape`. */
function isAlternativeKeyword(word: string): word is AlternativeKeyword {
  return (
    word === 'evoke' ||
    word === 'dash' ||
    word === 'surge' ||
    word === 'escape' ||
    word === 'madness' ||
    word === 'spectacle'
  );
}
