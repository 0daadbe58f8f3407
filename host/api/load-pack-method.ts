import type { LoadedPack } from '../contract.js';
import { loadPackOffThread } from '../packs/load-pack-off-thread.js';
import { HostError } from '../workspace/host-error.js';
import { resolveInside } from '../workspace/workspace-path.js';
import type { HostContext } from './methods.js';

/**
 * Loads a compiled pack for the Rules tester: the path must be a `.zip` inside the workspace (checked like every
 * path, symlinks included); the pack is read as untrusted input and verified. Any problem rejects, naming it.
 */
export async function loadPackInWorkspace(context: HostContext, packPath: string): Promise<LoadedPack> {
  if (!packPath.toLowerCase().endsWith('.zip')) throw new HostError('invalid-argument', 'the pack must be a .zip file');
  const target = await resolveInside(context.workspace.root, packPath);
  if (target.relative === '') throw new HostError('invalid-argument', 'the pack cannot be the workspace folder');
  const result = await loadPackOffThread(target.absolute);
  if (!result.ok) {
    const notFound =
      result.errors.length === 1 && result.errors[0]?.code === 'io' && /ENOENT/.test(result.errors[0].message);
    if (notFound) throw new HostError('not-found', `${target.relative} does not exist`);
    const problems = result.errors.map((e) => (e.entry === null ? e.message : `${e.entry}: ${e.message}`));
    throw new HostError('invalid-argument', `${target.relative} is not a valid pack: ${problems.join('; ')}`);
  }
  return { path: target.relative, cards: result.templates };
}
