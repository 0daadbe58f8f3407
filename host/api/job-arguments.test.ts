import { describe, expect, it } from 'vitest';
import { HostError } from '../workspace/host-error.js';
import { compileRequest, downloadRequest, downloadSource, searchQuery } from './job-arguments.js';

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(HostError);
    expect((error as HostError).code).toBe('invalid-argument');
    return (error as HostError).message;
  }
  throw new Error('expected a refusal');
}

describe('compile arguments', () => {
  it('accepts an empty request, an output path and strict', () => {
    expect(compileRequest({}, 'options')).toEqual({});
    expect(compileRequest({ out: 'packs/a.zip', strict: true }, 'options')).toEqual({
      out: 'packs/a.zip',
      strict: true,
    });
  });

  it('refuses wrong types, unknown fields and non-objects', () => {
    expect(refusal(() => compileRequest({ out: 3 }, 'options'))).toBe('options.out must be a string');
    expect(refusal(() => compileRequest({ strict: 'yes' }, 'options'))).toBe('options.strict must be true or false');
    expect(refusal(() => compileRequest({ output: 'x.zip' }, 'options'))).toMatch(/unknown field "output"/);
    for (const value of [null, [], 'x', 1, new Date()]) refusal(() => compileRequest(value, 'options'));
  });
});

describe('download arguments', () => {
  const base = { source: 'scryfall', folder: '', force: false };

  it('accepts each query shape', () => {
    const queries = [
      { name: 'Shock' },
      { search: 'is:filterland' },
      { multiverseId: 129732 },
      { multiverseIds: [1, 2] },
      {
        picks: [
          { name: 'Shock', multiverseId: 129732 },
          { name: 'Fire // Ice', multiverseId: null },
        ],
      },
    ];
    for (const query of queries) expect(downloadRequest({ ...base, query }, 'request')).toEqual({ ...base, query });
  });

  it('refuses bad ids, sources, folders, flags and shapes', () => {
    refusal(() => downloadRequest({ ...base, query: { multiverseId: -1 } }, 'request'));
    refusal(() => downloadRequest({ ...base, query: { multiverseId: 1.5 } }, 'request'));
    refusal(() => downloadRequest({ ...base, query: { multiverseIds: ['1'] } }, 'request'));
    refusal(() => downloadRequest({ ...base, query: { picks: [{ name: 'x' }] } }, 'request'));
    refusal(() => downloadRequest({ ...base, query: { name: 'x', search: 'y' } }, 'request'));
    refusal(() => downloadRequest({ ...base, query: { url: 'http://evil' } }, 'request'));
    refusal(() => downloadRequest({ ...base, query: { name: 'x'.repeat(1001) } }, 'request'));
    refusal(() => downloadRequest({ ...base, source: 'mtggoldfish', query: { name: 'x' } }, 'request'));
    refusal(() => downloadRequest({ ...base, folder: 7, query: { name: 'x' } }, 'request'));
    refusal(() => downloadRequest({ ...base, force: 'no', query: { name: 'x' } }, 'request'));
    refusal(() => downloadRequest({ source: 'scryfall', query: { name: 'x' } }, 'request'));
  });

  it('checks search queries and sources', () => {
    expect(searchQuery({ search: 'shock' }, 'query')).toEqual({ search: 'shock' });
    expect(searchQuery({ name: 'Shock' }, 'query')).toEqual({ name: 'Shock' });
    refusal(() => searchQuery({ multiverseId: 1 }, 'query'));
    expect(downloadSource('gatherer', 'source')).toBe('gatherer');
    refusal(() => downloadSource('Gatherer', 'source'));
  });
});

describe('download picks', () => {
  it('takes a pick whose id is no multiverse id (0) as a card without one, so one pick cannot fail the batch', () => {
    const request = downloadRequest(
      {
        query: {
          picks: [
            { name: 'Goblin A', multiverseId: 0 },
            { name: 'Goblin B', multiverseId: 12 },
          ],
        },
        source: 'scryfall',
        folder: '',
        force: false,
      },
      'request',
    );
    expect(request.query).toEqual({
      picks: [
        { name: 'Goblin A', multiverseId: null },
        { name: 'Goblin B', multiverseId: 12 },
      ],
    });
    expect(
      refusal(() =>
        downloadRequest(
          { query: { picks: [{ name: 'x', multiverseId: '1' }] }, source: 'scryfall', folder: '', force: false },
          'request',
        ),
      ),
    ).toMatch(/must be a number or null/);
  });
});
