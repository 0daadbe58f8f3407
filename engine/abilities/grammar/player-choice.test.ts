import { describe, expect, it } from 'vitest';
import { effectsOf, refusal } from '../effects/test-effects.js';

const EACH_PLAYER = { kind: 'each', description: { nouns: ['player'], qualities: [] } };

describe("another player's choice (608.2d, 101.4)", () => {
  it('"Target opponent may draw a card.": the target chooses and acts as "that player"', () => {
    expect(effectsOf('Target opponent may draw a card.')).toEqual([
      {
        kind: 'optional',
        by: expect.objectContaining({ kind: 'target', allowed: ['player'] }),
        effects: [{ kind: 'drawCards', who: { kind: 'thatPlayer' }, amount: { kind: 'fixed', value: 1 } }],
        ifYouDo: [],
      },
    ]);
  });

  it('"Its controller may search …", "defending player may …", "that player may …", "they may …"', () => {
    const path = effectsOf(
      'Exile target creature. Its controller may search their library for a basic land card, put that card onto the battlefield tapped, then shuffle their library.',
    );
    expect(path[1]).toMatchObject({
      kind: 'optional',
      by: { kind: 'controllerOf', of: { kind: 'it' } },
      effects: [{ kind: 'search', who: { kind: 'thatPlayer' }, to: 'battlefield', tapped: true }],
    });
    expect(effectsOf('Whenever ~ attacks, defending player may draw a card.', '~')[0]).toMatchObject({
      by: { kind: 'defendingPlayer' },
    });
    expect(effectsOf('Whenever a player casts a spell, that player may gain 2 life.')[0]).toMatchObject({
      by: { kind: 'thatPlayer' },
      effects: [{ kind: 'gainLife', who: { kind: 'thatPlayer' } }],
    });
  });

  it('"each player may …": every player, each as "that player"', () => {
    const [effect] = effectsOf(
      'When ~ enters the battlefield, each player may search their library for a basic land card, reveal it, put it into their hand, then shuffle their library.',
      '~',
    );
    expect(effect).toMatchObject({
      kind: 'optional',
      by: EACH_PLAYER,
      effects: [{ kind: 'search', who: { kind: 'thatPlayer' }, to: 'hand', reveal: true }],
    });
    expect(effect).not.toHaveProperty('anyOne');
  });

  it('"Any player may sacrifice a land. If a player does, …": a cost the chooser pays (118.12)', () => {
    const [effect] = effectsOf(
      "When ~ enters the battlefield, any player may sacrifice a land. If a player does, put ~ on top of its owner's library.",
      '~',
    );
    expect(effect).toMatchObject({
      kind: 'optional',
      by: EACH_PLAYER,
      anyOne: true,
      effects: [{ kind: 'pay', costs: [{ kind: 'sacrifice', what: { nouns: ['land'] } }] }],
      ifYouDo: [{ kind: 'changeZone', what: { kind: 'self' }, to: 'library', position: 'top' }],
    });
  });

  it('"Any player may have ~ deal 5 damage to them. If no one does, …"', () => {
    expect(
      effectsOf('Any player may have ~ deal 5 damage to them. If no one does, target player draws three cards.', '~'),
    ).toEqual([
      expect.objectContaining({
        anyOne: true,
        effects: [
          expect.objectContaining({ kind: 'dealDamage', from: { kind: 'self' }, to: { kind: 'it', them: true } }),
        ],
        ifYouDont: [expect.objectContaining({ kind: 'drawCards', amount: { kind: 'fixed', value: 3 } })],
      }),
    ]);
  });

  it('"When you cast ~, any player may pay 5 life. If a player does, counter ~."', () => {
    expect(effectsOf('When you cast ~, any player may pay 5 life. If a player does, counter ~.', '~')[0]).toMatchObject(
      {
        effects: [{ kind: 'pay', costs: [{ kind: 'payLife', amount: 5 }] }],
        ifYouDo: [{ kind: 'counter', what: { kind: 'self' } }],
      },
    );
  });

  it('"If that player doesn\'t, …" and "For each opponent who does, …"', () => {
    expect(
      effectsOf(
        "At the beginning of each player's upkeep, that player may sacrifice a creature. If that player doesn't, they lose 5 life and you sacrifice ~.",
        '~',
      )[0],
    ).toMatchObject({
      by: { kind: 'thatPlayer' },
      ifYouDo: [],
      ifYouDont: [{ kind: 'loseLife' }, { kind: 'sacrifice', who: { kind: 'you' } }],
    });
    expect(
      effectsOf(
        'Each opponent may create X 1/1 red Elemental creature tokens with haste. For each opponent who does, create X 1/1 red Elemental creature tokens with haste.',
      )[0],
    ).toMatchObject({
      by: { kind: 'each', description: { nouns: ['player'], qualities: [{ kind: 'controller', who: 'opponent' }] } },
      eachWhoDoes: true,
      ifYouDo: [{ kind: 'createTokens', who: { kind: 'you' } }],
    });
  });

  it('each outcome in the words of its chooser', () => {
    // "If you do" is the controller's; "If a player does" is for several choosers, "If that player does" for one.
    expect(refusal('Target opponent may draw a card. If you do, you gain 2 life.')).not.toBeNull();
    expect(refusal('Target opponent may pay {1}. If a player does, you gain 2 life.')).not.toBeNull();
    expect(refusal('Each player may pay {1}. If that player does, you gain 2 life.')).not.toBeNull();
    expect(refusal('Target opponent may pay {1}. For each opponent who does, draw a card.')).not.toBeNull();
  });

  it('the searcher shuffles: "Then each player who searched their library this way shuffles it.", "If that player does, they shuffle their library."', () => {
    expect(
      effectsOf(
        'Each player may search their library for up to two basic land cards and put them onto the battlefield. Then each player who searched their library this way shuffles it.',
      ),
    ).toEqual([
      expect.objectContaining({
        by: EACH_PLAYER,
        effects: [
          expect.objectContaining({ kind: 'search', who: { kind: 'thatPlayer' }, upTo: true, to: 'battlefield' }),
        ],
        ifYouDo: [],
      }),
    ]);
    expect(
      effectsOf(
        "When enchanted creature dies, that creature's controller may search their library for a creature card and put that card onto the battlefield. If that player does, they shuffle their library.",
      )[0],
    ).toMatchObject({ by: { kind: 'controllerOf' }, effects: [{ kind: 'search' }], ifYouDo: [] });
    // Not for the controller's own search.
    expect(
      refusal(
        'Search your library for a card and put it into your hand. Then each player who searched their library this way shuffles it.',
      ),
    ).not.toBeNull();
  });

  it('not for several target players, nor "up to one"', () => {
    expect(refusal('Two target players may draw a card.')).not.toBeNull();
  });
});
