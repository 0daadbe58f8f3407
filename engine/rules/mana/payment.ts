import type { Color, ManaCost } from '../../mana/mana-symbol.js';
import { fail, ok, type Result } from '../result.js';
import { EMPTY_POOL, MANA_TYPES, poolTotal, type ManaPool, type ManaType } from './pool.js';

/** What paying a mana cost takes: mana out of the pool and, for Phyrexian symbols paid with life, life. */
export interface ManaPayment {
  readonly mana: ManaPool;
  readonly life: number;
}

export interface PaymentOptions {
  /** The value chosen for X (rule 107.3); Y and Z take it too. */
  readonly x: number;
  /** Life the payer has; Phyrexian symbols may be paid with 2 life each (107.4f, 118.3: not more than you have). */
  readonly life: number;
  /** 'prefer-mana' (default) pays Phyrexian symbols with life only when the mana isn't there. */
  readonly phyrexian?: 'prefer-mana' | 'prefer-life' | 'mana-only';
}

/** One symbol that can be paid in more than one way (118.13): hybrid, two-brid, Phyrexian. */
type Option = { readonly mana: ManaType } | { readonly generic: number } | { readonly life: number };

interface Requirement {
  readonly fixed: Readonly<Record<ManaType, number>>;
  readonly generic: number;
  readonly choices: readonly (readonly Option[])[];
}

function requirementOf(cost: ManaCost, pool: ManaPool, options: PaymentOptions): Requirement {
  const fixed: Record<ManaType, number> = { ...EMPTY_POOL };
  let generic = 0;
  const choices: Option[][] = [];
  const lifeFirst = options.phyrexian === 'prefer-life';
  for (const s of cost) {
    switch (s.kind) {
      case 'generic':
        generic += s.amount;
        break;
      case 'variable':
        generic += options.x;
        break;
      // 107.4h: {S} needs mana from a snow source; the pool does not track sources, so it is paid as generic.
      case 'snow':
        generic += 1;
        break;
      case 'colored':
        fixed[s.color] += 1;
        break;
      case 'colorless':
        fixed.C += 1;
        break;
      case 'hybrid':
        // Try the color the pool has more of first, so the scarcer color stays for later costs.
        choices.push([...s.colors].sort((a: Color, b: Color) => pool[b] - pool[a]).map((c: Color) => ({ mana: c })));
        break;
      case 'twobrid':
        choices.push([{ mana: s.color }, { generic: 2 }]);
        break;
      case 'phyrexian': {
        const mana: Option = { mana: s.color };
        const life: Option = { life: 2 };
        if (options.phyrexian === 'mana-only') choices.push([mana]);
        else choices.push(lifeFirst ? [life, mana] : [mana, life]);
        break;
      }
    }
  }
  return { fixed, generic, choices };
}

/** Spends generic mana from what is left: colorless first, then the colors there is most of (keeps rare colors). */
function spendGeneric(left: Record<ManaType, number>, spent: Record<ManaType, number>, amount: number): boolean {
  let due = amount;
  const order: ManaType[] = ['C', ...MANA_TYPES.filter((t) => t !== 'C').sort((a, b) => left[b] - left[a])];
  for (const t of order) {
    const take = Math.min(left[t], due);
    left[t] -= take;
    spent[t] += take;
    due -= take;
  }
  return due === 0;
}

function tryAssignment(pool: ManaPool, req: Requirement, picks: readonly Option[], lifeAvailable: number) {
  const left: Record<ManaType, number> = { ...pool };
  const spent: Record<ManaType, number> = { ...EMPTY_POOL };
  let generic = req.generic;
  let life = 0;
  const need: Record<ManaType, number> = { ...req.fixed };
  for (const p of picks) {
    if ('mana' in p) need[p.mana] += 1;
    else if ('generic' in p) generic += p.generic;
    else life += p.life;
  }
  if (life > lifeAvailable) return null;
  for (const t of MANA_TYPES) {
    if (left[t] < need[t]) return null;
    left[t] -= need[t];
    spent[t] += need[t];
  }
  if (!spendGeneric(left, spent, generic)) return null;
  return { mana: spent as ManaPool, life };
}

/**
 * Finds a way to pay `cost` from `pool` (rules 106, 107.4, 118). Hybrid and Phyrexian symbols are searched
 * exhaustively (depth-first, preferred option first), so {R/G}{R} with {R}{G} in the pool pays the hybrid
 * with {G}. Returns the mana to remove and life to pay, or why it can't be paid.
 */
export function findPayment(cost: ManaCost, pool: ManaPool, options: PaymentOptions): Result<ManaPayment> {
  const req = requirementOf(cost, pool, options);
  const picks: Option[] = [];
  const search = (i: number): ManaPayment | null => {
    if (i === req.choices.length) return tryAssignment(pool, req, picks, options.life);
    for (const option of req.choices[i] ?? []) {
      picks.push(option);
      const found = search(i + 1);
      picks.pop();
      if (found) return found;
    }
    return null;
  };
  const found = search(0);
  if (found) return ok(found);
  return fail(`can't pay ${describeCost(cost, options.x)}: the pool has ${describePool(pool)}`);
}

/** The cost with X filled in, e.g. `{3}{R}` for `{X}{R}` with X=3. */
export function describeCost(cost: ManaCost, x: number): string {
  if (cost.length === 0) return '{0}';
  return cost
    .map((s) => {
      switch (s.kind) {
        case 'generic':
          return `{${s.amount}}`;
        case 'variable':
          return `{${x}}`;
        case 'snow':
          return '{S}';
        case 'colored':
          return `{${s.color}}`;
        case 'colorless':
          return '{C}';
        case 'hybrid':
          return `{${s.colors[0]}/${s.colors[1]}}`;
        case 'twobrid':
          return `{2/${s.color}}`;
        case 'phyrexian':
          return `{${s.color}/P}`;
      }
    })
    .join('');
}

function describePool(pool: ManaPool): string {
  if (poolTotal(pool) === 0) return 'no mana';
  const parts: string[] = [];
  for (const t of MANA_TYPES) for (let i = 0; i < pool[t]; i++) parts.push(`{${t}}`);
  return parts.join('');
}

/** Whether the cost mentions X (107.3): the player must choose a value. */
export function hasX(cost: ManaCost): boolean {
  return cost.some((s) => s.kind === 'variable');
}
