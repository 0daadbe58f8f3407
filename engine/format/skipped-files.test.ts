import { describe, expect, it } from 'vitest';
import { countSkipped, fileEnding, skippedMessage } from './skipped-files.js';

const counted = (...names: string[]): Record<string, number> => {
  const counts: Record<string, number> = {};
  for (const name of names) countSkipped(counts, name);
  return counts;
};

describe('skipped files', () => {
  it('counts files by their last ending, lower-cased, leaving out hidden files and scenarios', () => {
    expect(fileEnding('Shock.TXT')).toBe('.txt');
    expect(fileEnding('shock.card.txt')).toBe('.txt');
    expect(fileEnding('README')).toBe('');
    expect(counted('a.txt', 'b.TXT', 'README', '.DS_Store', 'fight.scenario')).toEqual({ '.txt': 2, '': 1 });
  });

  it('says how many were skipped and how to make them card files', () => {
    expect(skippedMessage({ '.txt': 14 })).toBe('14 .txt files skipped: card files end in .card or .card.json');
    expect(skippedMessage({ '.txt': 1 })).toBe('1 .txt file skipped: card files end in .card or .card.json');
    expect(skippedMessage({ '.md': 1, '.txt': 14, '': 2 })).toBe(
      '14 .txt files, 2 files without an extension and 1 .md file skipped: card files end in .card or .card.json',
    );
    expect(skippedMessage({ '.a': 5, '.b': 4, '.c': 3, '.d': 2, '.e': 1 })).toBe(
      '5 .a files, 4 .b files, 3 .c files and 3 other files skipped: card files end in .card or .card.json',
    );
    expect(skippedMessage({})).toBeNull();
  });
});
