import { describe, expect, it } from 'vitest';
import { parseCardText } from '../format/formats.js';
import { oracleCard, parseOracleRecords, sampleCardFiles } from './oracle-records.js';

// Real records, verbatim from ../shared/fixtures/cards-sample.jsonl (lines 152, 1463, 3156-3157, 12547-12548,
// 24943, 26009-26010, 4306-4307, 24881-24882).
const SHOCK_10E = `{"name": "Shock", "manaCost": "{R}", "typeLine": "Instant", "oracleText": "Shock deals 2 damage to any target.", "power": null, "toughness": null, "colors": ["R"], "multiverseIds": [129732], "set": "10E", "loyalty": null, "layout": "normal", "source": "mtgjson3"}`;
const SHOCK_6ED = `{"name": "Shock", "manaCost": "{R}", "typeLine": "Instant", "oracleText": "Shock deals 2 damage to any target.", "power": null, "toughness": null, "colors": ["R"], "multiverseIds": [14609], "set": "6ED", "loyalty": null, "layout": "normal", "source": "mtgjson3"}`;
const NIGHT_DAY = `{"name": "Night", "manaCost": "{B}", "typeLine": "Instant", "oracleText": "Target creature gets -1/-1 until end of turn.", "power": null, "toughness": null, "colors": ["B"], "multiverseIds": [26691], "set": "APC", "loyalty": null, "layout": "split", "source": "mtgjson3"}
{"name": "Day", "manaCost": "{2}{W}", "typeLine": "Instant", "oracleText": "Creatures target player controls get +1/+1 until end of turn.", "power": null, "toughness": null, "colors": ["W"], "multiverseIds": [26691], "set": "APC", "loyalty": null, "layout": "split", "source": "mtgjson3"}`;
const DELVER = `{"name": "Delver of Secrets", "manaCost": "{U}", "typeLine": "Creature — Human Wizard", "oracleText": "At the beginning of your upkeep, look at the top card of your library. You may reveal that card. If an instant or sorcery card is revealed this way, transform Delver of Secrets.", "power": "1", "toughness": "1", "colors": ["U"], "multiverseIds": [226749], "set": "ISD", "loyalty": null, "layout": "double-faced", "source": "mtgjson3"}
{"name": "Insectile Aberration", "manaCost": null, "typeLine": "Creature — Human Insect", "oracleText": "Flying", "power": "3", "toughness": "2", "colors": ["U"], "multiverseIds": [226755], "set": "ISD", "loyalty": null, "layout": "double-faced", "source": "mtgjson3"}`;
const KARN = `{"name": "Karn Liberated", "manaCost": "{7}", "typeLine": "Legendary Planeswalker — Karn", "oracleText": "+4: Target player exiles a card from their hand.\\n−3: Exile target permanent.\\n−14: Restart the game, leaving in exile all non-Aura permanent cards exiled with Karn Liberated. Then put those cards onto the battlefield under your control.", "power": null, "toughness": null, "colors": [], "multiverseIds": [489674, 491334], "set": "2XM", "loyalty": "6", "layout": null, "source": "GathererScraper"}`;
const ARDENVALE = `{"name": "Ardenvale Tactician", "manaCost": "{1}{W}{W}", "typeLine": "Creature — Human Knight", "oracleText": "Flying\\n", "power": "2", "toughness": "3", "colors": ["W"], "multiverseIds": [472967], "set": "ELD", "loyalty": null, "layout": null, "source": "GathererScraper"}
{"name": "Dizzying Swoop", "manaCost": "{1}{W}", "typeLine": "Instant — Adventure", "oracleText": "Tap up to two target creatures. (Then exile this card. You may cast the creature later from exile.)", "power": null, "toughness": null, "colors": ["W"], "multiverseIds": [472967], "set": "ELD", "loyalty": null, "layout": null, "source": "GathererScraper"}`;
const BUDOKA_BOK = `{"name": "Budoka Pupil", "manaCost": "{1}{G}{G}", "typeLine": "Creature — Human Monk", "oracleText": "Whenever you cast a Spirit or Arcane spell, you may put a ki counter on Budoka Pupil.\\nAt the beginning of the end step, if there are two or more ki counters on Budoka Pupil, you may flip it.", "power": "2", "toughness": "2", "colors": ["G"], "multiverseIds": [74536], "set": "BOK", "loyalty": null, "layout": "flip", "source": "mtgjson3"}
{"name": "Ichiga, Who Topples Oaks", "manaCost": "{1}{G}{G}", "typeLine": "Legendary Creature — Spirit", "oracleText": "Trample\\nRemove a ki counter from Ichiga, Who Topples Oaks: Target creature gets +2/+2 until end of turn.", "power": "4", "toughness": "3", "colors": ["G"], "multiverseIds": [74536], "set": "BOK", "loyalty": null, "layout": "flip", "source": "mtgjson3"}`;
const BUDOKA_PREL = `{"name": "Budoka Pupil", "manaCost": "{1}{G}{G}", "typeLine": "Creature — Human Monk", "oracleText": "Whenever you cast a Spirit or Arcane spell, you may put a ki counter on Budoka Pupil.\\nAt the beginning of the end step, if there are two or more ki counters on Budoka Pupil, you may flip it.", "power": "2", "toughness": "2", "colors": ["G"], "multiverseIds": [], "set": "pREL", "loyalty": null, "layout": "flip", "source": "mtgjson3"}
{"name": "Ichiga, Who Topples Oaks", "manaCost": "{1}{G}{G}", "typeLine": "Legendary Creature — Spirit", "oracleText": "Trample\\nRemove a ki counter from Ichiga, Who Topples Oaks: Target creature gets +2/+2 until end of turn.", "power": "4", "toughness": "3", "colors": ["G"], "multiverseIds": [], "set": "pREL", "loyalty": null, "layout": "flip", "source": "mtgjson3"}`;

function files(...jsonl: string[]) {
  return sampleCardFiles(parseOracleRecords(jsonl.join('\n')));
}

describe('sampleCardFiles', () => {
  it('writes a one-face card with the download writer, its name as ~, one file for all printings', () => {
    const written = files(SHOCK_10E, SHOCK_6ED);
    expect(written.map((f) => [f.fileName, f.text])).toEqual([
      ['Shock.card', 'name Shock\ncost {R}\ntype instant\ntext ~ deals 2 damage to any target.\n'],
    ]);
    expect(written[0]?.card).toMatchObject({
      multiverseIds: [129732],
      sourceUrl: 'https://gatherer.wizards.com/Pages/Card/Details.aspx?multiverseid=129732',
    });
  });

  it('joins the faces of a split card (one multiverse id) into one file', () => {
    const [split, ...rest] = files(NIGHT_DAY);
    expect(rest).toEqual([]);
    expect(split?.fileName).toBe('Night - Day.card');
    expect(split?.card.name).toBe('Night // Day');
    expect(split?.text).toBe(
      'layout split\n\nface Night\ncost {B}\ntype instant\ntext Target creature gets -1/-1 until end of turn.\n\n' +
        'face Day\ncost {2}{W}\ntype instant\ntext Creatures target player controls get +1/+1 until end of turn.\n',
    );
    const parsed = parseCardText(split?.text ?? '', split?.fileName ?? '');
    expect(parsed.card.faces.map((f) => f.name)).toEqual(['Night', 'Day']);
    expect(parsed.warnings.filter((w) => w.code !== 'unparsed-ability')).toEqual([]);
  });

  it('joins a double-faced front and the back listed after it; the back keeps its color', () => {
    const [dfc] = files(DELVER);
    expect(dfc?.fileName).toBe('Delver of Secrets - Insectile Aberration.card');
    expect(dfc?.card.layout).toBe('transform');
    expect(dfc?.text).toContain(
      'transform ~.\n\nface Insectile Aberration\ncolor blue\ntype creature - human insect\n',
    );
  });

  it('reads an adventure from the newer records, which name no layout', () => {
    const [adventure] = files(ARDENVALE);
    expect(adventure?.card.layout).toBe('adventure');
    expect(adventure?.text).toBe(
      'layout adventure\n\nface Ardenvale Tactician\ncost {1}{W}{W}\ntype creature - human knight\npt 2/3\ntext Flying\n\n' +
        'face Dizzying Swoop\ncost {1}{W}\ntype instant - adventure\n' +
        'text Tap up to two target creatures. (Then exile this card. You may cast the creature later from exile.)\n',
    );
  });

  it('normalizes a planeswalker’s loyalty costs and its legendary short name', () => {
    const [karn] = files(KARN);
    expect(karn?.text).toBe(
      'name Karn Liberated\ncost {7}\nsuper legendary\ntype planeswalker - karn\nloyalty 6\n' +
        'text +4: Target player exiles a card from their hand.\ntext -3: Exile target permanent.\n' +
        'text -14: Restart the game, leaving in exile all non-Aura permanent cards exiled with ~. ' +
        'Then put those cards onto the battlefield under your control.\n',
    );
  });

  it('takes unlinked faces (no multiverse id) as the card another printing links them to', () => {
    const written = files(BUDOKA_PREL, BUDOKA_BOK);
    expect(written.map((f) => f.fileName)).toEqual(['Budoka Pupil - Ichiga, Who Topples Oaks.card']);
    expect(written[0]?.card.layout).toBe('flip');
  });

  it('numbers file names that come out the same', () => {
    // A made-up second card: the sample has no two names that differ only in case.
    const upper = SHOCK_6ED.replace('"Shock"', '"SHOCK"');
    expect(files(SHOCK_10E, upper).map((f) => f.fileName)).toEqual(['Shock.card', 'SHOCK 2.card']);
  });
});

describe('oracleCard', () => {
  it('keeps the record’s colors, with no color indicator (the records have none)', () => {
    const [night] = parseOracleRecords(NIGHT_DAY);
    expect(night && oracleCard([night]).faces[0]).toEqual({
      name: 'Night',
      manaCost: '{B}',
      typeLine: 'Instant',
      text: ['Target creature gets -1/-1 until end of turn.'],
      power: null,
      toughness: null,
      loyalty: null,
      colors: ['B'],
      colorIndicator: null,
    });
  });
});
