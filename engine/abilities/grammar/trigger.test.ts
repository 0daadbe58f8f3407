import { describe, expect, it } from 'vitest';
import type { TriggerEvent } from '../../templates/card-template.js';
import { stepTrigger, triggerEvent } from './trigger.js';
import { scan } from './test-scan.js';

const self = { kind: 'self' } as const;

describe('trigger events (603.1)', () => {
  it.each<[string, TriggerEvent]>([
    ['~ enters the battlefield', { kind: 'zoneChange', what: self, from: null, to: 'battlefield' }],
    ['~ enters', { kind: 'zoneChange', what: self, from: null, to: 'battlefield' }],
    // 702.63a (vanishing).
    ['the last time counter is removed from ~', { kind: 'lastCounterRemoved', what: self, counter: 'time' }],
    // 702.112b.
    ['~ becomes renowned', { kind: 'becomesDesignated', what: self, designation: 'renowned' }],
    ['~ becomes monstrous', { kind: 'becomesDesignated', what: self, designation: 'monstrous' }],
    // 701.39.
    [
      'you exert a creature',
      {
        kind: 'exerted',
        who: 'you',
        what: { kind: 'matching', description: { nouns: ['creature'], qualities: [] } },
      },
    ],
    ['~ dies', { kind: 'zoneChange', what: self, from: 'battlefield', to: 'graveyard' }],
    [
      '~ is put into a graveyard from the battlefield',
      { kind: 'zoneChange', what: self, from: 'battlefield', to: 'graveyard' },
    ],
    ['~ leaves the battlefield', { kind: 'zoneChange', what: self, from: 'battlefield', to: null }],
    ['~ attacks', { kind: 'attacks', what: self }],
    ['~ blocks', { kind: 'blocks', what: self, blocksACreature: false }],
    ['~ blocks a creature', { kind: 'blocks', what: self, blocksACreature: true }],
    ['~ becomes blocked', { kind: 'becomesBlocked', what: self }],
    // 509.5d: once per blocker.
    [
      '~ becomes blocked by a creature',
      { kind: 'becomesBlocked', what: self, by: { nouns: ['creature'], qualities: [] } },
    ],
    [
      '~ blocks or becomes blocked by a nonblack creature',
      {
        kind: 'becomesBlocked',
        what: self,
        by: { nouns: ['creature'], qualities: [{ kind: 'color', color: 'B', negated: true }] },
        orBlocks: true,
      },
    ],
    ["~ attacks and isn't blocked", { kind: 'attacksUnblocked', what: self }],
    [
      'enchanted creature dies',
      {
        kind: 'zoneChange',
        what: { kind: 'attached', how: 'enchanted', noun: 'creature' },
        from: 'battlefield',
        to: 'graveyard',
      },
    ],
    [
      'equipped creature deals combat damage to a player',
      {
        kind: 'dealsDamage',
        what: { kind: 'attached', how: 'equipped', noun: 'creature' },
        combat: true,
        to: { nouns: ['player'], qualities: [] },
      },
    ],
    [
      '~ attacks or blocks',
      {
        kind: 'anyOf',
        events: [
          { kind: 'attacks', what: self },
          { kind: 'blocks', what: self, blocksACreature: false },
        ],
      },
    ],
    [
      '~ deals combat damage to a player',
      { kind: 'dealsDamage', what: self, combat: true, to: { nouns: ['player'], qualities: [] } },
    ],
    ['~ deals damage', { kind: 'dealsDamage', what: self, combat: false, to: null }],
    ['~ is dealt damage', { kind: 'isDealtDamage', what: self }],
    ['~ becomes tapped', { kind: 'becomesTapped', what: self }],
    ['~ becomes untapped', { kind: 'becomesUntapped', what: self }],
    // 506.3: what it attacks.
    [
      'a creature attacks you',
      {
        kind: 'attacks',
        what: { kind: 'matching', description: { nouns: ['creature'], qualities: [] } },
        attacking: 'you',
      },
    ],
    [
      'a creature attacks you or a planeswalker you control',
      {
        kind: 'attacks',
        what: { kind: 'matching', description: { nouns: ['creature'], qualities: [] } },
        attacking: 'youOrYourPlaneswalkers',
      },
    ],
    // 106.12a.
    [
      'enchanted land is tapped for mana',
      { kind: 'tappedForMana', what: { kind: 'attached', how: 'enchanted', noun: 'land' }, who: 'each' },
    ],
    ['you tap ~ for mana', { kind: 'tappedForMana', who: 'you', what: self }],
    [
      'a player taps a land for mana',
      {
        kind: 'tappedForMana',
        who: 'each',
        what: { kind: 'matching', description: { nouns: ['land'], qualities: [] } },
      },
    ],
    [
      'a creature you control dies',
      {
        kind: 'zoneChange',
        what: {
          kind: 'matching',
          description: { nouns: ['creature'], qualities: [{ kind: 'controller', who: 'you' }] },
        },
        from: 'battlefield',
        to: 'graveyard',
      },
    ],
    [
      'another creature enters the battlefield under your control',
      {
        kind: 'zoneChange',
        what: {
          kind: 'matching',
          description: { nouns: ['creature'], qualities: [{ kind: 'other' }, { kind: 'controller', who: 'you' }] },
        },
        from: null,
        to: 'battlefield',
      },
    ],
    ['you cast a spell', { kind: 'castSpell', who: 'you', spell: { nouns: ['spell'], qualities: [] } }],
    [
      'an opponent casts a creature spell',
      {
        kind: 'castSpell',
        who: 'opponent',
        spell: { nouns: ['spell'], qualities: [{ kind: 'type', type: 'creature', negated: false }] },
      },
    ],
    ['you gain life', { kind: 'gainLife', who: 'you' }],
    // 720.3.
    ['you become the monarch', { kind: 'becomesMonarch', who: 'you' }],
    ['an opponent becomes the monarch', { kind: 'becomesMonarch', who: 'opponent' }],
    ['a player becomes the monarch', { kind: 'becomesMonarch', who: 'each' }],
    [
      '~ or another creature you control dies',
      {
        kind: 'anyOf',
        events: [
          { kind: 'zoneChange', what: self, from: 'battlefield', to: 'graveyard' },
          {
            kind: 'zoneChange',
            what: {
              kind: 'matching',
              description: { nouns: ['creature'], qualities: [{ kind: 'controller', who: 'you' }, { kind: 'other' }] },
            },
            from: 'battlefield',
            to: 'graveyard',
          },
        ],
      },
    ],
    ['a player draws a card', { kind: 'draws', who: 'each' }],
    // 404.2: whose graveyard is the card's owner's; a permanent comes from the battlefield (603.6c, looks back).
    [
      "a card is put into an opponent's graveyard from anywhere",
      {
        kind: 'zoneChange',
        what: { kind: 'matching', description: { nouns: ['card'], qualities: [{ kind: 'owner', who: 'opponent' }] } },
        from: null,
        to: 'graveyard',
        player: 'zoneOwner',
      },
    ],
    [
      "a nontoken permanent is put into a player's graveyard from the battlefield",
      {
        kind: 'zoneChange',
        what: { kind: 'matching', description: { nouns: ['permanent'], qualities: [{ kind: 'token', token: false }] } },
        from: 'battlefield',
        to: 'graveyard',
        player: 'zoneOwner',
      },
    ],
    [
      'enchanted artifact is put into a graveyard',
      {
        kind: 'zoneChange',
        what: { kind: 'attached', how: 'enchanted', noun: 'artifact' },
        from: 'battlefield',
        to: 'graveyard',
      },
    ],
    [
      '~ is put into your graveyard from your library',
      { kind: 'zoneChange', what: self, from: 'library', to: 'graveyard' },
    ],
    ['~ is put into your hand from your graveyard', { kind: 'zoneChange', what: self, from: 'graveyard', to: 'hand' }],
  ])('%s', (text, expected) => {
    expect(scan(triggerEvent, text)).toEqual({ value: expected, rest: '' });
  });

  it.each<[string, TriggerEvent]>([
    ['the beginning of your upkeep', { kind: 'beginningOfStep', step: 'upkeep', whose: 'you' }],
    ['the beginning of each upkeep', { kind: 'beginningOfStep', step: 'upkeep', whose: 'each' }],
    ["the beginning of each opponent's upkeep", { kind: 'beginningOfStep', step: 'upkeep', whose: 'opponent' }],
    ["the beginning of each player's end step", { kind: 'beginningOfStep', step: 'end', whose: 'each' }],
    ['the beginning of the end step', { kind: 'beginningOfStep', step: 'end', whose: 'each' }],
    ['the beginning of your draw step', { kind: 'beginningOfStep', step: 'draw', whose: 'you' }],
    ['the beginning of combat on your turn', { kind: 'beginningOfStep', step: 'beginningOfCombat', whose: 'you' }],
    ['end of combat', { kind: 'beginningOfStep', step: 'endOfCombat', whose: 'each' }],
    // 303.4: the player an Aura is attached to, or the controller of its permanent.
    ["the beginning of enchanted player's upkeep", { kind: 'beginningOfStep', step: 'upkeep', whose: 'attached' }],
    [
      "the beginning of the upkeep of enchanted creature's controller",
      { kind: 'beginningOfStep', step: 'upkeep', whose: 'attached' },
    ],
    [
      "the beginning of the end step of enchanted permanent's controller",
      { kind: 'beginningOfStep', step: 'end', whose: 'attached' },
    ],
    [
      "the beginning of the draw step of enchanted creature's controller",
      { kind: 'beginningOfStep', step: 'draw', whose: 'attached' },
    ],
  ])('at %s', (text, expected) => {
    expect(scan(stepTrigger, text)).toEqual({ value: expected, rest: '' });
  });

  const yourCreatures = { nouns: ['creature'], qualities: [{ kind: 'controller', who: 'you' }] } as const;
  it.each<[string, TriggerEvent]>([
    // 603.2c: one trigger for the batch.
    [
      'one or more creatures you control attack',
      { kind: 'attacks', what: { kind: 'matching', description: yourCreatures }, batch: true },
    ],
    [
      'one or more other creatures you control attack',
      {
        kind: 'attacks',
        what: {
          kind: 'matching',
          description: { nouns: ['creature'], qualities: [...yourCreatures.qualities, { kind: 'other' }] },
        },
        batch: true,
      },
    ],
    [
      'one or more creatures you control deal combat damage to a player',
      {
        kind: 'dealsDamage',
        what: { kind: 'matching', description: yourCreatures },
        combat: true,
        to: { nouns: ['player'], qualities: [] },
        batch: true,
      },
    ],
    // Battalion.
    [
      '~ and at least two other creatures attack',
      { kind: 'attacks', what: self, together: { count: 2, others: { nouns: ['creature'], qualities: [] } } },
    ],
    [
      '~ and at least one other Warrior attack',
      {
        kind: 'attacks',
        what: self,
        together: {
          count: 1,
          others: { nouns: ['permanent'], qualities: [{ kind: 'subtype', subtype: 'Warrior', negated: false }] },
        },
      },
    ],
    // 603.8: state triggers.
    [
      'you control no Islands',
      {
        kind: 'state',
        condition: {
          kind: 'count',
          of: {
            nouns: ['permanent'],
            qualities: [
              { kind: 'subtype', subtype: 'Island', negated: false },
              { kind: 'controller', who: 'you' },
            ],
          },
          op: '=',
          value: 0,
        },
      },
    ],
  ])('%s', (text, expected) => {
    expect(scan(triggerEvent, text)).toEqual({ value: expected, rest: '' });
  });

  it('leaves batches and states it cannot execute unread', () => {
    expect(scan(triggerEvent, 'one or more creatures you control fight').value).toBeNull();
    expect(scan(triggerEvent, '~ and at least two other creatures block').value).toBeNull();
    expect(scan(triggerEvent, "it's your turn").value).toBeNull();
  });

  it('reads nothing from words that are no trigger', () => {
    expect(scan(triggerEvent, '~ frobnicates')).toEqual({ value: null, rest: '~ frobnicates' });
    expect(scan(stepTrigger, 'the beginning of the moon')).toEqual({ value: null, rest: 'the beginning of the moon' });
  });
});

describe('becoming a target (601.2c, 602.2b, 603.3d)', () => {
  const spell = { nouns: ['spell'], qualities: [] } as const;
  const byAny = { spell, abilities: true, who: 'each' } as const;
  const you = { kind: 'you' } as const;
  it.each<[string, TriggerEvent]>([
    ['~ becomes the target of a spell or ability', { kind: 'becomesTarget', what: self, by: byAny }],
    [
      '~ becomes the target of a spell or ability an opponent controls',
      { kind: 'becomesTarget', what: self, by: { ...byAny, who: 'opponent' } },
    ],
    [
      '~ becomes the target of a spell',
      { kind: 'becomesTarget', what: self, by: { spell, abilities: false, who: 'each' } },
    ],
    [
      'a creature you control becomes the target of an instant or sorcery spell',
      {
        kind: 'becomesTarget',
        what: {
          kind: 'matching',
          description: { nouns: ['creature'], qualities: [{ kind: 'controller', who: 'you' }] },
        },
        by: {
          spell: {
            nouns: ['spell'],
            qualities: [
              {
                kind: 'anyOf',
                qualities: [
                  { kind: 'type', type: 'instant', negated: false },
                  { kind: 'type', type: 'sorcery', negated: false },
                ],
              },
            ],
          },
          abilities: false,
          who: 'each',
        },
      },
    ],
    [
      'you become the target of a spell or ability an opponent controls',
      { kind: 'becomesTarget', what: you, by: { ...byAny, who: 'opponent' } },
    ],
    [
      'you or a permanent you control becomes the target of a spell or ability you control',
      {
        kind: 'anyOf',
        events: [
          { kind: 'becomesTarget', what: you, by: { ...byAny, who: 'you' } },
          {
            kind: 'becomesTarget',
            what: {
              kind: 'matching',
              description: { nouns: ['permanent'], qualities: [{ kind: 'controller', who: 'you' }] },
            },
            by: { ...byAny, who: 'you' },
          },
        ],
      },
    ],
    // Heroic: the spell's caster is the watcher's controller.
    [
      'you cast a spell that targets ~',
      { kind: 'becomesTarget', what: self, by: { spell, abilities: false, who: 'you' } },
    ],
    [
      '~ enters the battlefield or becomes the target of a spell',
      {
        kind: 'anyOf',
        events: [
          { kind: 'zoneChange', what: self, from: null, to: 'battlefield' },
          { kind: 'becomesTarget', what: self, by: { spell, abilities: false, who: 'each' } },
        ],
      },
    ],
  ])('%s', (text, expected) => {
    expect(scan(triggerEvent, text)).toEqual({ value: expected, rest: '' });
  });

  it('"for the first time each turn" after "a spell or ability" (the count of every targeting this turn)', () => {
    expect(scan(triggerEvent, '~ becomes the target of a spell or ability for the first time each turn')).toEqual({
      value: { kind: 'becomesTarget', what: self, by: byAny, firstTimeEachTurn: true },
      rest: '',
    });
  });

  it('leaves what it cannot read ("a spell … for the first time each turn", a card as the targeter)', () => {
    expect(scan(triggerEvent, '~ becomes the target of a spell for the first time each turn').rest).toBe(
      'for the first time each turn',
    );
    expect(scan(triggerEvent, '~ becomes the target of a creature card').value).toBeNull();
  });
});
