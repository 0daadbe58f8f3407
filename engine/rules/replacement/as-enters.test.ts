import { describe, expect, it } from 'vitest';
import { cardFromText } from '../effects/test-cards.js';
import { setupGame } from '../game/setup.js';
import { idOf } from '../test-support/find.js';
import { creature } from '../test-support/templates.js';

const chooser = (text: string) => cardFromText('Banner', '{1}', text, ['artifact']);

describe('"As ~ enters the battlefield, choose …" (614.12)', () => {
  it('takes the answer and remembers it on the permanent; forgets it when it leaves (400.7)', () => {
    const game = setupGame({
      players: [{ hand: [chooser('As ~ enters the battlefield, choose a color.')], pool: { C: 1 } }, {}],
    });
    game.perform({ type: 'cast', player: 'p1', card: 'c1' });
    game.perform({ type: 'resolve', answers: { choices: ['blue'] } });
    expect(game.state.objects.c1?.chosen).toEqual({ color: 'U' });
    game.undo();
    expect(game.state.objects.c1?.chosen).toBeUndefined();
  });

  it('a card type (205.2a): the answer among those listed; without one the most common type of the others', () => {
    const listed = chooser('As ~ enters the battlefield, choose artifact, creature, enchantment, instant, or sorcery.');
    const game = setupGame({ players: [{ hand: [listed], pool: { C: 1 } }, {}] });
    game.perform({ type: 'cast', player: 'p1', card: 'c1' });
    // "land" is a card type but not one of those listed: the default takes over.
    game.perform({ type: 'resolve', answers: { choices: ['land'] } });
    expect(game.state.objects.c1?.chosen).toEqual({ cardType: 'artifact' });
    game.undo();
    game.perform({ type: 'resolve', answers: { choices: ['Sorcery'] } });
    expect(game.state.objects.c1?.chosen).toEqual({ cardType: 'sorcery' });
    const bears = creature('Bears', '{1}{G}', '2/2', []);
    const any = chooser('As ~ enters the battlefield, choose a card type.');
    const other = setupGame({ players: [{ hand: [any], battlefield: [bears, bears], pool: { C: 1 } }, {}] });
    other.perform({ type: 'cast', player: 'p1', card: idOf(other.state, 'Banner') });
    other.perform({ type: 'resolve' });
    expect(other.state.objects[idOf(other.state, 'Banner')]?.chosen).toEqual({ cardType: 'creature' });
  });

  it("without an answer: the most common creature type among its controller's other permanents", () => {
    const elf = creature('Elf', '{G}', '1/1', []);
    const elves = [
      { ...elf, subtypes: ['Elf'] },
      { ...elf, subtypes: ['Elf', 'Druid'] },
      { ...elf, subtypes: ['Goblin'] },
    ];
    const game = setupGame({
      players: [
        { hand: [chooser('As ~ enters the battlefield, choose a creature type.')], battlefield: elves, pool: { C: 1 } },
        {},
      ],
    });
    const id = idOf(game, 'Banner');
    game.perform({ type: 'cast', player: 'p1', card: id });
    game.perform({ type: 'resolve', answers: { choices: ['Tomato'] } });
    expect(game.state.objects[id]?.chosen).toEqual({ subtype: 'Elf' });
  });

  it('an opponent: the answer if it is one, else the next opponent; "other than red" is never red', () => {
    const text = 'As ~ enters the battlefield, choose an opponent.';
    const game = setupGame({ players: [{ hand: [chooser(text)], pool: { C: 1 } }, {}] });
    game.perform({ type: 'cast', player: 'p1', card: 'c1' });
    game.perform({ type: 'resolve', answers: { choices: ['p1'] } });
    expect(game.state.objects.c1?.chosen).toEqual({ player: 'p2' });
    const thriving = chooser('As ~ enters the battlefield, choose a color other than red.');
    const other = setupGame({ players: [{ hand: [thriving], pool: { C: 1 } }, {}] });
    other.perform({ type: 'cast', player: 'p1', card: 'c1' });
    other.perform({ type: 'resolve', answers: { choices: ['red'] } });
    expect(other.state.objects.c1?.chosen).toEqual({ color: 'W' });
  });
});
