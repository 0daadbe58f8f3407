import { describe, expect, it } from 'vitest';
import { setupGame, setupState } from '../game/setup.js';
import { keywordsOfObject } from '../state/characteristics.js';
import { idOf } from '../test-support/find.js';
import { creature, keyword } from '../test-support/templates.js';
import { cardFromText } from './test-cards.js';
import { run } from './test-run.js';

/** 608.2d, 614.12: a keyword or a keyword counter "of your choice", answered by name (`choices`). */
describe('keywords and counters of your choice', () => {
  const artisan = cardFromText(
    'Artisan',
    '{2}',
    'Target creature gains your choice of flying, trample, or haste until end of turn.',
  );
  const sponge = cardFromText(
    'Sponge',
    '{2}',
    'Target creature loses your choice of flying, first strike, or trample until end of turn.',
  );
  const effects = (c: typeof artisan) => {
    const a = c.abilities[0];
    return a && 'effects' in a ? a.effects : [];
  };

  it('"gains your choice of …": the keyword answered, else the first listed', () => {
    const state = setupState({ players: [{ battlefield: [artisan, creature('Bear', '{1}{G}', '2/2')] }, {}] });
    const bear = idOf(state, 'Bear');
    const source = idOf(state, 'Artisan');
    const trample = run(state, effects(artisan), { source, targets: [bear], answers: { choices: ['trample'] } });
    const keywords = (tx: typeof trample) => [...keywordsOfObject(tx.state.objects[bear]!, tx.state)];
    expect(keywords(trample)).toEqual(['trample']);
    const unanswered = run(state, effects(artisan), { source, targets: [bear] });
    expect(keywords(unanswered)).toEqual(['flying']);
    // An answer that is none of them is no answer.
    const other = run(state, effects(artisan), { source, targets: [bear], answers: { choices: ['vigilance'] } });
    expect(keywords(other)).toEqual(['flying']);
  });

  it('"loses your choice of …": only the keyword chosen goes', () => {
    const bird = creature('Bird', '{1}{W}', '1/1', [keyword('flying'), keyword('first strike')]);
    const state = setupState({ players: [{ battlefield: [sponge, bird] }, {}] });
    const id = idOf(state, 'Bird');
    const tx = run(state, effects(sponge), {
      source: idOf(state, 'Sponge'),
      targets: [id],
      answers: { choices: ['first strike'] },
    });
    expect([...keywordsOfObject(tx.state.objects[id]!, tx.state)]).toEqual(['flying']);
  });

  it('"enters the battlefield with your choice of a flying counter or a first strike counter on it"', () => {
    const glider = cardFromText(
      'Glider',
      '{1}{W}',
      '~ enters the battlefield with your choice of a flying counter or a first strike counter on it.',
      ['creature'],
      '1/1',
    );
    const game = setupGame({ players: [{ hand: [glider], pool: { W: 1, C: 1 } }, {}] });
    game.perform({ type: 'cast', player: 'p1', card: 'c1' });
    game.perform({ type: 'resolve', answers: { choices: ['first strike'] } });
    expect(game.state.objects.c1?.counters).toEqual({ 'first strike': 1 });
    expect([...keywordsOfObject(game.state.objects.c1!, game.state)]).toEqual(['first strike']);
    game.undo();
    game.perform({ type: 'resolve' });
    expect(game.state.objects.c1?.counters).toEqual({ flying: 1 });
  });
});
