import { describe, expect, it } from 'vitest';
import type { CardTemplate, Effect } from '../../templates/card-template.js';
import { setupState } from '../game/setup.js';
import { idOf } from '../test-support/find.js';
import { card } from '../test-support/templates.js';
import { cardFromText } from './test-cards.js';
import { run } from './test-run.js';
import { votersFrom } from './vote.js';

const effectsOf = (c: CardTemplate): readonly Effect[] => {
  const a = c.abilities[0];
  return a && 'effects' in a ? a.effects : [];
};

describe('votes (701.32a)', () => {
  const plea = cardFromText(
    'Plea',
    '{3}{U}{U}',
    'Starting with you, each player votes for time or knowledge. If time gets more votes, you gain 5 life. If knowledge gets more votes or the vote is tied, draw three cards.',
    ['sorcery'],
  );
  const library = [card('A'), card('B'), card('C')];

  it('each player votes, starting with you; the word with more votes wins, a tie goes to "or the vote is tied"', () => {
    const state = setupState({ players: [{ battlefield: [plea], library }, {}, {}] });
    const source = idOf(state, 'Plea');
    const time = run(state, effectsOf(plea), { source, answers: { choices: ['time', 'knowledge', 'time'] } });
    expect(time.state.players.p1?.life).toBe(25);
    expect(time.state.players.p1?.zones.hand).toHaveLength(0);
    expect(time.events.filter((e) => e.event.type === 'voted').map((e) => e.event)).toEqual([
      { type: 'voted', player: 'p1', source, option: 'time' },
      { type: 'voted', player: 'p2', source, option: 'knowledge' },
      { type: 'voted', player: 'p3', source, option: 'time' },
    ]);
    const knowledge = run(state, effectsOf(plea), { source, answers: { choices: ['Knowledge', 'knowledge', 'time'] } });
    expect(knowledge.state.players.p1?.life).toBe(20);
    expect(knowledge.state.players.p1?.zones.hand).toHaveLength(3);
    // Unanswered, each votes for the first word.
    const unanswered = run(state, effectsOf(plea), { source });
    expect(unanswered.state.players.p1?.life).toBe(25);
  });

  it('a tie: only "or the vote is tied" holds', () => {
    const state = setupState({ players: [{ battlefield: [plea], library }, {}] });
    const tied = run(state, effectsOf(plea), {
      source: idOf(state, 'Plea'),
      answers: { choices: ['time', 'knowledge'] },
    });
    expect(tied.state.players.p1?.life).toBe(20);
    expect(tied.state.players.p1?.zones.hand).toHaveLength(3);
  });

  it('"for each harvest vote"', () => {
    const orchard = cardFromText(
      'Orchard',
      '{3}{G}',
      'Starting with you, each player votes for sprout or harvest. You gain 3 life for each harvest vote.',
      ['sorcery'],
    );
    const state = setupState({ players: [{ battlefield: [orchard] }, {}, {}] });
    const tx = run(state, effectsOf(orchard), {
      source: idOf(state, 'Orchard'),
      answers: { choices: ['harvest', 'sprout', 'harvest'] },
    });
    expect(tx.state.players.p1?.life).toBe(26);
  });

  it('voters start with the controller, then turn order', () => {
    const state = setupState({ players: [{}, {}, {}] });
    expect(votersFrom(state, 'p2')).toEqual(['p2', 'p3', 'p1']);
  });
});
