import { describe, expect, it } from 'vitest';
import type { WorkspaceChange } from '../../../host/contract.js';
import { createMemoryHost } from './memory-host.js';

const nextChanges = (host: ReturnType<typeof createMemoryHost>): Promise<readonly WorkspaceChange[]> =>
  new Promise((resolve) => {
    const off = host.onChange((changes) => {
      off();
      resolve(changes);
    });
  });

describe('memory host', () => {
  it('lists a sorted tree: folders first, then files', async () => {
    const host = createMemoryHost({ 'b.card': '', 'a/x.card': '', 'c.card': '' });
    const { tree } = await host.workspace();
    expect(tree.children?.map((c) => c.path)).toEqual(['a', 'b.card', 'c.card']);
  });

  it('reads, writes and reports changes', async () => {
    const host = createMemoryHost({ 'a.card': 'one' });
    const changed = nextChanges(host);
    const written = await host.writeFile('a.card', 'two');
    expect(written.text).toBe('two');
    expect(await changed).toEqual([{ type: 'change', path: 'a.card' }]);
    expect((await host.readFile('a.card')).text).toBe('two');
  });

  it('refuses paths outside the workspace and existing targets, with codes', async () => {
    const host = createMemoryHost({ 'a.card': '' });
    await expect(host.readFile('../etc/passwd')).rejects.toMatchObject({ code: 'outside-workspace' });
    await expect(host.createFile('a.card', '')).rejects.toMatchObject({ code: 'exists' });
    await expect(host.readFile('nope.card')).rejects.toMatchObject({ code: 'not-found' });
  });

  it('renames and deletes folders with their files', async () => {
    const host = createMemoryHost({ 'red/shock.card': 's' });
    await host.rename('red', 'burn');
    expect(host.peek('burn/shock.card')).toBe('s');
    await host.delete('burn');
    expect((await host.workspace()).tree.children).toEqual([]);
  });

  it('simulates outside edits', async () => {
    const host = createMemoryHost({ 'a.card': 'one' });
    const changed = nextChanges(host);
    host.outsideWrite('a.card', 'disk');
    expect(await changed).toEqual([{ type: 'change', path: 'a.card' }]);
    expect(host.peek('a.card')).toBe('disk');
  });
});
