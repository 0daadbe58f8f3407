import { describe, expect, it } from 'vitest';
import { chosenEffects, modeCombinations } from '../../templates/modes.js';
import { targetsOf } from '../../templates/subjects.js';
import { parseCardText } from './parse-card-text.js';
import { describeEffect } from '../../abilities/describe.js';

/** Modal spells and abilities (700.2): a "Choose one —" line and its `•` lines are one ability. */

const parse = (...lines: string[]) => parseCardText(lines.join('\n'), 'modal.card');

describe('modal spells and abilities: grammar', () => {
  it('reads "Choose one —" and its bullet lines as one spell ability on the header line', () => {
    const { card, warnings } = parse(
      'name Blue Elemental Blast',
      'cost {U}',
      'type instant',
      'text Choose one —',
      'text • Counter target red spell.',
      'text • Destroy target red permanent.',
    );
    expect(warnings).toEqual([]);
    expect(card.abilities).toHaveLength(1);
    const [ability] = card.abilities;
    expect(ability).toMatchObject({ kind: 'spell', line: 4, text: 'Choose one —' });
    const modal = ability?.kind === 'spell' ? ability.effects[0] : undefined;
    expect(modal).toMatchObject({ kind: 'modal', min: 1, max: 1 });
    if (modal?.kind !== 'modal') throw new Error('not modal');
    expect(modal.modes.map((m) => [m.line, m.text, m.effects[0]?.kind])).toEqual([
      [5, 'Counter target red spell.', 'counter'],
      [6, 'Destroy target red permanent.', 'destroy'],
    ]);
    expect(describeEffect(modal)).toBe('choose 1: (1) counter target red spell (2) destroy target red permanent');
    // 700.2c: targets are those of the chosen modes only.
    expect(targetsOf(chosenEffects([modal], [1])).map((t) => t.text)).toEqual(['target red permanent']);
  });

  it('reads how many modes: one or both, one or more, two', () => {
    const minMax = (header: string, modes: number) => {
      const { card, warnings } = parse(
        'name M',
        'type sorcery',
        `text ${header}`,
        ...Array.from({ length: modes }, (_, i) => `text • You gain ${i + 1} life.`),
      );
      expect(warnings).toEqual([]);
      const a = card.abilities[0];
      const e = a?.kind === 'spell' ? a.effects[0] : undefined;
      return e?.kind === 'modal' ? [e.min, e.max, e.modes.length] : null;
    };
    expect(minMax('Choose one or both —', 2)).toEqual([1, 2, 2]);
    expect(minMax('Choose one or more —', 4)).toEqual([1, 4, 4]);
    expect(minMax('Choose two —', 3)).toEqual([2, 2, 3]);
    const both = parse(
      'name M',
      'type sorcery',
      'text Choose one or both —',
      'text • Draw a card.',
      'text • You gain 1 life.',
    );
    const a = both.card.abilities[0];
    const modal = a?.kind === 'spell' ? a.effects[0] : undefined;
    expect(modal?.kind === 'modal' ? modeCombinations(modal) : null).toEqual([[0], [1], [0, 1]]);
  });

  it('reads modal triggered and activated abilities, with self-references in the modes', () => {
    const { card, warnings } = parse(
      'name Knight of Autumn',
      'type creature - dryad knight',
      'pt 2/1',
      'text When Knight of Autumn enters the battlefield, choose one —',
      'text • Put two +1/+1 counters on Knight of Autumn.',
      'text • Destroy target artifact or enchantment.',
      'text • You gain 4 life.',
      'text {G}: Choose one —',
      'text • Draw a card.',
      'text • Untap target land.',
    );
    expect(warnings).toEqual([]);
    expect(card.abilities.map((a) => [a.kind, a.line])).toEqual([
      ['triggered', 4],
      ['activated', 8],
    ]);
    const trig = card.abilities[0];
    const modal = trig?.kind === 'triggered' ? trig.effects[0] : undefined;
    expect(modal?.kind === 'modal' ? modal.modes[0]?.text : null).toBe('Put two +1/+1 counters on ~.');
    expect(card.abilities[1]).toMatchObject({ isManaAbility: false });
  });

  it('refuses a bad bullet at its own line and column, and the whole modal ability with it', () => {
    const { card, warnings } = parse(
      'name Bad',
      'type instant',
      'text Choose one or both —',
      'text • Counter target red spell.',
      'text •   Target creature wibbles this turn.',
    );
    expect(card.abilities.map((a) => [a.kind, a.line, a.text])).toEqual([
      ['unparsed', 3, 'Choose one or both —'],
      ['unparsed', 4, '• Counter target red spell.'],
      ['unparsed', 5, '• Target creature wibbles this turn.'],
    ]);
    expect(warnings.map((w) => [w.line, w.column, w.code])).toEqual([
      [3, 6, 'unparsed-ability'],
      [5, 10, 'unparsed-ability'],
    ]);
    expect(warnings[0]?.message).toContain('the mode on line 5 was not understood');
    expect(warnings[1]?.message).toContain("expected an effect such as 'Draw a card.'");
  });

  it('refuses a header without modes, bullets without a header, and too few modes', () => {
    const lone = parse('name L', 'type instant', 'text Choose one —');
    expect(lone.card.abilities).toEqual([{ kind: 'unparsed', line: 3, text: 'Choose one —' }]);
    expect(lone.warnings.map((w) => [w.line, w.column])).toEqual([[3, 6]]);

    const orphan = parse('name O', 'type instant', 'text • Draw a card.');
    expect(orphan.card.abilities).toEqual([{ kind: 'unparsed', line: 3, text: '• Draw a card.' }]);
    expect(orphan.warnings[0]).toMatchObject({ line: 3, column: 6, endColumn: 7 });

    const few = parse('name F', 'type instant', 'text Choose two —', 'text • Draw a card.');
    expect(few.card.abilities.map((a) => a.kind)).toEqual(['unparsed', 'unparsed']);
    expect(few.warnings[0]?.message).toContain('at least 2 modes');

    // The line above bullets that is no header keeps its own ability; the bullets are refused.
    const other = parse('name D', 'type instant', 'text Draw a card.', 'text • You gain 1 life.');
    expect(other.card.abilities.map((a) => a.kind)).toEqual(['spell', 'unparsed']);
    expect(other.warnings.map((w) => w.line)).toEqual([4]);
  });
});
