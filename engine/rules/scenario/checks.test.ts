import { describe, expect, it } from 'vitest';
import {
  creature,
  drudgeSkeletons,
  forest,
  gravenCairns,
  grizzlyBears,
  keyword,
  llanowarElves,
  shock,
  fireball,
} from '../test-support/templates.js';
import { parseScenario } from './parse.js';
import { lookupIn, runScenario } from './run.js';

const lookup = lookupIn([
  forest(),
  grizzlyBears(),
  llanowarElves(),
  shock(),
  fireball(),
  gravenCairns(),
  drudgeSkeletons(),
  creature('Serra Angel', '{3}{W}{W}', '4/4', [keyword('flying'), keyword('vigilance')]),
  creature('Witherer', '{B}', '2/2', [keyword('wither')]),
]);

/** Runs `setup` then `line`, and returns the problem messages (line numbers dropped). */
function check(setup: string[], line: string): string[] {
  const { scenario, problems } = parseScenario([...setup, line].join('\n'), 's');
  expect(problems).toEqual([]);
  return runScenario(scenario, lookup).problems.map((p) => p.message);
}

const BOARD = [
  'setup p1 battlefield Grizzly Bears',
  'setup p1 battlefield Llanowar Elves tapped',
  'setup p1 battlefield Drudge Skeletons damage 0 counters -1/-1 0',
  'setup p1 hand 2 Shock',
  'setup p1 library 3 Forest',
  'setup p2 battlefield Serra Angel damage 1',
  'life p2 17',
  'poison p2 2',
  'pool p1 {R}{G}',
];

describe('scenario expectations: each passes when true and explains when false', () => {
  const cases: [string, string | null][] = [
    ['expect life p2 17', null],
    ['expect life p2 16', 'expected life of p2 16, got 17'],
    ['expect p2 life 17', null],
    ['expect poison p2 2', null],
    ['expect poison p2 3', 'expected poison of p2 3, got 2'],
    ['expect pool p1 {R}{G}', null],
    ['expect p1 pool {G}{R}', null],
    ['expect p1 pool {G}', 'expected pool of p1 {G}, got {R}{G}'],
    ['expect p2 pool {0}', null],
    ['expect Grizzly Bears in p1 battlefield', null],
    ['expect Grizzly Bears in p1 graveyard', 'expected Grizzly Bears in p1 graveyard, got p1 battlefield'],
    ['expect Grizzly Bears not in p1 graveyard', null],
    ['expect Grizzly Bears not in p1 battlefield', 'expected Grizzly Bears not in p1 battlefield, got p1 battlefield'],
    ['expect Shock in p1 hand', null],
    ['expect Shock#2 in p1 hand', null],
    ['expect Shock#3 in p1 hand', 'there are only 2 "Shock"'],
    ['expect Shock on the stack', 'expected Shock in the stack, got p1 hand, p1 hand'],
    ['expect Lightning Bolt in p1 hand', 'no card named "Lightning Bolt" in the game'],
    ['expect tapped Llanowar Elves', null],
    ['expect untapped Llanowar Elves', 'expected Llanowar Elves untapped, got tapped'],
    ['expect tapped Grizzly Bears', 'expected Grizzly Bears tapped, got untapped'],
    ['expect damage Serra Angel 1', null],
    ['expect damage Serra Angel 0', 'expected 0 damage on Serra Angel, got 1'],
    ['expect counters Grizzly Bears -1/-1 0', null],
    ['expect counters Grizzly Bears +1/+1 2', 'expected 2 +1/+1 counter(s) on Grizzly Bears, got 0'],
    ['expect hand p1 2', null],
    ['expect library p1 3', null],
    ['expect p1 library 3', null],
    ['expect battlefield p1 2', 'expected 2 card(s) in p1 battlefield, got 3'],
    ['expect graveyard p2 0', null],
    ['expect exile p1 0', null],
    ['expect stack 0', null],
    ['expect stack 1', 'expected 1 object(s) on the stack, got 0'],
    ['expect step main1', null],
    ['expect step upkeep', 'expected the upkeep step, got main1'],
    ['expect p2 lost', "expected p2 to have lost, but they haven't"],
    ['expect winner p1', 'expected p1 to win, got no winner yet'],
    ['expect attacking Grizzly Bears', 'expected Grizzly Bears attacking, but it is not'],
    ['expect not attacking Grizzly Bears', null],
    ['expect not blocking Serra Angel', null],
    ['expect life p3 1', 'there is no player p3'],
  ];
  for (const [line, message] of cases) {
    it(line, () => {
      expect(check(BOARD, line)).toEqual(message === null ? [] : [message]);
    });
  }
});

describe('scenario actions', () => {
  it('cast with X and autotap', () => {
    const setup = ['setup p1 hand Blaze', 'setup p1 battlefield 3 Forest', 'pool p1 {R}'];
    expect(check(setup, 'do cast p1 Blaze x 3 target p2 autotap')).toEqual([]);
    expect(check(setup, 'do cast p1 Blaze x 3 target p2')[0]).toContain("can't pay {3}{R}");
  });

  it('choose by number or mana, and explains a missing option', () => {
    const setup = ['setup p1 battlefield Graven Cairns', 'pool p1 {B}'];
    expect(check(setup, 'do activate p1 Graven Cairns 2 choose {R}{R}')).toEqual([]);
    expect(check(setup, 'do activate p1 Graven Cairns 2 choose {G}{G}')).toEqual([
      "can't do activate Graven Cairns: Graven Cairns has no option that adds {G}{G}",
    ]);
    expect(check(setup, 'do activate p1 Graven Cairns 3')).toEqual([
      "can't do activate Graven Cairns: Graven Cairns has no ability 3 to activate (it has 2)",
    ]);
  });

  it('attack and block advance through the steps; pass and order work', () => {
    const setup = [
      'setup p1 battlefield Grizzly Bears',
      'setup p2 battlefield Drudge Skeletons',
      'setup p2 battlefield Llanowar Elves',
    ];
    const script = [
      'do attack p1 Grizzly Bears',
      'expect step declareAttackers',
      'expect attacking Grizzly Bears',
      'do block p2 Drudge Skeletons -> Grizzly Bears, Llanowar Elves -> Grizzly Bears',
      'expect step declareBlockers',
      'do order p1 Grizzly Bears -> Llanowar Elves, Drudge Skeletons',
      'do pass p1',
      'do pass p2',
      'expect step combatDamage',
      'expect Llanowar Elves in p2 graveyard',
      'expect damage Drudge Skeletons 0',
    ];
    const { scenario, problems } = parseScenario([...setup, ...script].join('\n'), 's');
    expect(problems).toEqual([]);
    expect(runScenario(scenario, lookup).problems).toEqual([]);
  });

  it('attacking a player is the default; "at" names a target', () => {
    expect(check(['setup p1 battlefield Grizzly Bears'], 'do attack p1 Grizzly Bears at p1')).toEqual([
      "expected attack with Grizzly Bears to be legal, got: p1 can't be attacked: attack p2 or a planeswalker they control",
    ]);
  });

  it('next STEP goes forward to that step', () => {
    expect(check(['setup p1 library Forest', 'setup p2 library Forest'], 'do next end')).toEqual([]);
    const { scenario } = parseScenario(
      'setup p2 library Forest\ndo next upkeep\nexpect step upkeep\nexpect hand p2 0',
      's',
    );
    expect(runScenario(scenario, lookup).problems).toEqual([]);
  });

  it('undo and redo counts', () => {
    const { scenario } = parseScenario(
      'do next\ndo next\nundo 2\nexpect step main1\nredo 2\nexpect step declareAttackers\nredo',
      's',
    );
    expect(runScenario(scenario, lookup).problems.map((p) => `${p.line}: ${p.message}`)).toEqual([
      '7: nothing to redo',
    ]);
  });
});
