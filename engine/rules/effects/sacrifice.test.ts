import { describe, expect, it } from 'vitest';
import type { Description, Effect, Subject } from '../../templates/card-template.js';
import { setupGame, setupState } from '../game/setup.js';
import { idOf } from '../test-support/find.js';
import { card, creature, fixed, keyword, self } from '../test-support/templates.js';
import { cardFromText } from './test-cards.js';
import { run } from './test-run.js';

const creatures: Description = { nouns: ['creature'], qualities: [] };
const you: Subject = { kind: 'you' };
const eachPlayer: Subject = { kind: 'each', description: { nouns: ['player'], qualities: [] } };
const eachOpponent: Subject = {
  kind: 'each',
  description: { nouns: ['player'], qualities: [{ kind: 'controller', who: 'opponent' }] },
};
const sacrificeChosen = (who: Subject, chosen: Description, n = 1): Effect => ({
  kind: 'sacrifice',
  who,
  what: null,
  chosen,
  amount: fixed(n),
});
const land = () => card('Land', { types: ['land'] });

// p1: Source (indestructible), Elf, Land; p2: Bear, Ox, Land.
const state = setupState({
  players: [
    {
      battlefield: [
        creature('Source', '{B}', '1/1', [keyword('indestructible')]),
        creature('Elf', '{G}', '1/1'),
        land(),
      ],
    },
    { battlefield: [creature('Bear', '{1}{G}', '2/2'), creature('Ox', '{G}', '2/4'), land()] },
  ],
});
const source = idOf(state, 'Source');
const elf = idOf(state, 'Elf');
const bear = idOf(state, 'Bear');
const ox = idOf(state, 'Ox');
const names = (ids: readonly string[] | undefined, tx: ReturnType<typeof run>) =>
  (ids ?? []).map((id) => tx.state.objects[id]?.template.name);

describe('sacrifice (701.17a): the controller moves it to its owner’s graveyard; not destruction', () => {
  it('"Sacrifice ~." even when indestructible, with the sacrificed event', () => {
    const tx = run(state, [{ kind: 'sacrifice', who: you, what: self, chosen: null, amount: fixed(1) }], { source });
    expect(tx.state.objects[source]?.zone).toEqual({ player: 'p1', zone: 'graveyard' });
    expect(tx.events.map((e) => e.event.type)).toEqual(['zoneChanged', 'sacrificed']);
  });

  it('a player sacrifices only what they control: "sacrifice it" of an opponent’s creature does nothing', () => {
    const tx = run(
      state,
      [
        {
          kind: 'destroy',
          what: {
            kind: 'target',
            allowed: ['creature'],
            description: creatures,
            count: 1,
            upTo: false,
            text: 'target creature',
          },
        },
        { kind: 'sacrifice', who: you, what: { kind: 'it' }, chosen: null, amount: fixed(1) },
      ],
      { source, targets: [bear] },
    );
    expect(tx.events.map((e) => e.event.type)).not.toContain('sacrificed');
  });

  it('"Sacrifice a creature." chooses among creatures the player controls (answers, else the newest)', () => {
    const chosen = run(state, [sacrificeChosen(you, creatures)], { source, answers: { cards: [bear, source] } });
    expect(chosen.state.objects[source]?.zone.zone).toBe('graveyard');
    expect(chosen.state.objects[bear]?.zone.zone).toBe('battlefield');
    const byDefault = run(state, [sacrificeChosen(you, creatures)], { source });
    expect(byDefault.state.objects[elf]?.zone.zone).toBe('graveyard');
  });

  it('"Each player sacrifices a creature.": each chooses (APNAP, 101.4), then all go at once', () => {
    const tx = run(state, [sacrificeChosen(eachPlayer, creatures)], { source, answers: { cards: [source, ox] } });
    expect(names(tx.state.players.p1?.zones.graveyard, tx)).toEqual(['Source']);
    expect(names(tx.state.players.p2?.zones.graveyard, tx)).toEqual(['Ox']);
    expect(tx.events.filter((e) => e.event.type === 'sacrificed')).toHaveLength(2);
  });

  it('"Each opponent sacrifices two lands." with one land sacrifices it', () => {
    const tx = run(state, [sacrificeChosen(eachOpponent, { nouns: ['land'], qualities: [] }, 2)], { source });
    expect(names(tx.state.players.p2?.zones.graveyard, tx)).toEqual(['Land']);
    expect(tx.state.players.p1?.zones.graveyard).toEqual([]);
  });

  it('"Sacrifice another creature." never picks the source', () => {
    const another: Description = { nouns: ['creature'], qualities: [{ kind: 'other' }] };
    const tx = run(state, [sacrificeChosen(you, another)], { source, answers: { cards: [source] } });
    expect(tx.state.objects[source]?.zone.zone).toBe('battlefield');
    expect(tx.state.objects[elf]?.zone.zone).toBe('graveyard');
  });
});

describe('sacrifice in a game, from parsed Oracle text', () => {
  it('Innocent Blood: "Each player sacrifices a creature." with the players’ choices', () => {
    const blood = cardFromText('Innocent Blood', '{B}', 'Each player sacrifices a creature.', ['sorcery']);
    const game = setupGame({
      players: [
        {
          hand: [blood],
          pool: { B: 1 },
          battlefield: [creature('Elf', '{G}', '1/1'), creature('Giant', '{3}{R}', '3/3')],
        },
        { battlefield: [creature('Bear', '{1}{G}', '2/2'), creature('Ox', '{G}', '2/4', [keyword('indestructible')])] },
      ],
    });
    const [elfId, oxId] = [idOf(game, 'Elf'), idOf(game, 'Ox')];
    expect(game.perform({ type: 'cast', player: 'p1', card: idOf(game, 'Innocent Blood') }).ok).toBe(true);
    expect(game.perform({ type: 'resolve', answers: { cards: [elfId, oxId] } }).ok).toBe(true);
    expect(game.state.objects[elfId]?.zone).toEqual({ player: 'p1', zone: 'graveyard' });
    expect(game.state.objects[oxId]?.zone).toEqual({ player: 'p2', zone: 'graveyard' });
    expect(game.state.objects[idOf(game, 'Giant')]?.zone.zone).toBe('battlefield');
  });

  it('Diabolic Edict: "Target player sacrifices a creature."', () => {
    const edict = cardFromText('Edict', '{1}{B}', 'Target player sacrifices a creature.');
    const game = setupGame({
      players: [{ hand: [edict], pool: { B: 2 } }, { battlefield: [creature('Bear', '{1}{G}', '2/2')] }],
    });
    expect(game.perform({ type: 'cast', player: 'p1', card: idOf(game, 'Edict'), targets: ['p2'] }).ok).toBe(true);
    game.perform({ type: 'resolve' });
    expect(game.state.objects[idOf(game, 'Bear')]?.zone).toEqual({ player: 'p2', zone: 'graveyard' });
  });
});
