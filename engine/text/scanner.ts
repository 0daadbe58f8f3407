import { sameFolded } from './ascii-case.js';

/**
 * A tiny position-tracking scanner for ability text. Parsers are plain functions that return a
 * value or null; on null they leave `pos` where they found it (use `mark`/`reset`). Every parser may
 * call `expected(...)` at the spot it could not go on: the scanner keeps the one furthest into the
 * text, which is what the author wants to hear about ("expected an effect such as 'Add {G}.' after ':'").
 */
export class Scanner {
  pos = 0;
  /** The furthest position any parser got stuck at, or -1. */
  furthest = -1;
  /** What was expected at `furthest`: the first description recorded there. */
  expectation = '';
  /**
   * 603.2c: the effects being read belong to a trigger on a batch ("whenever one or more creatures you control
   * attack"), so "they" names the batch's objects. Set by the triggered ability parser while it reads them.
   */
  batch = false;
  /**
   * The effects being read belong to a triggered ability whose event is about a player ("Whenever ~ deals combat
   * damage to a player", "At the beginning of each opponent's upkeep"), so "creature that player controls" names
   * a player the engine knows as the targets are chosen. Set by the triggered ability parser while it reads them.
   */
  thatPlayer = false;
  /**
   * The text being read is a resolving spell's or ability's effects, where an amount may name a target of its own
   * ("for each creature target opponent controls", 115.1); a static ability targets nothing. Set by effectSentences.
   */
  effects = false;
  /**
   * 608.2h: the ability being read sacrifices something to pay its cost (an activated ability's "Sacrifice a
   * creature:", a spell's additional cost), so "the sacrificed creature's power" has something to name. Set by the
   * activated ability and spell parsers while they read the effects.
   */
  sacrificeCost = false;
  /**
   * The effects being read are an instant's or sorcery's spell ability (113.3a), not a permanent's ability: support
   * then targets any creatures, not "other" ones (701.35a). Set by the spell parser while it reads them.
   */
  spell = false;
  /**
   * 601.2b, 602.2b: the kind of counter the ability being read removes, any number of them or X, to pay its cost
   * ("{T}, Remove any number of storage counters from ~:"), so "for each storage counter removed this way" is that
   * number. Set by the activated ability parser while it reads the effects.
   */
  removedCounter: string | null = null;
  /**
   * 701.8: where a "discard your hand" / "discards all the cards in their hand" just read ends, or -1: a later "that
   * many" is how many cards were discarded. Forgotten when the scanner goes back before it.
   */
  handDiscardedAt = -1;
  /**
   * 106.12a, 605.1b: the effects being read belong to a trigger on a permanent tapped for mana, so "one mana of any
   * type that land produced" names the mana it produced. Set by the triggered ability parser while it reads them.
   */
  tappedForMana = false;
  /**
   * 608.2c: where the text being read named one player ("target player", "target opponent", "that player"), or -1:
   * then "that player controls" / "they control" in an amount counts for that player ("damage to target player equal
   * to the number of lands that player controls"). Forgotten when the scanner goes back before it.
   */
  playerNamedAt = -1;
  /**
   * 608.2d: where the text being read said "Choose a color." (or -1), after which a resolving effect's "the chosen
   * color" is that color. Forgotten when the scanner goes back before it.
   */
  colorChosenAt = -1;
  constructor(readonly text: string) {}

  atEnd(): boolean {
    return this.pos >= this.text.length;
  }

  /** Skips spaces and tabs. */
  spaces(): void {
    while (this.pos < this.text.length) {
      const c = this.text.charCodeAt(this.pos);
      if (c !== 32 && c !== 9) break;
      this.pos++;
    }
  }

  mark(): number {
    return this.pos;
  }

  reset(mark: number): void {
    this.pos = mark;
    if (mark < this.handDiscardedAt) this.handDiscardedAt = -1;
    if (mark < this.playerNamedAt) this.playerNamedAt = -1;
    if (mark < this.colorChosenAt) this.colorChosenAt = -1;
  }

  peek(): string {
    return this.text[this.pos] ?? '';
  }

  /** True when the rest, after spaces, is empty. */
  restIsEmpty(): boolean {
    const save = this.pos;
    this.spaces();
    const empty = this.atEnd();
    this.pos = save;
    return empty;
  }

  /** Consumes exactly `symbol` (punctuation such as ':' or '{T}') after optional spaces, case-insensitive. */
  symbol(symbol: string): boolean {
    const save = this.pos;
    this.spaces();
    for (let k = 0; k < symbol.length; k++) {
      if (
        !sameFolded(
          this.text.charCodeAt(this.pos + k),
          symbol.charCodeAt(k) | (isLetter(symbol.charCodeAt(k)) ? 32 : 0),
        )
      ) {
        this.pos = save;
        return false;
      }
    }
    this.pos += symbol.length;
    return true;
  }

  /**
   * Consumes a phrase of whole words, case-insensitive, after optional spaces. `phrase` is lower-case;
   * each space in it matches any run of spaces. Fails when the match would end inside a longer word.
   * Hand-rolled (no split, no allocation): it runs for every word of every ability line.
   */
  words(phrase: string): boolean {
    const save = this.pos;
    this.spaces();
    let i = this.pos;
    const text = this.text;
    for (let p = 0; p < phrase.length; p++) {
      const c = phrase.charCodeAt(p);
      if (c === 32) {
        while (i < text.length && (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9)) i++;
        continue;
      }
      if (!sameFolded(text.charCodeAt(i), c)) {
        this.pos = save;
        return false;
      }
      i++;
    }
    if (isLetter(text.charCodeAt(i)) && isLetter(text.charCodeAt(i - 1))) {
      this.pos = save;
      return false;
    }
    this.pos = i;
    return true;
  }

  /** The code of the next character after spaces, without moving (NaN at the end). */
  peekCode(): number {
    let i = this.pos;
    while (i < this.text.length && (this.text.charCodeAt(i) === 32 || this.text.charCodeAt(i) === 9)) i++;
    return this.text.charCodeAt(i);
  }

  private wordCacheAt = -1;
  private wordCache = '';

  /**
   * The next word, lower-cased, without moving: letters with inner apostrophes and hyphens ("don't", "non-white"),
   * or '' when no letter comes next. Phrase parsers switch on it to skip the alternatives that cannot match, which
   * keeps the grammar fast: most `words` calls would fail on the first letter anyway. Cached for the position.
   */
  peekWord(): string {
    if (this.wordCacheAt === this.pos) return this.wordCache;
    let i = this.pos;
    const text = this.text;
    while (i < text.length && (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9)) i++;
    const start = i;
    let upper = false;
    while (i < text.length) {
      const c = text.charCodeAt(i);
      if (isLetter(c)) {
        if (c < 97) upper = true;
        i++;
      }
      // An apostrophe or hyphen joins letters: "don't", "non-white"; "~'s" and "creature's" keep theirs too.
      else if ((c === 39 || c === 8217 || c === 45) && i > start && isLetter(text.charCodeAt(i + 1))) i++;
      else break;
    }
    this.wordCacheAt = this.pos;
    const word = text.slice(start, i);
    this.wordCache = upper ? word.toLowerCase() : word;
    return this.wordCache;
  }

  /** Tries each phrase in order (put longer phrases first) and returns the one that matched. */
  oneOf<T extends string>(phrases: readonly T[]): T | null {
    for (const phrase of phrases) if (this.words(phrase)) return phrase;
    return null;
  }

  /** Matches a sticky regular expression after optional spaces; returns the match or null. */
  regex(re: RegExp): RegExpExecArray | null {
    const save = this.pos;
    this.spaces();
    re.lastIndex = this.pos;
    const m = re.exec(this.text);
    if (!m || m.index !== this.pos) {
      this.pos = save;
      return null;
    }
    this.pos += m[0].length;
    return m;
  }

  /** Records that `description` was expected here (after spaces). Always returns null for `return s.expected(...)`. */
  expected(description: string, at?: number): null {
    let where = at ?? this.pos;
    while (where < this.text.length && (this.text[where] === ' ' || this.text[where] === '\t')) where++;
    if (where > this.furthest) {
      this.furthest = where;
      this.expectation = description;
    }
    return null;
  }
}

function isLetter(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}
