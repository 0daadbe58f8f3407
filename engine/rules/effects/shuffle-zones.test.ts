import { describe, expect, it } from 'vitest';
import type { Effect } from '../../templates/card-template.js';
import { setupState } from '../game/setup.js';
import { card, creature } from '../test-support/templates.js';
import { run } from './test-run.js';

const state = setupState({
  seed: 3,
  players: [
    {
      hand: [card('Plan', { types: ['sorcery'] })],
      graveyard: [creature('Bear', '{1}{G}', '2/2')],
      library: [card('L1'), card('L2')],
      battlefield: [creature('Source', '{U}', '1/1')],
    },
    { hand: [card('Theirs')], graveyard: [card('Gone')], library: [card('M1')] },
  ],
});
const source = state.players.p1?.zones.battlefield[0] as string;
const each = { kind: 'each', description: { nouns: ['player'], qualities: [] } } as const;

describe('shuffleIntoLibrary (701.20a)', () => {
  it('puts every card of each player’s hand and graveyard into their own library, then shuffles it', () => {
    const effect: Effect = { kind: 'shuffleIntoLibrary', who: each, zones: ['hand', 'graveyard'] };
    const tx = run(state, [effect], { source });
    const [p1, p2] = [tx.state.players.p1?.zones, tx.state.players.p2?.zones];
    expect([p1?.hand, p1?.graveyard, p2?.hand, p2?.graveyard]).toEqual([[], [], [], []]);
    expect(p1?.library).toHaveLength(4);
    expect(p2?.library).toHaveLength(3);
    expect(tx.state.players.p1?.zones.battlefield).toEqual([source]);
    expect(tx.events.filter((e) => e.event.type === 'shuffled')).toHaveLength(2);
  });

  it('"their graveyard" alone leaves the hands', () => {
    const tx = run(state, [{ kind: 'shuffleIntoLibrary', who: { kind: 'you' }, zones: ['graveyard'] }], { source });
    expect(tx.state.players.p1?.zones.hand).toHaveLength(1);
    expect(tx.state.players.p1?.zones.library).toHaveLength(3);
    expect(tx.state.players.p2?.zones.graveyard).toHaveLength(1);
  });
});
