import { describe, expect, it } from 'vitest';
import type { Subject } from '../../templates/card-template.js';
import { isObjectSubject, isPlayerSubject, ofYourChoice, possessor, subject } from './subject.js';
import { scan } from './test-scan.js';

const read = (text: string) => scan(subject, text);

describe('subjects (109.5, 115)', () => {
  it.each<[string, Subject]>([
    ['~', { kind: 'self' }],
    ['you', { kind: 'you' }],
    ['it', { kind: 'it' }],
    ['that creature', { kind: 'it' }],
    ['that player', { kind: 'thatPlayer' }],
    // Outside a batch trigger, "they" is a player named before (singular they); "them" may be one too.
    ['they', { kind: 'thatPlayer' }],
    ['them', { kind: 'it', them: true }],
    ['that spell', { kind: 'thatSpell' }],
    ['that spell or ability', { kind: 'thatSpell' }],
    ["that spell's controller", { kind: 'controllerOf', of: { kind: 'thatSpell' } }],
    ["that spell or ability's controller", { kind: 'controllerOf', of: { kind: 'thatSpell' } }],
    ['defending player', { kind: 'defendingPlayer' }],
    // 607.2a: the cards the source's abilities exiled.
    ['the exiled card', { kind: 'each', description: { nouns: ['card'], qualities: [{ kind: 'exiledWith' }] } }],
    ['the exiled cards', { kind: 'each', description: { nouns: ['card'], qualities: [{ kind: 'exiledWith' }] } }],
    ['its controller', { kind: 'controllerOf', of: { kind: 'it' } }],
    ["~'s owner", { kind: 'ownerOf', of: { kind: 'self' } }],
    [
      'any target',
      {
        kind: 'target',
        allowed: ['any'],
        description: { nouns: ['any'], qualities: [] },
        count: 1,
        upTo: false,
        text: 'any target',
      },
    ],
    [
      'target player',
      {
        kind: 'target',
        allowed: ['player'],
        description: { nouns: ['player'], qualities: [] },
        count: 1,
        upTo: false,
        text: 'target player',
      },
    ],
    [
      'up to two target creatures',
      {
        kind: 'target',
        allowed: ['creature'],
        description: { nouns: ['creature'], qualities: [] },
        count: 2,
        upTo: true,
        text: 'up to two target creatures',
      },
    ],
    [
      'another target creature you control',
      {
        kind: 'target',
        allowed: ['creature'],
        description: { nouns: ['creature'], qualities: [{ kind: 'controller', who: 'you' }, { kind: 'other' }] },
        count: 1,
        upTo: false,
        text: 'another target creature you control',
      },
    ],
    [
      'each opponent',
      { kind: 'each', description: { nouns: ['player'], qualities: [{ kind: 'controller', who: 'opponent' }] } },
    ],
    ['each player', { kind: 'each', description: { nouns: ['player'], qualities: [] } }],
    [
      'all creatures with flying',
      {
        kind: 'each',
        description: { nouns: ['creature'], qualities: [{ kind: 'keyword', keyword: 'flying', negated: false }] },
      },
    ],
    ['each other creature', { kind: 'each', description: { nouns: ['creature'], qualities: [{ kind: 'other' }] } }],
  ])('%s', (text, expected) => {
    expect(read(text)).toEqual({ value: expected, rest: '' });
  });

  it('says which subjects are players and which are objects', () => {
    const player = (text: string) => isPlayerSubject(read(text).value as Subject);
    const object = (text: string) => isObjectSubject(read(text).value as Subject);
    expect(['you', 'target player', 'each opponent', 'that player', 'its controller'].map(player)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['~', 'it', 'target creature', 'each creature'].map(object)).toEqual([true, true, true, true]);
    expect(player('any target')).toBe(false);
    expect(object('any target')).toBe(false);
  });

  it('reads possessors before power and toughness', () => {
    expect(scan(possessor, 'its power')).toEqual({ value: { kind: 'it' }, rest: 'power' });
    expect(scan(possessor, "~'s toughness")).toEqual({ value: { kind: 'self' }, rest: 'toughness' });
    expect(scan(possessor, "that creature's power")).toEqual({ value: { kind: 'it' }, rest: 'power' });
  });

  it('reads a number of targets the player chooses (601.2c, 115.1)', () => {
    const creatures = { nouns: ['creature'], qualities: [] };
    expect(read('any number of target creatures each')).toEqual({
      value: {
        kind: 'target',
        allowed: ['creature'],
        description: creatures,
        count: null,
        upTo: true,
        text: 'any number of target creatures',
      },
      rest: 'each',
    });
    expect(read('one, two, or three target creatures')).toEqual({
      value: {
        kind: 'target',
        allowed: ['creature'],
        description: creatures,
        count: 3,
        upTo: true,
        min: 1,
        text: 'one, two, or three target creatures',
      },
      rest: '',
    });
    expect(read('one or two targets')).toEqual({
      value: {
        kind: 'target',
        allowed: ['any'],
        description: { nouns: ['any'], qualities: [] },
        count: 2,
        upTo: true,
        min: 1,
        text: 'one or two targets',
      },
      rest: '',
    });
    expect(read('any number of targets')?.value).toMatchObject({ allowed: ['any'], count: null, upTo: true });
    // Not a range: "one target creature" is a plain count, "one or three" is no run of numbers.
    expect(read('one target creature')?.value).toMatchObject({ count: 1, upTo: false });
    expect(read('one or three target creatures').value).toBeNull();
  });

  it('"X target creatures", "each of up to two target creatures", "target creatures and/or planeswalkers"', () => {
    // 601.2b: as many targets as the announced X.
    expect(read('X target creatures')?.value).toMatchObject({ count: null, upTo: false, countX: true });
    expect(read('up to X target creatures')?.value).toMatchObject({ count: null, upTo: true, countX: true });
    expect(read('each of X targets')?.value).toMatchObject({ allowed: ['any'], count: null, countX: true });
    // "each of": every one of several targets; one target is never written so.
    expect(read('each of up to two target creatures')).toEqual({
      value: {
        kind: 'target',
        allowed: ['creature'],
        description: { nouns: ['creature'], qualities: [] },
        count: 2,
        upTo: true,
        text: 'up to two target creatures',
      },
      rest: '',
    });
    expect(read('each of up to three targets')?.value).toMatchObject({ allowed: ['any'], count: 3, upTo: true });
    expect(read('each of two target creatures')?.value).toMatchObject({ count: 2, upTo: false });
    expect(read('each of target creature').value).toBeNull();
    // "and/or" between bare plural nouns: each target is one of them; the words after the last hold for both.
    expect(read('up to two target creatures and/or planeswalkers your opponents control')?.value).toMatchObject({
      allowed: ['creature', 'planeswalker'],
      description: { nouns: ['creature', 'planeswalker'], qualities: [{ kind: 'controller', who: 'opponent' }] },
    });
    expect(read('two target red creatures and/or planeswalkers')).toMatchObject({ rest: 'and/or planeswalkers' });
  });

  it('"all creatures target player controls": the target player is a subject of its own (115.1)', () => {
    expect(read("all cards from target player's graveyard").value).toEqual({
      kind: 'each',
      description: { nouns: ['card'], qualities: [{ kind: 'zone', zone: 'graveyard', whose: 'that' }] },
      player: {
        kind: 'target',
        allowed: ['player'],
        description: { nouns: ['player'], qualities: [] },
        count: 1,
        upTo: false,
        text: 'target player',
      },
    });
    expect(read('all creatures target opponent controls')).toEqual({
      value: {
        kind: 'each',
        description: { nouns: ['creature'], qualities: [{ kind: 'controlledBy', player: 'that' }] },
        player: {
          kind: 'target',
          allowed: ['player'],
          description: { nouns: ['player'], qualities: [{ kind: 'controller', who: 'opponent' }] },
          count: 1,
          upTo: false,
          text: 'target opponent',
        },
      },
      rest: '',
    });
    expect(read('each attacking creature target player controls')?.value).toMatchObject({
      description: { qualities: [{ kind: 'combat' }, { kind: 'controlledBy', player: 'that' }] },
      player: { text: 'target player' },
    });
    // Not "controls": the words stay for the phrase after.
    expect(read('all cards target player owns')).toMatchObject({ rest: 'target player owns' });
  });

  it('points at the word after "target" when nothing can be targeted there', () => {
    expect(read('target wibble')).toEqual({ value: null, rest: 'target wibble' });
    expect(read('your library')).toEqual({ value: null, rest: 'your library' });
  });

  it('"a red source of your choice", "a creature of your choice with shadow": chosen as it resolves (609.7a)', () => {
    const red = { kind: 'color', color: 'R', negated: false };
    expect(scan(ofYourChoice, 'a red source of your choice would deal')).toEqual({
      value: { kind: 'chosen', description: { nouns: ['source'], qualities: [red] }, count: 1 },
      rest: 'would deal',
    });
    expect(scan(ofYourChoice, 'a creature of your choice with shadow would').value).toEqual({
      kind: 'chosen',
      description: { nouns: ['creature'], qualities: [{ kind: 'keyword', keyword: 'shadow', negated: false }] },
      count: 1,
    });
    expect(scan(ofYourChoice, 'a red source would deal')).toEqual({ value: null, rest: 'a red source would deal' });
  });
});
