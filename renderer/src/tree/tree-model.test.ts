import { describe, expect, it } from 'vitest';
import type { TreeNode } from '../../../host/contract.js';
import {
  ancestors,
  findNode,
  freeName,
  listFiles,
  nameProblem,
  targetFolder,
  treeKey,
  typeAheadTarget,
  visibleRows,
} from './tree-model.js';

const file = (path: string): TreeNode => ({ path, name: path.split('/').pop() ?? path, kind: 'file' });
const dir = (path: string, children: TreeNode[]): TreeNode => ({
  path,
  name: path.split('/').pop() ?? path,
  kind: 'directory',
  children,
});

const tree = dir('', [
  dir('lands', [dir('lands/basic', [file('lands/basic/forest.card')]), file('lands/dryad-arbor.card')]),
  dir('spells', [file('spells/shock.card')]),
  file('readme.txt'),
]);

const paths = (expanded: string[]): string[] => visibleRows(tree, new Set(expanded)).map((r) => r.node.path);

describe('visibleRows', () => {
  it('shows top-level entries, and children of expanded folders only', () => {
    expect(paths([])).toEqual(['lands', 'spells', 'readme.txt']);
    expect(paths(['lands'])).toEqual(['lands', 'lands/basic', 'lands/dryad-arbor.card', 'spells', 'readme.txt']);
    // A collapsed parent hides an expanded child.
    expect(paths(['lands/basic'])).toEqual(['lands', 'spells', 'readme.txt']);
  });

  it('gives ARIA level, set size and position', () => {
    const rows = visibleRows(tree, new Set(['lands']));
    expect(rows[2]).toMatchObject({ level: 2, setSize: 2, posInSet: 2, parentPath: 'lands' });
    expect(rows[0]).toMatchObject({ level: 1, setSize: 3, posInSet: 1, parentPath: null });
  });
});

describe('treeKey', () => {
  const expanded = new Set(['lands']);
  const rows = visibleRows(tree, expanded);
  it('moves up and down, and to the ends', () => {
    expect(treeKey(rows, 'lands', expanded, 'ArrowDown')).toEqual({ kind: 'focus', path: 'lands/basic' });
    expect(treeKey(rows, 'lands', expanded, 'ArrowUp')).toEqual({ kind: 'focus', path: 'lands' });
    expect(treeKey(rows, 'lands/basic', expanded, 'End')).toEqual({ kind: 'focus', path: 'readme.txt' });
    expect(treeKey(rows, 'readme.txt', expanded, 'Home')).toEqual({ kind: 'focus', path: 'lands' });
    expect(treeKey(rows, null, expanded, 'ArrowDown')).toEqual({ kind: 'focus', path: 'lands' });
  });

  it('Right expands a closed folder, then enters it; Left collapses, then goes to the parent', () => {
    expect(treeKey(rows, 'spells', expanded, 'ArrowRight')).toEqual({ kind: 'expand', path: 'spells' });
    expect(treeKey(rows, 'lands', expanded, 'ArrowRight')).toEqual({ kind: 'focus', path: 'lands/basic' });
    expect(treeKey(rows, 'lands', expanded, 'ArrowLeft')).toEqual({ kind: 'collapse', path: 'lands' });
    expect(treeKey(rows, 'lands/dryad-arbor.card', expanded, 'ArrowLeft')).toEqual({ kind: 'focus', path: 'lands' });
    expect(treeKey(rows, 'readme.txt', expanded, 'ArrowLeft')).toEqual({ kind: 'none' });
    expect(treeKey(rows, 'readme.txt', expanded, 'ArrowRight')).toEqual({ kind: 'none' });
  });
});

describe('paths', () => {
  it('finds nodes and lists files in tree order', () => {
    expect(findNode(tree, 'lands/basic')?.kind).toBe('directory');
    expect(findNode(tree, 'lands/nope')).toBeNull();
    expect(listFiles(tree)).toEqual([
      'lands/basic/forest.card',
      'lands/dryad-arbor.card',
      'spells/shock.card',
      'readme.txt',
    ]);
  });

  it('puts new files in the focused folder or beside the focused file', () => {
    expect(targetFolder(tree, null)).toBe('');
    expect(targetFolder(tree, 'lands/basic')).toBe('lands/basic');
    expect(targetFolder(tree, 'spells/shock.card')).toBe('spells');
    expect(ancestors('lands/basic/forest.card')).toEqual(['lands', 'lands/basic']);
  });

  it('checks names and finds free ones for copies', () => {
    expect(nameProblem('', [])).toBe('Enter a name.');
    expect(nameProblem('a/b', [])).toMatch(/cannot contain/);
    expect(nameProblem('Shock.card', ['shock.card'])).toMatch(/already exists/);
    expect(nameProblem('Bolt.card', ['shock.card'])).toBeNull();
    expect(freeName('shock.card', [])).toBe('shock.card');
    expect(freeName('shock.card', ['shock.card'])).toBe('shock copy.card');
    expect(freeName('shock.card', ['shock.card', 'shock copy.card'])).toBe('shock copy 2.card');
    expect(freeName('thopter.card.json', ['thopter.card.json'])).toBe('thopter copy.card.json');
  });
});

describe('typeAheadTarget', () => {
  const rows = visibleRows(
    dir('', [file('shock.card'), file('serra-angel.card'), file('sewer-rats.card'), file('forest.card')]),
    new Set(),
  );

  it('steps through the names starting with a letter typed again and again, wrapping around', () => {
    expect(typeAheadTarget(rows, 0, 's')).toBe('serra-angel.card');
    expect(typeAheadTarget(rows, 1, 'ss')).toBe('sewer-rats.card');
    expect(typeAheadTarget(rows, 2, 'sss')).toBe('shock.card');
    expect(typeAheadTarget(rows, 3, 'F')).toBe('forest.card');
  });

  it('matches a longer prefix from the focused row on, the focused row included', () => {
    expect(typeAheadTarget(rows, 1, 'se')).toBe('serra-angel.card');
    expect(typeAheadTarget(rows, 1, 'sew')).toBe('sewer-rats.card');
    expect(typeAheadTarget(rows, -1, 'sh')).toBe('shock.card');
  });

  it('finds nothing for a prefix no name has', () => {
    expect(typeAheadTarget(rows, 0, 'x')).toBeNull();
    expect(typeAheadTarget([], 0, 's')).toBeNull();
  });
});
