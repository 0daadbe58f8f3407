import { describe, expect, it } from 'vitest';
import { parseScenario } from './parse.js';
import { tokenize } from './tokenize.js';
import type { Instruction } from './types.js';

function one(line: string): Instruction {
  const { scenario, problems } = parseScenario(line, 'x.scenario');
  expect(problems).toEqual([]);
  return scenario.lines[0]?.instruction as Instruction;
}

function problem(text: string): string {
  const { problems } = parseScenario(text, 'x.scenario');
  return problems.map((p) => `${p.line}: ${p.message}`).join('\n');
}

describe('tokenize', () => {
  it('splits words, keeps quoted names whole, separates punctuation', () => {
    const r = tokenize('do block p2 "Wall, of Wood"#2 -> Bears + Elves, Giant');
    expect(r.ok && r.tokens.map((t) => t.text)).toEqual([
      'do',
      'block',
      'p2',
      'Wall, of Wood#2',
      '->',
      'Bears',
      '+',
      'Elves',
      ',',
      'Giant',
    ]);
  });

  it('keeps counter kinds whole and reports open quotes', () => {
    const r = tokenize('expect counters X +1/+1 2');
    expect(r.ok && r.tokens.map((t) => t.text)).toEqual(['expect', 'counters', 'X', '+1/+1', '2']);
    expect(tokenize('setup p1 hand "Shock').ok).toBe(false);
  });
});

describe('parseScenario', () => {
  it('reads setup lines with counts and modifiers', () => {
    expect(one('setup p1 battlefield 2 Grizzly Bears tapped sick damage 1 counters -1/-1 1 blocks 2')).toEqual({
      kind: 'setup',
      setup: {
        player: 'p1',
        zone: 'battlefield',
        card: 'Grizzly Bears',
        count: 2,
        tapped: true,
        sick: true,
        damage: 1,
        counters: { '-1/-1': 1 },
        canBlockAdditional: 1,
      },
    });
  });

  it('reads life, pool, step, turn, option', () => {
    expect(one('life p2 7')).toEqual({ kind: 'life', player: 'p2', value: 7 });
    expect(one('pool p1 {G}{G}')).toEqual({ kind: 'pool', player: 'p1', pool: { W: 0, U: 0, B: 0, R: 0, G: 2, C: 0 } });
    expect(one('step declareAttackers')).toEqual({ kind: 'step', step: 'declareAttackers' });
    expect(one('turn p2')).toEqual({ kind: 'turn', player: 'p2' });
    expect(one('option legend-rule on')).toEqual({ kind: 'option', name: 'legend-rule', value: true });
  });

  it('reads cast with targets, X, choices, life and autotap', () => {
    expect(one('do cast p1 Blaze x 3 target "Grizzly Bears"#2, p2 life autotap')).toEqual({
      kind: 'do',
      action: {
        type: 'cast',
        player: 'p1',
        card: { name: 'Blaze', index: null },
        ability: 1,
        targets: [
          { name: 'Grizzly Bears', index: 2 },
          { name: 'p2', index: null },
        ],
        x: 3,
        choice: null,
        payLife: true,
        autoTap: true,
        kicked: false,
        faceDown: false,
        modes: [],
      },
    });
  });

  it('reads activate with an ability number and a mana choice', () => {
    const i = one('do activate p1 Fire-Lit Thicket 2 choose {R}{G}');
    expect(i.kind === 'do' && i.action).toMatchObject({
      type: 'activate',
      card: { name: 'Fire-Lit Thicket', index: null },
      ability: 2,
      choice: { kind: 'mana', pool: { R: 1, G: 1 } },
    });
    const j = one('do activate p1 Graven Cairns 2 choose 3');
    expect(j.kind === 'do' && j.action).toMatchObject({ ability: 2, choice: { kind: 'index', index: 3 } });
  });

  it('reads attack and block declarations', () => {
    expect(one('do attack p1 Grizzly Bears, Serra Angel at "Jace"')).toEqual({
      kind: 'do',
      action: {
        type: 'attack',
        player: 'p1',
        attackers: [
          { creature: { name: 'Grizzly Bears', index: null }, target: null },
          { creature: { name: 'Serra Angel', index: null }, target: { name: 'Jace', index: null } },
        ],
      },
    });
    // 701.39d: "exert" after a creature (and after what it attacks).
    expect(one('do attack p1 Hooded Brawler exert, Glorybringer at "Jace" exert')).toMatchObject({
      action: {
        attackers: [
          { creature: { name: 'Hooded Brawler' }, target: null, exert: true },
          { creature: { name: 'Glorybringer' }, target: { name: 'Jace' }, exert: true },
        ],
      },
    });
    expect(one('do block p2 Wall of Wood -> Grizzly Bears + Elves, Spider -> Serra Angel')).toEqual({
      kind: 'do',
      action: {
        type: 'block',
        player: 'p2',
        blocks: [
          {
            blocker: { name: 'Wall of Wood', index: null },
            attackers: [
              { name: 'Grizzly Bears', index: null },
              { name: 'Elves', index: null },
            ],
          },
          { blocker: { name: 'Spider', index: null }, attackers: [{ name: 'Serra Angel', index: null }] },
        ],
      },
    });
    expect(one('do block p2 nothing')).toEqual({ kind: 'do', action: { type: 'block', player: 'p2', blocks: [] } });
  });

  it('reads the other actions', () => {
    expect(one('do pass p1')).toEqual({
      kind: 'do',
      action: {
        type: 'pass',
        player: 'p1',
        answers: { may: [], cards: [], picks: [], choices: [] },
        keepTapped: [],
      },
    });
    expect(one('do resolve')).toEqual({
      kind: 'do',
      action: { type: 'resolve', answers: { may: [], cards: [], picks: [], choices: [] } },
    });
    expect(one('do next')).toEqual({ kind: 'do', action: { type: 'next', until: null, keepTapped: [] } });
    expect(one('do next combatDamage')).toEqual({
      kind: 'do',
      action: { type: 'next', until: 'combatDamage', keepTapped: [] },
    });
    expect(one('do next upkeep keep-tapped Vedalken Shackles, "Rubinia Soulsinger"')).toEqual({
      kind: 'do',
      action: {
        type: 'next',
        until: 'upkeep',
        keepTapped: [
          { name: 'Vedalken Shackles', index: null },
          { name: 'Rubinia Soulsinger', index: null },
        ],
      },
    });
    expect(one('do pass p2 yes discard Shock keep-tapped Zelyon Sword')).toMatchObject({
      kind: 'do',
      action: {
        type: 'pass',
        player: 'p2',
        answers: { may: [true], cards: [{ name: 'Shock', index: null }] },
        keepTapped: [{ name: 'Zelyon Sword', index: null }],
      },
    });
    expect(one('do next keep-tapped Zelyon Sword')).toEqual({
      kind: 'do',
      action: { type: 'next', until: null, keepTapped: [{ name: 'Zelyon Sword', index: null }] },
    });
    // 514.1: the cards discarded as a cleanup step begins.
    expect(one('do next upkeep keep-tapped Zelyon Sword discard Shock, Grizzly Bears#2')).toEqual({
      kind: 'do',
      action: {
        type: 'next',
        until: 'upkeep',
        keepTapped: [{ name: 'Zelyon Sword', index: null }],
        discard: [
          { name: 'Shock', index: null },
          { name: 'Grizzly Bears', index: 2 },
        ],
      },
    });
    expect(one('do play p1 Forest')).toEqual({
      kind: 'do',
      action: { type: 'play', player: 'p1', card: { name: 'Forest', index: null } },
    });
    expect(one('undo 3')).toEqual({ kind: 'undo', count: 3 });
    expect(one('redo')).toEqual({ kind: 'redo', count: 1 });
  });

  it('reads expectations in both word orders', () => {
    expect(one('expect life p2 18')).toEqual({ kind: 'expect', check: { kind: 'life', player: 'p2', value: 18 } });
    expect(one('expect p2 life 18')).toEqual({ kind: 'expect', check: { kind: 'life', player: 'p2', value: 18 } });
    expect(one('expect p1 pool {G}')).toMatchObject({ check: { kind: 'pool', pool: { G: 1 } } });
    expect(one('expect "Grizzly Bears" in p2 graveyard')).toEqual({
      kind: 'expect',
      check: {
        kind: 'zone',
        card: { name: 'Grizzly Bears', index: null },
        where: { player: 'p2', zone: 'graveyard' },
        negate: false,
        token: false,
      },
    });
    expect(one('expect Shock not in the stack')).toMatchObject({
      check: { kind: 'zone', where: 'stack', negate: true },
    });
    expect(one('expect tapped Llanowar Elves')).toMatchObject({ check: { kind: 'tapped', tapped: true } });
    expect(one('expect damage Hill Giant 2')).toEqual({
      kind: 'expect',
      check: { kind: 'damage', card: { name: 'Hill Giant', index: null }, value: 2 },
    });
    expect(one('expect counters Hill Giant -1/-1 1')).toEqual({
      kind: 'expect',
      check: { kind: 'counters', card: { name: 'Hill Giant', index: null }, counter: '-1/-1', value: 1 },
    });
    expect(one('expect hand p1 3')).toEqual({
      kind: 'expect',
      check: { kind: 'count', player: 'p1', zone: 'hand', value: 3 },
    });
    expect(one('expect p2 lost')).toEqual({ kind: 'expect', check: { kind: 'lost', player: 'p2' } });
    expect(one('expect winner p1')).toEqual({ kind: 'expect', check: { kind: 'winner', player: 'p1' } });
    expect(one('expect not blocking X')).toMatchObject({ check: { kind: 'blocking', negate: true } });
  });

  it('reads expect illegal with an optional reason', () => {
    expect(one('expect illegal do attack p1 Wall of Wood because defender')).toEqual({
      kind: 'expectIllegal',
      action: {
        type: 'attack',
        player: 'p1',
        attackers: [{ creature: { name: 'Wall of Wood', index: null }, target: null }],
      },
      because: 'defender',
    });
    expect(one('expect illegal do resolve')).toEqual({
      kind: 'expectIllegal',
      action: { type: 'resolve', answers: { may: [], cards: [], picks: [], choices: [] } },
      because: null,
    });
  });

  it('skips comments and blank lines, keeps line numbers', () => {
    const { scenario } = parseScenario('# title\n\nlife p1 3 # trailing comment\n', 'x.scenario');
    expect(scenario.lines).toEqual([
      { line: 3, text: 'life p1 3', instruction: { kind: 'life', player: 'p1', value: 3 } },
    ]);
  });

  it('never throws: bad lines become problems with line numbers', () => {
    expect(problem('fly away')).toContain('1: expected card or setup');
    expect(problem('life p1 lots')).toBe('1: life must be a whole number, got "lots"');
    expect(problem('setup p1 deck Forest')).toBe(
      '1: unknown zone "deck" (library, hand, battlefield, graveyard, exile)',
    );
    expect(problem('step lunch')).toBe('1: unknown step "lunch"');
    expect(problem('pool p1 {Q}')).toBe('1: bad mana "{Q}": write symbols like {G}{G}{C}, or {0} for none');
    expect(problem('do attack p1 Bears extra, ,')).toContain('1: missing');
    expect(problem('expect illegal do resolve because')).toContain('"because" needs');
    expect(problem('\n\nsetup p1 hand "Shock')).toBe('3: a quote is not closed');
    for (const garbage of [
      'do',
      'expect',
      'setup',
      'do cast',
      'do activate p1',
      'expect counters X',
      '"',
      'do block p2 A ->',
    ]) {
      expect(() => parseScenario(garbage, 'x')).not.toThrow();
      expect(parseScenario(garbage, 'x').problems.length).toBe(1);
    }
  });
});

describe('parseScenario: triggers, answers, kicker, P/T and attachments', () => {
  const ref = (name: string, index: number | null = null) => ({ name, index });
  const none = { may: [], cards: [], picks: [], choices: [] };

  it('reads cast … kicked, and refuses kicked on activate', () => {
    const i = one('do cast p1 Shock target p2 kicked');
    expect(i.kind === 'do' && i.action).toMatchObject({ type: 'cast', targets: [ref('p2')], kicked: true });
    const j = one('do cast p1 Shock kicked target Grizzly Bears');
    expect(j.kind === 'do' && j.action).toMatchObject({ kicked: true, targets: [ref('Grizzly Bears')] });
    // 702.33b: which of two kicker costs, counted from 1.
    const k = one('do cast p1 Sunscape Battlemage kicked 1, 2');
    expect(k.kind === 'do' && k.action).toMatchObject({ kicked: true, kickers: [0, 1] });
    const l = one('do cast p1 Sunscape Battlemage kicked 2 target Serra Angel');
    expect(l.kind === 'do' && l.action).toMatchObject({ kicked: true, kickers: [1], targets: [ref('Serra Angel')] });
    expect(problem('do cast p1 Sunscape Battlemage kicked 0')).toBe('1: kicker costs count from 1');
    expect(problem('do activate p1 Forest kicked')).toBe(
      '1: kicked is for cast: kicker is paid as a spell is cast (702.33)',
    );
  });

  it('reads mode N, N for cast, activate and trigger (700.2), counting from 1', () => {
    const i = one('do cast p1 Artful Takedown mode 2, 1 target Serra Angel, Hill Giant');
    expect(i.kind === 'do' && i.action).toMatchObject({
      type: 'cast',
      modes: [2, 1],
      targets: [ref('Serra Angel'), ref('Hill Giant')],
    });
    const j = one('do activate p1 Relic 2 mode 1');
    expect(j.kind === 'do' && j.action).toMatchObject({ type: 'activate', ability: 2, modes: [1] });
    const k = one('do trigger p1 Knight of Autumn mode 2 target Icy Manipulator');
    expect(k.kind === 'do' && k.action).toMatchObject({
      type: 'trigger',
      card: ref('Knight of Autumn'),
      modes: [2],
      targets: [ref('Icy Manipulator')],
    });
    expect(problem('do cast p1 Blast mode 0')).toBe('1: mode numbers count from 1');
  });

  it('reads trigger PLAYER CARD [N] [target T, T]', () => {
    expect(one('do trigger p1 Soul Warden')).toEqual({
      kind: 'do',
      action: { type: 'trigger', player: 'p1', card: ref('Soul Warden'), n: 1, targets: [], modes: [] },
    });
    expect(one('do trigger p2 Hill Giant#2 3 target Grizzly Bears, p1')).toEqual({
      kind: 'do',
      action: {
        type: 'trigger',
        player: 'p2',
        card: ref('Hill Giant', 2),
        n: 3,
        targets: [ref('Grizzly Bears'), ref('p1')],
        modes: [],
      },
    });
    expect(one('do trigger p1 Hill Giant 2')).toMatchObject({ action: { card: ref('Hill Giant'), n: 2 } });
    expect(one('do trigger p1 "Goblin 2" target p2')).toMatchObject({ action: { card: ref('Goblin 2'), n: 1 } });
    expect(one('expect illegal do trigger p1 Soul Warden because APNAP')).toMatchObject({
      kind: 'expectIllegal',
      action: { type: 'trigger' },
      because: 'APNAP',
    });
    expect(problem('do trigger p1 Soul Warden 0')).toBe('1: the trigger number counts from 1');
    expect(problem('do trigger p1 Soul Warden target')).toBe('1: missing a target');
  });

  it('reads answers after resolve and pass: yes/no in order, discard CARD, CARD', () => {
    expect(one('do resolve yes no yes')).toEqual({
      kind: 'do',
      action: { type: 'resolve', answers: { may: [true, false, true], cards: [], picks: [], choices: [] } },
    });
    expect(one('do pass p2 no discard Grizzly Bears, Shock#2 yes')).toEqual({
      kind: 'do',
      action: {
        type: 'pass',
        player: 'p2',
        answers: { may: [false, true], cards: [ref('Grizzly Bears'), ref('Shock', 2)], picks: [], choices: [] },
        keepTapped: [],
      },
    });
    expect(one('do resolve discard "Yes Man"')).toMatchObject({ action: { answers: { cards: [ref('Yes Man')] } } });
    expect(one('do pass p1')).toMatchObject({ action: { answers: none } });
    expect(one('do resolve pick Island, Forest pick none yes')).toMatchObject({
      action: { answers: { may: [true], picks: [[ref('Island'), ref('Forest')], []] } },
    });
    expect(problem('do resolve maybe')).toBe(
      '1: expected yes or no or discard or chosen or pick or choose or copy or flip or roll, got "maybe"',
    );
    expect(problem('do resolve discard')).toBe('1: missing a card to discard');
  });

  it('reads coin flip and die roll answers in order: flip win, flip lose, roll N (705, 706)', () => {
    expect(one('do resolve flip win roll 4 flip lose')).toMatchObject({
      action: { type: 'resolve', answers: { flips: [true, false], rolls: [4] } },
    });
    expect(one('do resolve yes')).not.toHaveProperty('action.answers.flips');
    expect(problem('do resolve flip heads')).toBe('1: expected win or lose, got "heads"');
    expect(problem('do resolve roll six')).toBe('1: a die roll result must be a whole number, got "six"');
  });

  it('reads expect pt CARD P/T', () => {
    expect(one('expect pt Grizzly Bears 3/3')).toEqual({
      kind: 'expect',
      check: { kind: 'pt', card: ref('Grizzly Bears'), power: 3, toughness: 3 },
    });
    expect(one('expect pt "Tarmogoyf"#2 0/-1')).toMatchObject({
      check: { kind: 'pt', card: ref('Tarmogoyf', 2), power: 0, toughness: -1 },
    });
    expect(one('expect pt "Goblin 2" 1/1')).toMatchObject({ check: { card: ref('Goblin 2'), power: 1 } });
    expect(problem('expect pt Grizzly Bears')).toBe('1: expected "pt CARD P/T", e.g. pt Grizzly Bears 3/3');
    expect(problem('expect pt 2/2')).toBe('1: expected "pt CARD P/T", e.g. pt Grizzly Bears 3/3');
  });

  it('reads expect attached CARD to CARD|PLAYER and expect not attached CARD [to …]', () => {
    expect(one('expect attached Holy Strength to Grizzly Bears#2')).toEqual({
      kind: 'expect',
      check: { kind: 'attached', card: ref('Holy Strength'), to: ref('Grizzly Bears', 2), negate: false },
    });
    expect(one('expect attached Curse of Death to p2')).toMatchObject({ check: { to: ref('p2') } });
    expect(one('expect not attached Bonesplitter')).toEqual({
      kind: 'expect',
      check: { kind: 'attached', card: ref('Bonesplitter'), to: null, negate: true },
    });
    expect(one('expect not attached Bonesplitter to Grizzly Bears')).toMatchObject({
      check: { to: ref('Grizzly Bears'), negate: true },
    });
    expect(problem('expect attached Bonesplitter')).toBe(
      '1: expected "attached CARD to CARD" (or "not attached CARD")',
    );
  });

  it('reads expect top PLAYER seen by VIEWER CARD and expect top PLAYER hidden from VIEWER (401.5)', () => {
    expect(one('expect top p1 seen by p2 Grizzly Bears')).toEqual({
      kind: 'expect',
      check: { kind: 'topSeen', player: 'p1', viewer: 'p2', card: { name: 'Grizzly Bears', index: null } },
    });
    expect(one('expect top p1 hidden from p2')).toEqual({
      kind: 'expect',
      check: { kind: 'topSeen', player: 'p1', viewer: 'p2', card: null },
    });
  });

  it('reads expect emblems PLAYER N and expect emblem PLAYER TEXT (quoted, or its words)', () => {
    expect(one('expect emblems p1 2')).toEqual({ kind: 'expect', check: { kind: 'emblems', player: 'p1', value: 2 } });
    expect(one('expect emblem p2 "Whenever a player draws a card, you lose 2 life."')).toEqual({
      kind: 'expect',
      check: { kind: 'emblem', player: 'p2', text: 'Whenever a player draws a card, you lose 2 life.' },
    });
    expect(one('expect emblem p1 Whenever you cast a spell, this emblem deals 5 damage')).toMatchObject({
      check: { text: 'Whenever you cast a spell, this emblem deals 5 damage' },
    });
    expect(problem('expect emblem p1')).toContain('emblem PLAYER TEXT');
  });

  it('reads expect pending N, expect pending CARD, expect not pending CARD', () => {
    expect(one('expect pending 2')).toEqual({ kind: 'expect', check: { kind: 'pending', value: 2 } });
    expect(one('expect pending Soul Warden')).toEqual({
      kind: 'expect',
      check: { kind: 'pendingFrom', card: ref('Soul Warden'), negate: false },
    });
    expect(one('expect pending "2"')).toMatchObject({ check: { kind: 'pendingFrom', card: ref('2') } });
    expect(one('expect not pending Soul Warden#2')).toEqual({
      kind: 'expect',
      check: { kind: 'pendingFrom', card: ref('Soul Warden', 2), negate: true },
    });
    expect(problem('expect pending')).toBe('1: missing a card or the number of pending triggers');
  });

  it('reads expect stack top CARD beside expect stack N', () => {
    expect(one('expect stack top Soul Warden')).toEqual({
      kind: 'expect',
      check: { kind: 'stackTop', card: ref('Soul Warden') },
    });
    expect(one('expect stack 2')).toEqual({ kind: 'expect', check: { kind: 'stack', value: 2 } });
  });

  it('reads expect token NAME in PLAYER ZONE, names with spaces included', () => {
    expect(one('expect token Soldier Token in p1 battlefield')).toEqual({
      kind: 'expect',
      check: {
        kind: 'zone',
        card: ref('Soldier Token'),
        where: { player: 'p1', zone: 'battlefield' },
        negate: false,
        token: true,
      },
    });
    expect(one('expect token Goblin Token#2 not in p2 battlefield')).toMatchObject({
      check: { card: ref('Goblin Token', 2), negate: true, token: true },
    });
    // Without the word `token`, a token is found by name like any card.
    expect(one('expect Soldier Token in p1 battlefield')).toMatchObject({
      check: { card: ref('Soldier Token'), token: false },
    });
    // A card named "Token" alone is a name, not the keyword.
    expect(one('expect Token in p1 hand')).toMatchObject({ check: { card: ref('Token'), token: false } });
  });
});
