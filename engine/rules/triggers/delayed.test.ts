import { describe, expect, it } from 'vitest';
import { parseCardFile } from '../../format/formats.js';
import type { CardTemplate } from '../../templates/card-template.js';
import { parseScenario } from '../scenario/parse.js';
import { lookupIn, runScenario } from '../scenario/run.js';
import { forest, grizzlyBears } from '../test-support/templates.js';

function card(lines: string[]): CardTemplate {
  const parsed = parseCardFile('x.card', lines.join('\n'));
  if (!parsed || parsed.warnings.length > 0) throw new Error(`bad test card: ${JSON.stringify(parsed?.warnings)}`);
  return parsed.card;
}

const lookup = lookupIn([
  forest(),
  grizzlyBears(),
  card([
    'name Blinker',
    'type creature - spirit',
    'pt 1/1',
    "text {0}: Exile ~. Return it to the battlefield under its owner's control at the beginning of the next end step.",
  ]),
  card(['name Later', 'cost {W}', 'type instant', 'text You gain 1 life at the beginning of your next upkeep.']),
  card(['name Unsummon', 'cost {U}', 'type instant', "text Return target creature to its owner's hand."]),
  card([
    'name Brief Return',
    'cost {B}',
    'type sorcery',
    'text Return target creature card from your graveyard to the battlefield. Exile it at the beginning of the next end step.',
  ]),
]);

function problems(lines: string[]): string[] {
  const { scenario, problems: parse } = parseScenario(lines.join('\n'), 's');
  expect(parse).toEqual([]);
  return runScenario(scenario, lookup).problems.map((p) => `${p.line}: ${p.message}`);
}

const libraries = ['setup p1 library 3 Forest', 'setup p2 library 3 Forest'];

describe('delayed triggered abilities (603.7)', () => {
  it('created during the end step, "the next end step" is the next turn\'s (513.2)', () => {
    expect(
      problems([
        ...libraries,
        'setup p1 battlefield Blinker',
        'step end',
        'do activate p1 Blinker',
        'do resolve',
        'expect Blinker in p1 exile',
        'do next',
        'expect stack 0',
        'do next end',
        'expect stack top Blinker',
        'do resolve',
        'expect Blinker in p1 battlefield',
      ]),
    ).toEqual([]);
  });

  it('leaves alone an object that left the zone it was in (603.7c)', () => {
    expect(
      problems([
        ...libraries,
        'setup p1 graveyard Grizzly Bears',
        'setup p1 hand Brief Return',
        'setup p1 hand Unsummon',
        'pool p1 {B}{U}',
        'do cast p1 Brief Return target Grizzly Bears',
        'do resolve',
        'expect Grizzly Bears in p1 battlefield',
        'do cast p1 Unsummon target Grizzly Bears',
        'do resolve',
        'do next end',
        'expect stack top Brief Return',
        'do resolve',
        'expect Grizzly Bears in p1 hand',
        'expect exile p1 0',
      ]),
    ).toEqual([]);
  });

  it('"your next upkeep" waits for its controller\'s upkeep, not the opponent\'s', () => {
    expect(
      problems([
        ...libraries,
        'setup p1 hand Later',
        'pool p1 {W}',
        'do cast p1 Later',
        'do resolve',
        'do next upkeep',
        'expect stack 0',
        'do next upkeep',
        'expect stack top Later',
        'do resolve',
        'expect life p1 21',
      ]),
    ).toEqual([]);
  });
});
