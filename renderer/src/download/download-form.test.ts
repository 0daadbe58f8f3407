import { describe, expect, it } from 'vitest';
import type { CardMatch, DownloadError, DownloadReport } from '../../../host/contract.js';
import {
  errorText,
  matchKey,
  matchLabel,
  outcomeOf,
  outcomeSummary,
  picksOf,
  queryOf,
  skippedLines,
  skippedText,
} from './download-form.js';

const match = (name: string, multiverseId: number | null, extra: Partial<CardMatch> = {}): CardMatch => ({
  name,
  multiverseId,
  ref: null,
  typeLine: null,
  manaCost: null,
  language: null,
  ...extra,
});

describe('queryOf', () => {
  it('turns the field into a query by what it holds', () => {
    expect(queryOf('name', '  Shock ')).toEqual({ query: { name: 'Shock' } });
    expect(queryOf('search', 'is:filterland')).toEqual({ query: { search: 'is:filterland' } });
    expect(queryOf('id', '129732')).toEqual({ query: { multiverseId: 129732 } });
  });

  it('explains an empty field or a bad id', () => {
    expect(queryOf('name', ' ')).toEqual({ problem: 'Type a card name.' });
    expect(queryOf('id', '12a')).toEqual({ problem: 'A multiverse id is a positive whole number.' });
    expect(queryOf('id', '0')).toEqual({ problem: 'A multiverse id is a positive whole number.' });
  });
});

describe('matches', () => {
  it('labels a match and picks the ticked ones in order', () => {
    const matches = [
      match('Shock', 129732, { typeLine: 'Instant', manaCost: '{R}' }),
      match('Fire // Ice', null),
      match('Shock', 1234, { language: 'de' }),
    ];
    expect(matchLabel(matches[0] as CardMatch)).toBe('Shock · Instant · {R} · #129732');
    expect(matchLabel(matches[2] as CardMatch)).toBe('Shock · #1234 · de');
    const ticked = new Set([matchKey(matches[2] as CardMatch, 2), matchKey(matches[1] as CardMatch, 1)]);
    expect(picksOf(matches, ticked)).toEqual([
      { name: 'Fire // Ice', multiverseId: null },
      { name: 'Shock', multiverseId: 1234 },
    ]);
  });
});

describe('outcomeOf', () => {
  const card = {
    name: 'Shock',
    layout: 'normal',
    faces: [],
    multiverseIds: [],
    source: 'scryfall',
    sourceUrl: '',
    language: null,
  } as const;
  const report: DownloadReport = {
    source: 'scryfall',
    error: null,
    items: [
      { status: 'written', name: 'Shock', path: 'Shock.card', text: 'x', warnings: [], card, note: null },
      { status: 'exists', name: 'Shock', path: 'Shock.card', text: 'x', card },
      { status: 'exists', name: 'Bolt', path: 'Bolt.card', text: 'y', card },
      {
        status: 'failed',
        name: '#9',
        error: { code: 'malformed', message: 'Cannot read the page.', url: 'http://x/9', suggestions: [] },
      },
    ],
  };

  it('separates new, existing (not written by this batch) and failed cards', () => {
    const outcome = outcomeOf(report);
    expect(outcome.written.map((i) => i.path)).toEqual(['Shock.card']);
    expect(outcome.existing.map((i) => i.path)).toEqual(['Bolt.card']);
    expect(outcome.failed.map((i) => i.name)).toEqual(['#9']);
    expect(outcomeSummary(outcome)).toBe('Downloaded Shock.card. Skipped 1.');
    expect(errorText(outcome.failed[0]!.error)).toBe('Cannot read the page. (http://x/9)');
    const unknown = { code: 'unknown-id', message: 'No card #9.', url: 'http://x/9', suggestions: [] } as const;
    expect(errorText(unknown)).toBe('No card #9.');
  });

  const written = (path: string) =>
    ({ status: 'written', name: path, path, text: '', warnings: [], card, note: null }) as const;
  const failed = (name: string, message: string, code: DownloadError['code'] = 'unknown-id') =>
    ({ status: 'failed', name, error: { code, message, url: null, suggestions: [] } }) as const;

  it('counts a large batch instead of naming every file, and says how many were skipped', () => {
    const batch = outcomeOf({
      source: 'scryfall',
      error: null,
      items: [
        ...Array.from({ length: 125 }, (_, i) => written(`goblins/goblin-${i}.card`)),
        failed('Goblin Piker', 'A card named Goblin Piker already exists at creatures-combat/goblin-piker.card.'),
      ],
    });
    expect(outcomeSummary(batch)).toBe('Downloaded 125 cards into goblins/. Skipped 1.');
    expect(outcomeSummary(outcomeOf({ source: 'scryfall', error: null, items: [failed('X', 'No.')] }))).toBe(
      'No new files. Skipped 1.',
    );
  });

  it('lists each skipped card with its reason, once per reason shared by several', () => {
    const lines = skippedLines([
      failed('Goblin Piker', 'A card named Goblin Piker already exists at creatures-combat/goblin-piker.card.'),
      failed('Goblin A', 'Scryfall did not answer in time.', 'timeout'),
      failed('Goblin B', 'Scryfall did not answer in time.', 'timeout'),
    ]);
    expect(lines.map(skippedText)).toEqual([
      'A card named Goblin Piker already exists at creatures-combat/goblin-piker.card.',
      'Goblin A, Goblin B: Scryfall did not answer in time.',
    ]);
  });
});
