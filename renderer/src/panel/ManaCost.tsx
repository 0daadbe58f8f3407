import { formatManaSymbol } from '../../../engine/mana/mana-cost.js';
import type { ManaCost as Cost, ManaSymbol } from '../../../engine/mana/mana-symbol.js';
import { describeManaSymbol } from '../language/mana-text.js';

/** CSS classes give each symbol its color(s); hybrids get a split background. */
function symbolClass(symbol: ManaSymbol): string {
  switch (symbol.kind) {
    case 'colored':
      return `mana-${symbol.color}`;
    case 'hybrid':
      return `mana-${symbol.colors[0]}${symbol.colors[1]} mana-hybrid`;
    case 'twobrid':
      return `mana-2${symbol.color} mana-hybrid`;
    case 'phyrexian':
      return `mana-${symbol.color} mana-phyrexian`;
    default:
      return 'mana-generic';
  }
}

function glyph(symbol: ManaSymbol): string {
  const text = formatManaSymbol(symbol).slice(1, -1);
  return symbol.kind === 'phyrexian' ? `${symbol.color}ᵖ` : text;
}

/** A mana cost as small round symbol badges; the whole cost has one accessible name in words. */
export function ManaCost({ cost }: { readonly cost: Cost }) {
  const label = cost.map(formatManaSymbol).join('');
  const words = cost.map(describeManaSymbol).join(', ');
  return (
    <span className="mana-cost" role="img" aria-label={`${label}: ${words}`} title={words}>
      {cost.map((symbol, i) => (
        <span key={i} className={`cs-mana ${symbolClass(symbol)}`} aria-hidden="true">
          {glyph(symbol)}
        </span>
      ))}
    </span>
  );
}
