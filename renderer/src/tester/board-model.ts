import {
  characteristicsOf,
  describe,
  emblemText,
  isEmblem,
  isFaceUpCommandCard,
  planarDeck,
  schemeDeck,
  playerView,
  seenTopCard,
  powerOf,
  toughnessOf,
  type CombatState,
  type GameObject,
  type GameState,
  type ObjectId,
  type PlayerSeat,
  type PlayerId,
  type TurnState,
} from './engine.js';
import { modeTexts } from './mode-choices.js';
import { printedEffects } from './resolution-choices.js';

/** One player's side of the board, as the chosen viewer may see it: the engine's seat with its zones' objects. */
export type SeatModel = Omit<
  PlayerSeat,
  'hand' | 'battlefield' | 'graveyard' | 'exile' | 'emblems' | 'libraryTop' | 'command'
> & {
  /** Their face-up plane, phenomenon and scheme cards in the command zone (901.7, 904.8). */
  readonly command: readonly GameObject[];
  /** The top card of their library when the viewer may see it (401.5), else null. */
  readonly libraryTop: GameObject | null;
  /** null: hidden from the viewer (400.2). */
  readonly hand: readonly GameObject[] | null;
  readonly battlefield: readonly GameObject[];
  readonly graveyard: readonly GameObject[];
  readonly exile: readonly GameObject[];
  /** Their emblems in the command zone (114), oldest first: public, each with its abilities' text. */
  readonly emblems: readonly EmblemModel[];
};

export interface EmblemModel {
  readonly id: ObjectId;
  readonly text: string;
}

export interface StackEntry {
  readonly id: ObjectId;
  readonly label: string;
  readonly controller: PlayerId;
  readonly targets: readonly string[];
  /** A modal spell's or ability's chosen modes, as written (700.2); empty when it isn't modal. */
  readonly modes: readonly string[];
}

export interface BoardModel {
  /** null: everything is shown (the sandbox's own view). */
  readonly viewer: PlayerId | null;
  readonly seats: readonly SeatModel[];
  /** Top of the stack first, as it is read. */
  readonly stack: readonly StackEntry[];
  readonly turn: TurnState;
  readonly combat: CombatState | null;
  readonly winner: PlayerId | null;
}

/**
 * What the board shows: the whole state, or the engine's `playerView` of it when the hidden-information toggle
 * names a player (the other hand and every library are then only counts).
 */
export function boardOf(state: GameState, viewer: PlayerId | null): BoardModel {
  const view = viewer === null ? null : playerView(state, viewer);
  const objects = view ? view.objects : state.objects;
  const list = (ids: readonly ObjectId[]): GameObject[] =>
    ids.map((id) => objects[id]).filter((o): o is GameObject => o !== undefined);
  const seats = state.playerOrder.flatMap((id): SeatModel[] => {
    const p = state.players[id];
    if (!p) return [];
    const seat = view?.players[id];
    const hand = seat ? (seat.hand === null ? null : list(seat.hand)) : list(p.zones.hand);
    // 401.5: a top card revealed or looked at; the sandbox shows what the library's owner may see.
    const top = seat ? seat.libraryTop : seenTopCard(state, id, id);
    return [
      {
        id,
        name: p.name,
        life: p.life,
        poison: p.poison,
        energy: p.energy,
        pool: p.pool,
        restrictedMana: p.restrictedMana,
        lost: p.lost,
        monarch: state.monarch === id,
        libraryCount: p.zones.library.length,
        libraryTop: top === null ? null : (objects[top] ?? null),
        handCount: p.zones.hand.length,
        hand,
        battlefield: list(p.zones.battlefield),
        graveyard: list(p.zones.graveyard),
        exile: list(p.zones.exile),
        command: list(seat ? seat.command : (p.zones.command ?? [])).filter(isFaceUpCommandCard),
        planarDeckCount: seat ? seat.planarDeckCount : planarDeck(state, id).length,
        schemeDeckCount: seat ? seat.schemeDeckCount : schemeDeck(state, id).length,
        emblems: list(seat ? seat.emblems : (p.zones.command ?? []))
          .filter(isEmblem)
          .map((o) => ({
            id: o.id,
            text: emblemText(state, o.id),
          })),
      },
    ];
  });
  const stack = [...state.stack].reverse().map((item): StackEntry => ({
    id: item.id,
    label:
      item.kind === 'spell'
        ? (state.objects[item.card]?.template.name ?? item.card)
        : `${state.objects[item.source]?.template.name ?? item.source}: ${item.text}`,
    controller: item.controller,
    targets: item.targets.map((t) => describe(state, t)),
    modes: modeTexts(printedEffects(state, item), item.modes),
  }));
  return { viewer, seats, stack, turn: state.turn, combat: state.combat, winner: state.winner };
}

/** Whether an object is attacking or blocking, for its badge. */
export function combatRole(combat: CombatState | null, id: ObjectId): 'attacking' | 'blocking' | null {
  if (!combat) return null;
  if (combat.attackers.some((a) => a.creature === id)) return 'attacking';
  if (combat.blockers.some((b) => b.creature === id)) return 'blocking';
  return null;
}

/** A creature's power and toughness as shown: current values, the printed ones, and what changed them. */
export interface PowerToughness {
  readonly current: string;
  /** As printed; "—" for a permanent printed without them (a land that became a creature, 208.3). */
  readonly printed: string;
  /** The current values differ from the printed ones. */
  readonly changed: boolean;
  /**
   * What changed them, e.g. "4/2 Dread Statuary" (a base set, 7b), "+3/+3 Giant Growth", "+1/+1 counters"; in the
   * order they apply (613.4).
   */
  readonly why: readonly string[];
}

const PT_LAYERS: ReadonlySet<string> = new Set(['7a', '7b', '7c', '7d']);
const hasPrintedPT = (object: GameObject): boolean =>
  object.template.power !== null || object.template.toughness !== null;

export function ptOf(state: GameState, object: GameObject): PowerToughness {
  const ch = characteristicsOf(state, object.id);
  const power = ch?.power ?? powerOf(object, state);
  const toughness = ch?.toughness ?? toughnessOf(object, state);
  const current = `${power}/${toughness}`;
  const printed = hasPrintedPT(object) ? `${object.template.power ?? 0}/${object.template.toughness ?? 0}` : '—';
  const why = (ch?.changes ?? []).filter((c) => PT_LAYERS.has(c.layer)).map((c) => `${c.text} ${c.name}`);
  return { current, printed, changed: current !== printed, why };
}
