import { describe, expect, it } from 'vitest';
import { card, oddity, shock } from './testing/sample-cards.js';
import { validateTemplate } from './validate-template.js';

function roundTrip(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value)) as unknown;
}

describe('validateTemplate', () => {
  it('accepts well-formed templates and returns them unchanged', () => {
    for (const template of [card(), shock, oddity]) {
      const result = validateTemplate(roundTrip(template));
      expect(result).toEqual({ ok: true, card: template });
    }
  });

  it('accepts multi-face cards', () => {
    const { layout: _l, faces: _f, unknownLines: _u, ...front } = card({ name: 'Front' });
    const back = { ...front, name: 'Back', manaCost: null, colorIndicator: ['G' as const] };
    const template = card({ name: 'Front // Back', layout: 'transform', faces: [front, back] });
    expect(validateTemplate(roundTrip(template))).toEqual({ ok: true, card: template });
    const withTemplateAsFace = roundTrip(card({ faces: [card()] }));
    expect(validateTemplate(withTemplateAsFace).ok).toBe(false);
  });

  it('names the path of every mismatch', () => {
    const bad = roundTrip(card()) as Record<string, unknown>;
    bad['power'] = 1;
    bad['types'] = ['creature', 'wizard'];
    bad['layout'] = 'sideways';
    const result = validateTemplate(bad);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((e) => e.path)).toEqual(['$.types[1]', '$.power', '$.layout']);
    expect(result.errors[0]?.message).toContain('"wizard"');
    expect(result.errors[1]?.message).toBe('expected a string, got the number 1');
  });

  it('checks inside abilities, costs and effects', () => {
    const bad = roundTrip(card()) as { abilities: { costs: unknown[]; effects: unknown[] }[] };
    const ability = bad.abilities[0];
    if (!ability) throw new Error('fixture');
    ability.costs[0] = { kind: 'dance' };
    ability.effects[0] = { options: [[{ kind: 'generic', amount: -1 }]], kind: 'addMana' };
    const result = validateTemplate(bad);
    expect(result.ok ? [] : result.errors).toEqual([
      { path: '$.abilities[0].costs[0].kind', message: expect.stringContaining('got the string "dance"') as string },
      {
        path: '$.abilities[0].effects[0].options[0][0].amount',
        message: 'expected a whole number of at least 0, got the number -1',
      },
    ]);
  });

  it('rejects missing and unknown fields, and non-objects', () => {
    const bad = roundTrip(card()) as Record<string, unknown>;
    delete bad['faces'];
    bad['evil'] = true;
    const result = validateTemplate(bad);
    expect(result.ok ? [] : result.errors).toEqual([
      { path: '$.faces', message: 'is missing' },
      { path: '$.evil', message: 'is not a known field' },
    ]);
    for (const value of [null, [], 'card', 42, undefined]) expect(validateTemplate(value).ok).toBe(false);
  });

  it('is not fooled by prototype keys', () => {
    const bad = JSON.parse('{"__proto__": {"name": "x"}}') as unknown;
    expect(validateTemplate(bad).ok).toBe(false);
  });
});
