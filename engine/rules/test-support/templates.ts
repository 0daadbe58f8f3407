import type { Color, ManaCost, ManaSymbol } from '../../mana/mana-symbol.js';
import type {
  Ability,
  Amount,
  CardTemplate,
  CardType,
  CombatRestriction,
  Condition,
  Cost,
  Effect,
  Keyword,
  Quality,
  StaticEffect,
  Subject,
  TargetKind,
  TriggerEvent,
} from '../../templates/card-template.js';
import { targetsOf } from '../../templates/subjects.js';

/**
 * Hand-built CardTemplate values for rules tests, so they don't depend on the card parser.
 * `mana('{2}{R/G}{W/P}')` parses the usual brace notation.
 */

const COLOR_LETTERS = new Set(['W', 'U', 'B', 'R', 'G']);

function symbol(text: string): ManaSymbol {
  const s = text.toUpperCase();
  if (/^\d+$/.test(s)) return { kind: 'generic', amount: Number(s) };
  if (COLOR_LETTERS.has(s)) return { kind: 'colored', color: s as Color };
  if (s === 'C') return { kind: 'colorless' };
  if (s === 'S') return { kind: 'snow' };
  if (s === 'X' || s === 'Y' || s === 'Z') return { kind: 'variable', letter: s };
  const parts = s.split('/');
  if (parts.length === 2 && parts[1] === 'P') return { kind: 'phyrexian', color: parts[0] as Color };
  if (parts.length === 2 && parts[0] === '2') return { kind: 'twobrid', color: parts[1] as Color };
  if (parts.length === 2) return { kind: 'hybrid', colors: [parts[0] as Color, parts[1] as Color] };
  throw new Error(`test helper: bad mana symbol {${text}}`);
}

export function mana(text: string): ManaCost {
  return [...text.matchAll(/\{([^}]+)\}/g)].map((m) => symbol(m[1] as string));
}

function colorsOfCost(cost: ManaCost | null): Color[] {
  const out = new Set<Color>();
  for (const s of cost ?? []) {
    if (s.kind === 'colored' || s.kind === 'twobrid' || s.kind === 'phyrexian') out.add(s.color);
    if (s.kind === 'hybrid') s.colors.forEach((c) => out.add(c));
  }
  return ['W', 'U', 'B', 'R', 'G'].filter((c) => out.has(c as Color)) as Color[];
}

export interface CardOptions {
  readonly cost?: string | null;
  readonly types?: readonly CardType[];
  readonly subtypes?: readonly string[];
  readonly supertypes?: CardTemplate['supertypes'];
  readonly colors?: readonly Color[];
  readonly pt?: string;
  readonly loyalty?: string;
  readonly abilities?: readonly Ability[];
}

export function card(name: string, o: CardOptions = {}): CardTemplate {
  const manaCost = o.cost === undefined || o.cost === null ? null : mana(o.cost);
  const [power, toughness] = o.pt ? o.pt.split('/') : [null, null];
  return {
    name,
    manaCost,
    colors: o.colors ?? colorsOfCost(manaCost),
    colorIndicator: null,
    supertypes: o.supertypes ?? [],
    types: o.types ?? [],
    subtypes: o.subtypes ?? [],
    power: power ?? null,
    toughness: toughness ?? null,
    loyalty: o.loyalty ?? null,
    abilities: o.abilities ?? [],
    layout: 'normal',
    faces: [],
    unknownLines: [],
  };
}

export function creature(
  name: string,
  cost: string,
  pt: string,
  abilities: readonly Ability[] = [],
  o: CardOptions = {},
) {
  return card(name, { cost, pt, types: ['creature'], abilities, ...o });
}

export const fixed = (value: number): Amount => ({ kind: 'fixed', value });
export const X: Amount = { kind: 'variable', letter: 'X' };
export const self: Subject = { kind: 'self' };
export const you: Subject = { kind: 'you' };
/** A target subject; its description is the allowed kinds as nouns (every TargetKind is a Noun). */
export const target = (
  allowed: readonly TargetKind[],
  text = `target ${allowed.join(' or ')}`,
  more: {
    readonly qualities?: readonly Quality[];
    readonly count?: number | null;
    readonly upTo?: boolean;
    readonly min?: number;
    readonly countX?: true;
  } = {},
): Subject => ({
  kind: 'target',
  allowed,
  description: { nouns: allowed, qualities: more.qualities ?? [] },
  count: more.count === undefined ? 1 : more.count,
  upTo: more.upTo ?? false,
  ...(more.min !== undefined ? { min: more.min } : {}),
  ...(more.countX ? { countX: true as const } : {}),
  text,
});

export const keyword = (k: Keyword): Ability => ({ kind: 'keyword', keyword: k, line: 1, text: k });
export const staticAbility = (effect: StaticEffect, text: string = effect.kind): Ability => ({
  kind: 'static',
  effect,
  line: 1,
  text,
});
/** "~ can't block.": a static ability that gives the creature itself combat restrictions (509.1b). */
export const selfRestriction = (text: string, ...restrictions: CombatRestriction[]): Ability =>
  staticAbility(
    {
      kind: 'continuous',
      affected: { kind: 'self' },
      modifications: restrictions.map((restriction) => ({ kind: 'restriction', restriction })),
    },
    text,
  );
export const spell = (effects: readonly Effect[], text = 'spell'): Ability => ({
  kind: 'spell',
  effects,
  line: 1,
  text,
});

/** "When/Whenever/At [event], [effects]" (603.1), with an optional intervening "if" (603.4). */
export const triggered = (
  event: TriggerEvent,
  effects: readonly Effect[],
  text = 'trigger',
  condition: Condition | null = null,
): Ability => ({ kind: 'triggered', trigger: { event, condition }, effects, line: 1, text });

/** "When ~ enters the battlefield" (603.6a). */
export const entersTheBattlefield: TriggerEvent = {
  kind: 'zoneChange',
  what: { kind: 'self' },
  from: null,
  to: 'battlefield',
};

/** "Whenever another creature enters the battlefield" (Soul Warden). */
export const anotherCreatureEnters: TriggerEvent = {
  kind: 'zoneChange',
  what: { kind: 'matching', description: { nouns: ['creature'], qualities: [{ kind: 'other' }] } },
  from: null,
  to: 'battlefield',
};

/** "You may [effects]." (608.2d) */
export const may = (effects: readonly Effect[], ifYouDo: readonly Effect[] = []): Effect => ({
  kind: 'optional',
  effects,
  ifYouDo,
});

export const tapCost: Cost = { kind: 'tap' };
export const untapCost: Cost = { kind: 'untap' };
export const manaCost = (text: string): Cost => ({ kind: 'mana', mana: mana(text) });

export function activated(costs: readonly Cost[], effects: readonly Effect[], text = 'ability'): Ability {
  const isManaAbility = effects.some((e) => e.kind === 'addMana') && targetsOf(effects).length === 0;
  return { kind: 'activated', costs, effects, restrictions: [], isManaAbility, implied: false, line: 1, text };
}

export const addMana = (...options: string[]): Effect => ({ kind: 'addMana', options: options.map(mana) });
export const damage = (amount: Amount, to: Subject, from: Subject = { kind: 'self' }): Effect => ({
  kind: 'dealDamage',
  amount,
  to,
  from,
});
export const destroyEffect = (what: Subject): Effect => ({ kind: 'destroy', what });
export const regenerateEffect = (what: Subject = self): Effect => ({ kind: 'regenerate', what });
export const draw = (amount: Amount, who: Subject = you): Effect => ({ kind: 'drawCards', amount, who });
export const gain = (amount: Amount, who: Subject = you): Effect => ({ kind: 'gainLife', amount, who });
export const tapEffect = (what: Subject): Effect => ({ kind: 'tap', what });

// ---- Ready-made cards (their real Oracle behaviour, hand-built). ----

const LAND_COLOR: Record<string, string> = { Plains: 'W', Island: 'U', Swamp: 'B', Mountain: 'R', Forest: 'G' };

/** A basic land with its implied mana ability (305.6). */
export function basicLand(name: keyof typeof LAND_COLOR | string): CardTemplate {
  const color = LAND_COLOR[name] ?? 'C';
  const ability: Ability = {
    ...activated([tapCost], [addMana(`{${color}}`)], `{T}: Add {${color}}.`),
    line: 0,
    implied: true,
  } as Ability;
  return card(name, { types: ['land'], supertypes: ['basic'], subtypes: [name], abilities: [ability] });
}

export const forest = () => basicLand('Forest');
export const mountain = () => basicLand('Mountain');
export const llanowarElves = () =>
  creature('Llanowar Elves', '{G}', '1/1', [activated([tapCost], [addMana('{G}')], '{T}: Add {G}.')], {
    subtypes: ['Elf', 'Druid'],
  });
export const grizzlyBears = () => creature('Grizzly Bears', '{1}{G}', '2/2');
export const shock = () =>
  card('Shock', {
    cost: '{R}',
    types: ['instant'],
    abilities: [spell([damage(fixed(2), target(['any'], 'any target'))], '~ deals 2 damage to any target.')],
  });
export const fireball = () =>
  card('Blaze', {
    cost: '{X}{R}',
    types: ['sorcery'],
    abilities: [spell([damage(X, target(['any'], 'any target'))], '~ deals X damage to any target.')],
  });
export const terror = () =>
  card('Murder', {
    cost: '{1}{B}{B}',
    types: ['instant'],
    abilities: [spell([destroyEffect(target(['creature'], 'target creature'))], 'Destroy target creature.')],
  });
export const drudgeSkeletons = () =>
  creature('Drudge Skeletons', '{1}{B}', '1/1', [
    activated([manaCost('{B}')], [regenerateEffect()], '{B}: Regenerate ~.'),
  ]);
/** Graven Cairns style filter land: "{B/R}, {T}: Add {B}{B}, {B}{R}, or {R}{R}." */
export const gravenCairns = () =>
  card('Graven Cairns', {
    types: ['land'],
    abilities: [
      activated([tapCost], [addMana('{C}')], '{T}: Add {C}.'),
      activated(
        [manaCost('{B/R}'), tapCost],
        [addMana('{B}{B}', '{B}{R}', '{R}{R}')],
        '{B/R}, {T}: Add {B}{B}, {B}{R}, or {R}{R}.',
      ),
    ],
  });
export const unparsed = (text: string): Ability => ({
  kind: 'unparsed',
  text,
  line: 2,
});
