import { describe, expect, it } from 'vitest';
import { someNode } from './some-node.js';

describe('someNode', () => {
  const isAttach = (n: Readonly<Record<string, unknown>>) => n['kind'] === 'attach';
  it('finds a matching object at any depth, inside arrays too', () => {
    expect(someNode([{ kind: 'optional', effects: [{ kind: 'draw' }, { kind: 'attach' }] }], isAttach)).toBe(true);
    expect(someNode({ kind: 'modal', modes: [{ effects: [[{ kind: 'attach' }]] }] }, isAttach)).toBe(true);
  });
  it('is false when nothing matches, and for primitives', () => {
    expect(someNode([{ kind: 'draw', amount: { kind: 'fixed', n: 1 } }], isAttach)).toBe(false);
    expect(someNode('attach', isAttach)).toBe(false);
    expect(someNode(null, isAttach)).toBe(false);
  });
  it('visits a node before its children and stops at the first match', () => {
    const seen: unknown[] = [];
    someNode({ kind: 'a', inner: { kind: 'b', inner: { kind: 'c' } } }, (n) => {
      seen.push(n['kind']);
      return n['kind'] === 'b';
    });
    expect(seen).toEqual(['a', 'b']);
  });
});
