import { describe, expect, it } from 'vitest';
import type { Effect } from '../../templates/card-template.js';
import { setupState } from '../game/setup.js';
import { idOf } from '../test-support/find.js';
import { creature, fixed, you } from '../test-support/templates.js';
import { clashingPlayers } from './clash.js';
import { run } from './test-run.js';

// "Clash with an opponent. If you win, you gain 5 life. Otherwise, you gain 1 life."
const clash: Effect[] = [
  { kind: 'clash' },
  {
    kind: 'conditional',
    condition: { kind: 'clashWon' },
    effects: [{ kind: 'gainLife', who: you, amount: fixed(5) }],
    otherwise: [{ kind: 'gainLife', who: you, amount: fixed(1) }],
  },
];

/** p1's and p2's libraries, bottom to top: creatures whose mana value is their generic cost. */
function game(mine: readonly number[], theirs: readonly number[], active: 'p1' | 'p2' = 'p1') {
  const cards = (who: string, values: readonly number[]) =>
    values.map((v, i) => creature(`${who}${i}`, `{${v}}`, '1/1'));
  const state = setupState({
    players: [
      { library: cards('Mine', mine), battlefield: [creature('Source', '{R}', '1/1')] },
      { library: cards('Theirs', theirs) },
    ],
  });
  return active === 'p1' ? state : { ...state, turn: { ...state.turn, activePlayer: 'p2' } };
}
const life = (tx: ReturnType<typeof run>): number => (tx.state.players.p1?.life ?? 0) - 20;

describe('clash (701.23)', () => {
  it('names the opponent clashed with: "Otherwise, that player …" is that opponent (608.2c)', () => {
    const lose = game([9, 1], [0, 2]);
    const thatPlayerGains: Effect[] = [
      { kind: 'clash' },
      { kind: 'gainLife', who: { kind: 'thatPlayer' }, amount: fixed(3) },
    ];
    const tx = run(lose, thatPlayerGains, { source: idOf(lose, 'Source') });
    expect(tx.state.players.p2?.life).toBe(23);
    expect(tx.state.players.p1?.life).toBe(20);
  });

  it('you win with a higher mana value than every other card revealed (701.23d); a tie or lower is no win', () => {
    const win = game([0, 3], [5, 2]);
    expect(life(run(win, clash, { source: idOf(win, 'Source') }))).toBe(5);
    const tie = game([0, 2], [5, 2]);
    expect(life(run(tie, clash, { source: idOf(tie, 'Source') }))).toBe(1);
    const lose = game([9, 1], [0, 2]);
    expect(life(run(lose, clash, { source: idOf(lose, 'Source') }))).toBe(1);
  });

  it('both reveal their top card; each may put it on the bottom, answered in APNAP order (701.23c)', () => {
    const state = game([0, 3], [5, 2]);
    const source = idOf(state, 'Source');
    const tx = run(state, clash, { source, answers: { choices: ['bottom', 'top'] } });
    const revealed = tx.events.map((e) => e.event).filter((e) => e.type === 'revealed');
    expect(revealed).toEqual([
      { type: 'revealed', player: 'p1', cards: [idOf(state, 'Mine1')] },
      { type: 'revealed', player: 'p2', cards: [idOf(state, 'Theirs1')] },
    ]);
    expect(tx.state.players.p1?.zones.library).toEqual([idOf(state, 'Mine1'), idOf(state, 'Mine0')]);
    expect(tx.state.players.p2?.zones.library).toEqual([idOf(state, 'Theirs0'), idOf(state, 'Theirs1')]);
    // The result is the cards revealed, wherever they went.
    expect(life(tx)).toBe(5);
    // p2 active: p2 answers first.
    const theirTurn = game([0, 3], [5, 2], 'p2');
    expect(clashingPlayers(theirTurn, 'p1')).toEqual(['p2', 'p1']);
    const later = run(theirTurn, clash, { source, answers: { choices: ['bottom', 'top'] } });
    expect(later.state.players.p2?.zones.library).toEqual([idOf(state, 'Theirs1'), idOf(state, 'Theirs0')]);
    expect(later.state.players.p1?.zones.library).toEqual(state.players.p1?.zones.library);
  });

  it("an empty library reveals nothing: its player can't win, and the other wins with any card", () => {
    const empty = game([], [0]);
    expect(life(run(empty, clash, { source: idOf(empty, 'Source') }))).toBe(1);
    const theirsEmpty = game([0], []);
    expect(life(run(theirsEmpty, clash, { source: idOf(theirsEmpty, 'Source') }))).toBe(5);
  });

  it('"If you win" with no clash in the resolution: neither branch happens', () => {
    const state = game([3], [0]);
    expect(life(run(state, clash.slice(1), { source: idOf(state, 'Source') }))).toBe(0);
  });
});
