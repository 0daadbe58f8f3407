import { describe, expect, it } from 'vitest';
import { parseAbilityText } from '../parse-ability.js';

const read = (text: string) => parseAbilityText(text, 1, ['Test Card']);

describe('"[creatures] can\'t block it" (509.1b)', () => {
  it('is ~\'s own "can\'t be blocked by [creatures]"', () => {
    expect(read("Creatures with power less than Test Card's power can't block it.").abilities).toEqual(
      read("Test Card can't be blocked by creatures with power less than Test Card's power.").abilities.map((a) => ({
        ...a,
        text: "Creatures with power less than ~'s power can't block it.",
      })),
    );
    expect(read("Walls can't block Test Card.").abilities).toMatchObject([
      {
        kind: 'static',
        effect: {
          affected: { kind: 'self' },
          modifications: [
            { restriction: { kind: 'cantBeBlocked', by: { qualities: [{ kind: 'subtype', subtype: 'Wall' }] } } },
          ],
        },
      },
    ]);
  });

  it('needs the whole line: no target, no other creatures blocked, no duration', () => {
    expect(read("Target creature can't block it.").problem).not.toBeNull();
    expect(
      read("Creatures with power less than Test Card's power can't block creatures you control.").problem,
    ).not.toBeNull();
    expect(read("Walls can't block it this turn.").problem).not.toBeNull();
  });
});
