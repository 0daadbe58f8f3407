import { describe, expect, it } from 'vitest';
import { MAX_DRAFT_TABS } from '../contract.js';
import { mergeDrafts } from './merge-drafts.js';

describe('mergeDrafts', () => {
  it("keeps every window's tabs, the first record's first and its active tab in front", () => {
    const mine = { tabs: [{ path: 'a.card', text: 'name A2\n' }], active: 'a.card' };
    const theirs = { tabs: [{ path: 'b.card', text: null }], active: 'b.card' };
    expect(mergeDrafts([mine, theirs])).toEqual({
      tabs: [
        { path: 'a.card', text: 'name A2\n' },
        { path: 'b.card', text: null },
      ],
      active: 'a.card',
    });
  });

  it('takes unsaved text over a clean tab of the same file, and the first text over a later one', () => {
    const clean = { tabs: [{ path: 'a.card', text: null }], active: null };
    const edited = { tabs: [{ path: 'a.card', text: 'name Edited\n' }], active: 'a.card' };
    const other = { tabs: [{ path: 'a.card', text: 'name Other\n' }], active: null };
    expect(mergeDrafts([clean, edited, other])).toEqual({
      tabs: [{ path: 'a.card', text: 'name Edited\n' }],
      active: 'a.card',
    });
  });

  it('holds no more tabs than one record may', () => {
    const many = (prefix: string) => ({
      tabs: Array.from({ length: MAX_DRAFT_TABS }, (_, i) => ({ path: `${prefix}${i}.card`, text: null })),
      active: null,
    });
    expect(mergeDrafts([many('a'), many('b')]).tabs).toHaveLength(MAX_DRAFT_TABS);
    expect(mergeDrafts([])).toEqual({ tabs: [], active: null });
  });
});
