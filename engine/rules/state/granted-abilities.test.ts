import { describe, expect, it } from 'vitest';
import { parseAbilityText } from '../../abilities/parse-ability.js';
import type { Ability, CardTemplate } from '../../templates/card-template.js';
import type { Game } from '../game/game.js';
import { setupGame } from '../game/setup.js';
import { idOf } from '../test-support/find.js';
import { card, creature, grizzlyBears } from '../test-support/templates.js';
import { abilitiesOf } from './abilities.js';
import type { GameObject } from './types.js';

const lines = (name: string, ...texts: string[]): Ability[] =>
  texts.flatMap((text) => {
    const parsed = parseAbilityText(text, 1, [name]);
    if (parsed.problem) throw new Error(`${text}: ${parsed.problem.message}`);
    return parsed.abilities;
  });
const aura = (name: string, text: string): CardTemplate =>
  card(name, {
    cost: '{R}',
    types: ['enchantment'],
    subtypes: ['Aura'],
    abilities: lines(name, 'Enchant creature', text),
  });
/** The object, which must be there. */
function objectOf(game: Game, id: string): GameObject {
  const object = game.state.objects[id];
  if (!object) throw new Error(`no object ${id}`);
  return object;
}

const fireWhip = aura('Fire Whip', 'Enchanted creature has "{T}: This creature deals 1 damage to any target."');
const authority = aura(
  "Commander's Authority",
  'Enchanted creature has "At the beginning of your upkeep, create a 1/1 white Human creature token."',
);

/** p1's Grizzly Bears with the Aura cast on it; p2 has 20 life. */
function enchantedBears(auraCard: CardTemplate) {
  const game = setupGame({
    players: [{ battlefield: [grizzlyBears()], hand: [auraCard], pool: { R: 1, W: 5 } }, {}],
  });
  const bears = idOf(game, 'Grizzly Bears');
  expect(game.perform({ type: 'cast', player: 'p1', card: idOf(game, auraCard.name), targets: [bears] }).ok).toBe(true);
  expect(game.perform({ type: 'resolve' }).ok).toBe(true);
  return { game, bears, aura: idOf(game, auraCard.name) };
}

describe('abilities an effect gives (613.1f)', () => {
  it('an Aura gives its creature an activated ability, numbered after its own; it goes with the Aura', () => {
    const { game, bears, aura } = enchantedBears(fireWhip);
    const object = game.state.objects[bears];
    if (!object) throw new Error('no bears');
    expect(abilitiesOf(game.state, object).map((a) => a?.text)).toEqual(['{T}: ~ deals 1 damage to any target.']);
    // "This creature" in the quote is the creature that has it: the Bears deal the damage and tap.
    expect(game.perform({ type: 'activate', player: 'p1', source: bears, ability: 0, targets: ['p2'] }).ok).toBe(true);
    expect(game.state.objects[bears]?.tapped).toBe(true);
    expect(game.state.stack).toMatchObject([{ kind: 'ability', source: bears, granted: { kind: 'activated' } }]);
    // 113.7a: the ability on the stack resolves even though the Aura is gone by then.
    const shatter = card('Unmake Aura', {
      cost: '{W}',
      types: ['instant'],
      abilities: lines('Unmake Aura', 'Destroy target enchantment.'),
    });
    game.perform({ type: 'addCard', player: 'p1', zone: 'hand', template: shatter });
    expect(game.perform({ type: 'cast', player: 'p1', card: idOf(game, 'Unmake Aura'), targets: [aura] }).ok).toBe(
      true,
    );
    game.perform({ type: 'resolve' });
    expect(game.state.objects[aura]?.zone.zone).toBe('graveyard');
    expect(abilitiesOf(game.state, game.state.objects[bears] ?? object)).toEqual([]);
    expect(game.perform({ type: 'resolve' }).ok).toBe(true);
    expect(game.state.players.p2?.life).toBe(19);
  });

  it('a creature without the Aura has no such ability', () => {
    const game = setupGame({ players: [{ battlefield: [grizzlyBears(), fireWhip] }, {}] });
    const bears = idOf(game, 'Grizzly Bears');
    expect(abilitiesOf(game.state, objectOf(game, bears))).toEqual([]);
    expect(game.perform({ type: 'activate', player: 'p1', source: bears, ability: 0, targets: ['p2'] }).ok).toBe(false);
  });

  it('a granted triggered ability triggers for the creature, controlled by its controller', () => {
    const { game, bears } = enchantedBears(authority);
    game.perform({ type: 'setStep', step: 'untap' });
    expect(game.perform({ type: 'nextStep' }).ok).toBe(true);
    expect(game.state.turn.step).toBe('upkeep');
    expect(game.state.stack).toMatchObject([{ kind: 'ability', source: bears, controller: 'p1' }]);
    expect(game.perform({ type: 'resolve' }).ok).toBe(true);
    const tokens = Object.values(game.state.objects).filter((o) => o.token && o.template.name.includes('Human'));
    expect(tokens).toHaveLength(1);
  });

  it('"loses all abilities" after the grant takes the granted ability too', () => {
    const frog = aura('Frogify', 'Enchanted creature loses all abilities.');
    const { game, bears } = enchantedBears(fireWhip);
    game.perform({ type: 'addCard', player: 'p1', zone: 'hand', template: frog });
    game.perform({ type: 'setPool', player: 'p1', pool: { W: 0, U: 0, B: 0, R: 1, G: 0, C: 0 } });
    expect(game.perform({ type: 'cast', player: 'p1', card: idOf(game, 'Frogify'), targets: [bears] }).ok).toBe(true);
    game.perform({ type: 'resolve' });
    expect(abilitiesOf(game.state, objectOf(game, bears))).toEqual([]);
  });

  it('a resolving effect gives a group an ability until end of turn (611.2c)', () => {
    const volley = card('Lightning Volley', {
      cost: '{R}',
      types: ['instant'],
      abilities: lines(
        'Lightning Volley',
        'Until end of turn, creatures you control gain "{T}: This creature deals 1 damage to any target."',
      ),
    });
    const elf = creature('Elf', '{G}', '1/1');
    const game = setupGame({ players: [{ battlefield: [grizzlyBears(), elf], hand: [volley], pool: { R: 1 } }, {}] });
    expect(game.perform({ type: 'cast', player: 'p1', card: idOf(game, 'Lightning Volley') }).ok).toBe(true);
    game.perform({ type: 'resolve' });
    for (const id of [idOf(game, 'Grizzly Bears'), idOf(game, 'Elf')]) {
      const o = game.state.objects[id];
      if (!o) throw new Error(id);
      expect(abilitiesOf(game.state, o).map((a) => a?.text)).toEqual(['{T}: ~ deals 1 damage to any target.']);
    }
    // 514.2: "until end of turn" ends in the cleanup step.
    game.perform({ type: 'setStep', step: 'end' });
    game.perform({ type: 'nextStep' });
    expect(abilitiesOf(game.state, objectOf(game, idOf(game, 'Grizzly Bears')))).toEqual([]);
  });
});
