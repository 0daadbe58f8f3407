import { describe, expect, it } from 'vitest';
import { filterOptions, type CardOption } from './card-options.js';
import { card } from './test-cards.js';

const options: CardOption[] = [
  { key: 'editor:', label: 'Shock', detail: 'editor, as typed', template: card('shock') },
  { key: 'a', label: 'Llanowar Elves', detail: 'creatures/llanowar-elves.card', template: card('elves') },
  { key: 'b', label: 'Grizzly Bears', detail: 'creatures-combat/grizzly-bears.card', template: card('bears') },
];

describe('filterOptions', () => {
  it('matches every word in the name or path, keeping the order', () => {
    expect(filterOptions(options, '').map((o) => o.key)).toEqual(['editor:', 'a', 'b']);
    expect(filterOptions(options, 'llan').map((o) => o.key)).toEqual(['a']);
    expect(filterOptions(options, 'combat bear').map((o) => o.key)).toEqual(['b']);
    expect(filterOptions(options, 'creatures', 1)).toHaveLength(1);
  });
});
