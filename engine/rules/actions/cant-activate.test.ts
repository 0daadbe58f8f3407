import { describe, expect, it } from 'vitest';
import { parseAbilityText } from '../../abilities/parse-ability.js';
import type { Ability, CardTemplate } from '../../templates/card-template.js';
import { setupGame } from '../game/setup.js';
import { idOf } from '../test-support/find.js';
import { card, creature } from '../test-support/templates.js';

const text = (name: string, ...lines: string[]): Ability[] =>
  lines.flatMap((line) => {
    const result = parseAbilityText(line, 1, [name]);
    if (result.problem) throw new Error(`${line}: ${result.problem.message}`);
    return [...result.abilities];
  });
const aura = (name: string, line: string): CardTemplate =>
  card(name, {
    cost: '{W}',
    types: ['enchantment'],
    subtypes: ['Aura'],
    abilities: text(name, 'Enchant creature', line),
  });
const pinger = creature(
  'Pinger',
  '{R}',
  '1/1',
  text('Pinger', '{T}: Pinger deals 1 damage to any target.', '{T}: Add {R}.'),
);

describe("activated abilities that can't be activated (602.5)", () => {
  it('refuses every activated ability of the enchanted permanent, mana abilities too unless excepted (605.1a)', () => {
    for (const [line, manaToo] of [
      ["Enchanted creature's activated abilities can't be activated.", true],
      [
        "Enchanted creature can't block, and its activated abilities can't be activated unless they're mana abilities.",
        false,
      ],
    ] as const) {
      const game = setupGame({ players: [{ hand: [aura('Bind', line)], pool: { W: 1 } }, { battlefield: [pinger] }] });
      const target = idOf(game.state, 'Pinger');
      expect(game.perform({ type: 'activate', player: 'p2', source: target, ability: 0, targets: ['p1'] }).ok).toBe(
        true,
      );
      game.undo();
      expect(game.perform({ type: 'cast', player: 'p1', card: idOf(game.state, 'Bind'), targets: [target] }).ok).toBe(
        true,
      );
      expect(game.perform({ type: 'resolve' }).ok).toBe(true);
      const ping = game.perform({ type: 'activate', player: 'p2', source: target, ability: 0, targets: ['p1'] });
      expect(ping.ok ? 'ok' : ping.reason).toContain("its activated abilities can't be activated (602.5) (Bind)");
      expect(game.perform({ type: 'activate', player: 'p2', source: target, ability: 1 }).ok).toBe(!manaToo);
    }
  });
});
