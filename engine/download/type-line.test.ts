import { describe, expect, it } from 'vitest';
import { splitTypeLine } from './type-line.js';

describe('splitTypeLine', () => {
  it('gives each card type the subtypes that belong to it', () => {
    expect(splitTypeLine('Land Creature — Forest Dryad')).toEqual({
      supertypes: [],
      groups: [
        { type: 'land', subtypes: ['Forest'] },
        { type: 'creature', subtypes: ['Dryad'] },
      ],
    });
  });

  it('reads supertypes and tribal spells', () => {
    expect(splitTypeLine('Legendary Snow Creature — Human Wizard').supertypes).toEqual(['legendary', 'snow']);
    expect(splitTypeLine('Tribal Instant — Goblin').groups).toEqual([
      { type: 'tribal', subtypes: ['Goblin'] },
      { type: 'instant', subtypes: [] },
    ]);
    expect(splitTypeLine('Artifact Creature — Equipment Golem').groups).toEqual([
      { type: 'artifact', subtypes: ['Equipment'] },
      { type: 'creature', subtypes: ['Golem'] },
    ]);
  });

  it('reads old printed types', () => {
    expect(splitTypeLine('Mono Artifact').groups).toEqual([{ type: 'artifact', subtypes: [] }]);
    expect(splitTypeLine('Summon — Elves').groups).toEqual([{ type: 'creature', subtypes: ['Elves'] }]);
  });

  it('translates localized type words and their separators', () => {
    expect(splitTypeLine('Legendäre Kreatur - Engel')).toEqual({
      supertypes: ['legendary'],
      groups: [{ type: 'creature', subtypes: ['Engel'] }],
    });
    expect(splitTypeLine('クリーチャー ― - 鳥').groups).toEqual([{ type: 'creature', subtypes: ['鳥'] }]);
    expect(splitTypeLine('生物～ - 鸟').groups).toEqual([{ type: 'creature', subtypes: ['鸟'] }]);
    expect(splitTypeLine('Créature : - ange').groups).toEqual([{ type: 'creature', subtypes: ['ange'] }]);
    expect(splitTypeLine('Существо — Птица').groups).toEqual([{ type: 'creature', subtypes: ['Птица'] }]);
  });

  it('keeps unknown words so the parser can point at them', () => {
    expect(splitTypeLine('Widget — Thing').groups).toEqual([{ type: 'widget', subtypes: ['Thing'] }]);
  });
});
