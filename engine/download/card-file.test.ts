import { describe, expect, it } from 'vitest';
import { expectRoundTrip } from '../../test/unit/download/round-trip.js';
import { toCardFile } from './card-file.js';
import type { DownloadedCard, DownloadedFace } from './downloaded-card.js';

function face(partial: Partial<DownloadedFace> & Pick<DownloadedFace, 'name' | 'typeLine'>): DownloadedFace {
  return {
    manaCost: null,
    text: [],
    power: null,
    toughness: null,
    loyalty: null,
    colors: null,
    colorIndicator: null,
    ...partial,
  };
}

function card(faces: DownloadedFace[], layout: DownloadedCard['layout'] = 'normal'): DownloadedCard {
  return {
    name: faces.map((f) => f.name).join(' // '),
    layout,
    faces,
    multiverseIds: [],
    source: 'scryfall',
    sourceUrl: 'https://example.test/card',
    language: 'en',
  };
}

// Oracle data from ../shared/fixtures/cards-sample.jsonl (Shock, 10E #129732; Mystic Gate, SHM #146746).
const shock = card([
  face({
    name: 'Shock',
    manaCost: '{R}',
    typeLine: 'Instant',
    text: ['Shock deals 2 damage to any target.'],
    colors: ['R'],
  }),
]);

describe('toCardFile', () => {
  it('writes Shock the way an author would', () => {
    expect(toCardFile(shock)).toBe('name Shock\ncost {R}\ntype instant\ntext ~ deals 2 damage to any target.\n');
    expectRoundTrip(shock);
  });

  it('writes a filter land with its hybrid cost in the text', () => {
    const gate = card([
      face({
        name: 'Mystic Gate',
        typeLine: 'Land',
        text: ['{T}: Add {C}.', '{W/U}, {T}: Add {W}{W}, {W}{U}, or {U}{U}.'],
        colors: [],
      }),
    ]);
    expect(toCardFile(gate)).toBe(
      'name Mystic Gate\ntype land\ntext {T}: Add {C}.\ntext {W/U}, {T}: Add {W}{W}, {W}{U}, or {U}{U}.\n',
    );
    expectRoundTrip(gate);
  });

  it('gives each card type its own line with the subtypes that belong to it', () => {
    const arbor = card([
      face({
        name: 'Dryad Arbor',
        typeLine: 'Land Creature — Forest Dryad',
        text: ['(Dryad Arbor isn\'t a spell, it\'s affected by summoning sickness, and it has "{T}: Add {G}.")'],
        power: '1',
        toughness: '1',
        colors: ['G'],
        colorIndicator: ['G'],
      }),
    ]);
    expect(toCardFile(arbor)).toBe(
      'name Dryad Arbor\ncolor green\ntype land - forest\ntype creature - dryad\npt 1/1\n' +
        'text (~ isn\'t a spell, it\'s affected by summoning sickness, and it has "{T}: Add {G}.")\n',
    );
    expectRoundTrip(arbor);
  });

  it('writes no color line when the cost says the colors, and one when it does not', () => {
    const ghostfire = card([face({ name: 'Ghostfire', manaCost: '{2}{R}', typeLine: 'Instant', colors: ['R'] })]);
    expect(toCardFile(ghostfire)).not.toContain('color');
    const odd = card([face({ name: 'Odd', manaCost: '{2}{R}', typeLine: 'Instant', colors: ['U'] })]);
    expect(toCardFile(odd)).toContain('color blue\n');
  });

  it('uses the short name of a legendary card and leaves longer names alone', () => {
    const bolas = card([
      face({
        name: 'Nicol Bolas, the Ravager',
        manaCost: '{1}{U}{B}{R}',
        typeLine: 'Legendary Creature — Elder Dragon',
        text: [
          'Flying',
          'When Nicol Bolas, the Ravager enters the battlefield, each opponent discards a card.',
          'Nicol Bolas deals 1 damage. Nicol Bolas Dragon-God stays.',
        ],
        power: '4',
        toughness: '4',
      }),
    ]);
    const text = toCardFile(bolas);
    expect(text).toContain('text When ~ enters the battlefield, each opponent discards a card.\n');
    expect(text).toContain('text ~ deals 1 damage. Nicol Bolas Dragon-God stays.\n');
    expect(text).toContain('super legendary\ntype creature - elder dragon\n');
  });

  it('normalizes loyalty costs to ASCII signs', () => {
    const walker = card([
      face({
        name: 'Jace',
        manaCost: '{1}{U}{U}',
        typeLine: 'Planeswalker — Jace',
        loyalty: '3',
        text: ['＋2: Draw.', '−1: Mill.', '[-10]: Win.', '0: Nothing.'],
      }),
    ]);
    expect(toCardFile(walker)).toBe(
      'name Jace\ncost {1}{U}{U}\ntype planeswalker - jace\nloyalty 3\ntext +2: Draw.\ntext -1: Mill.\ntext -10: Win.\ntext 0: Nothing.\n',
    );
  });

  it('writes an adventure card with both faces', () => {
    const altar = card(
      [
        face({
          name: 'Altar of Bhaal',
          manaCost: '{1}{B}',
          typeLine: 'Artifact',
          text: [
            '{2}{B}, {T}, Exile a creature you control, Sacrifice Altar of Bhaal: Return target creature card from your graveyard to the battlefield. Activate only as a sorcery.',
          ],
        }),
        face({
          name: 'Bone Offering',
          manaCost: '{2}{B}',
          typeLine: 'Sorcery — Adventure',
          text: ['Create a tapped 4/1 black Skeleton creature token with menace.'],
        }),
      ],
      'adventure',
    );
    expect(toCardFile(altar)).toBe(
      'layout adventure\n\nface Altar of Bhaal\ncost {1}{B}\ntype artifact\n' +
        'text {2}{B}, {T}, Exile a creature you control, Sacrifice ~: Return target creature card from your graveyard to the battlefield. Activate only as a sorcery.\n' +
        '\nface Bone Offering\ncost {2}{B}\ntype sorcery - adventure\ntext Create a tapped 4/1 black Skeleton creature token with menace.\n',
    );
    expectRoundTrip(altar);
  });
});
