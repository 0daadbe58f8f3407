import type { CardWarning } from '../../../engine/diagnostics.js';
import type { ParseResult, ParseResults } from '../language/parse.js';
import type { LibraryCard } from '../tester/index.js';

/** Every file's warnings in tree order, and where each file's start. */
interface FlatWarnings {
  readonly list: readonly CardWarning[];
  readonly start: ReadonlyMap<string, number>;
}

/** The parsed cards in tree order, and where each file's card is. */
interface OrderedCards {
  readonly list: readonly LibraryCard[];
  readonly at: ReadonlyMap<string, number>;
}

interface Store {
  files: readonly string[];
  order: ReadonlySet<string>;
  results: Map<string, ParseResult | null>;
  total: number;
  /** Built when first asked for after a change that could not patch it. */
  flat: FlatWarnings | null;
  cards: OrderedCards | null;
}

const sameList = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * The workspace's card files in tree order, each one's parse as read from disk, and what the app derives from
 * them: each file's warning count, the total, every warning in tree order, the tester's cards. A change costs
 * what it changes: a file saved patches its own warnings and card in place (a copy of two arrays), instead of the
 * whole workspace being derived again, which took a frame or more per update on 31,000 cards.
 *
 * For React an index is a value: each change returns a new one. The data itself moves on to the new index, so an
 * older index reads the newest data; only the newest should be used.
 */
export class CardFileIndex implements ParseResults {
  private constructor(private readonly store: Store) {}

  static empty(): CardFileIndex {
    return new CardFileIndex({ files: [], order: new Set(), results: new Map(), total: 0, flat: null, cards: null });
  }

  /** Every card file in the tree, workspace-relative, in tree order. */
  get cardFiles(): readonly string[] {
    return this.store.files;
  }

  get(path: string): ParseResult | null | undefined {
    return this.store.results.get(path);
  }

  /** Card files read so far. */
  get readCount(): number {
    return this.store.results.size;
  }

  readonly warningCount = (path: string): number => this.store.results.get(path)?.warnings.length ?? 0;

  get warningTotal(): number {
    return this.store.total;
  }

  /** Every warning of every file read, in tree order (each warning's `file` is its file). */
  warnings(): readonly CardWarning[] {
    return this.flat().list;
  }

  /** Where `path`'s warnings start in `warnings()`, if it was read. */
  warningStart(path: string): number | undefined {
    return this.flat().start.get(path);
  }

  /** Each file read that parsed into a card, in tree order: the rules tester's library. */
  cards(): readonly LibraryCard[] {
    const { store } = this;
    if (store.cards === null) {
      const list: LibraryCard[] = [];
      const at = new Map<string, number>();
      for (const path of store.files) {
        const template = store.results.get(path)?.card;
        if (!template) continue;
        at.set(path, list.length);
        list.push({ path, template });
      }
      store.cards = { list, at };
    }
    return store.cards.list;
  }

  /** The tree's card files changed: files gone lose their results; new ones wait for theirs. */
  withFiles(files: readonly string[]): CardFileIndex {
    const { store } = this;
    if (sameList(store.files, files)) return this;
    const order = new Set(files);
    for (const [path, result] of store.results) {
      if (order.has(path)) continue;
      store.total -= result?.warnings.length ?? 0;
      store.results.delete(path);
    }
    store.files = files;
    store.order = order;
    store.flat = null;
    store.cards = null;
    return new CardFileIndex(store);
  }

  /** Files read (again): their results replace what was there. Paths that are no card file of the tree are ignored. */
  withResults(batch: ReadonlyMap<string, ParseResult | null>): CardFileIndex {
    const { store } = this;
    let flatList: CardWarning[] | null = null;
    let cardList: LibraryCard[] | null = null;
    for (const [path, result] of batch) {
      if (!store.order.has(path)) continue;
      const before = store.results.get(path);
      const warnings = result?.warnings ?? [];
      store.total += warnings.length - (before?.warnings.length ?? 0);
      store.results.set(path, result);

      // Patched in place when the file keeps its number of warnings (its range) and its card (its slot).
      const start = store.flat?.start.get(path);
      if (store.flat !== null && start !== undefined && (before?.warnings.length ?? 0) === warnings.length) {
        flatList ??= store.flat.list.slice();
        flatList.splice(start, warnings.length, ...warnings);
      } else {
        store.flat = null;
        flatList = null;
      }
      const slot = store.cards?.at.get(path);
      if (store.cards !== null && slot !== undefined && result) {
        cardList ??= store.cards.list.slice();
        cardList[slot] = { path, template: result.card };
      } else if (store.cards !== null && (before || result)) {
        store.cards = null;
        cardList = null;
      }
    }
    if (store.flat !== null && flatList !== null) store.flat = { list: flatList, start: store.flat.start };
    if (store.cards !== null && cardList !== null) store.cards = { list: cardList, at: store.cards.at };
    return new CardFileIndex(store);
  }

  /** The workspace as the user sees it: `live` (open files' results, as typed) over what is on disk. */
  withLive(live: ReadonlyMap<string, ParseResult | null>): WorkspaceResults {
    return new WorkspaceResults(this, live);
  }

  private flat(): FlatWarnings {
    const { store } = this;
    if (store.flat === null) {
      const list: CardWarning[] = [];
      const start = new Map<string, number>();
      for (const path of store.files) {
        const result = store.results.get(path);
        if (result === undefined) continue;
        start.set(path, list.length);
        if (result) for (const w of result.warnings) list.push(w);
      }
      store.flat = { list, start };
    }
    return store.flat;
  }
}

/**
 * Open files' latest parses (as typed, saved or not) over the disk's index: what the tree's badges, the status
 * bar and the Workspace tab show. Costs the open files, not the workspace: made again on every parse.
 */
export class WorkspaceResults implements ParseResults {
  private list: readonly CardWarning[] | null = null;

  /** `live` holds files the index has read: a file not read yet shows once it is. */
  constructor(
    private readonly disk: CardFileIndex,
    private readonly live: ReadonlyMap<string, ParseResult | null>,
  ) {}

  get(path: string): ParseResult | null | undefined {
    return this.live.has(path) ? this.live.get(path) : this.disk.get(path);
  }

  readonly warningCount = (path: string): number => this.get(path)?.warnings.length ?? 0;

  get warningTotal(): number {
    let total = this.disk.warningTotal;
    for (const [path, result] of this.live) total += (result?.warnings.length ?? 0) - this.disk.warningCount(path);
    return total;
  }

  /** Every warning in tree order: the disk's, with each open file's range replaced by its live warnings. */
  warnings(): readonly CardWarning[] {
    if (this.list !== null) return this.list;
    const disk = this.disk.warnings();
    const edits = [...this.live]
      .flatMap(([path, result]) => {
        const start = this.disk.warningStart(path);
        return start === undefined ? [] : [{ start, end: start + this.disk.warningCount(path), result }];
      })
      .sort((a, b) => a.start - b.start);
    if (edits.length === 0) return (this.list = disk);
    const list: CardWarning[] = [];
    let from = 0;
    for (const { start, end, result } of edits) {
      for (let i = from; i < start; i++) list.push(disk[i] as CardWarning);
      if (result) for (const w of result.warnings) list.push(w);
      from = end;
    }
    for (let i = from; i < disk.length; i++) list.push(disk[i] as CardWarning);
    return (this.list = list);
  }
}
