import type { Amount } from './card-template.js';

/**
 * The amount kinds worked out from the board and a viewpoint alone, with no resolution: what a static ability may use
 * (611.3a: "gets +X/+X, where X is …", "~'s power is equal to …") — a number, a count (107.1), devotion (700.5), the
 * party (700.8), a life total (119.1), the greatest or least power among …, the total power of … .
 */
export type BoardAmount = Extract<
  Amount,
  { kind: 'fixed' | 'count' | 'devotion' | 'party' | 'basicLandTypes' | 'lifeTotal' | 'greatest' | 'least' | 'total' }
>;

export function isBoardAmount(amount: Amount): amount is BoardAmount {
  switch (amount.kind) {
    case 'fixed':
    case 'count':
    case 'devotion':
    case 'party':
    case 'basicLandTypes':
    case 'lifeTotal':
    case 'greatest':
    case 'least':
    case 'total':
      return true;
    default:
      return false;
  }
}
