import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { CompileRequest, CompileSummary } from '../contract.js';
import { compileOffThread } from '../packs/compile-off-thread.js';
import type { CompileResult } from '../packs/compile-workspace.js';
import { HostError, toHostError } from '../workspace/host-error.js';
import { resolveInside, toRelative } from '../workspace/workspace-path.js';
import type { HostContext } from './methods.js';
import { throttleProgress } from './progress-throttle.js';

/** Where a pack goes when the page does not say: a `packs/` folder of the workspace, named after it. */
export function defaultPackPath(root: string): string {
  const name = path.basename(root).replace(/[^\w.-]+/g, '-') || 'pack';
  return `packs/${name}.zip`;
}

/** Workspace-relative when inside the workspace (always, for packs and cards), else as it was. */
function shown(root: string, file: string | null): string | null {
  if (file === null || !path.isAbsolute(file)) return file;
  const relative = path.relative(root, file);
  return relative.startsWith('..') || path.isAbsolute(relative) ? file : toRelative(root, file);
}

function summarize(root: string, packPath: string, result: CompileResult, fileCount: number): CompileSummary {
  return {
    status: result.status,
    packPath,
    packLocation: result.packPath,
    packSize: result.packSize,
    cardCount: result.cardCount,
    fileCount,
    warnings: result.warnings,
    duplicates: result.duplicates.map((d) => ({ name: d.name, sources: [...d.sources] })),
    failures: result.failures.map((f) => ({ file: shown(root, f.file), code: f.code, message: f.message })),
  };
}

/**
 * The app's Compile: every card file of the workspace into one pack zip, which must itself be inside the
 * workspace (checked like every path, symlinks included). Runs on a worker thread of the host, so the host
 * keeps answering the page while adm-zip zips; progress goes out through the context, throttled. The page can
 * stop it with cancelCompile from the moment this is called.
 */
export async function compileInWorkspace(context: HostContext, request: CompileRequest): Promise<CompileSummary> {
  // Registered before the first await, so a cancel sent right after the request always finds it.
  const job = context.compiles.start();
  try {
    return await compileWith(context, request, job.signal);
  } finally {
    job.finish();
  }
}

async function compileWith(
  context: HostContext,
  request: CompileRequest,
  signal: AbortSignal,
): Promise<CompileSummary> {
  const root = context.workspace.root;
  const out = request.out ?? defaultPackPath(root);
  if (!out.toLowerCase().endsWith('.zip')) throw new HostError('invalid-argument', 'the pack must be a .zip file');
  const target = await resolveInside(root, out);
  if (target.relative === '') throw new HostError('invalid-argument', 'the pack cannot be the workspace folder');
  try {
    await mkdir(path.dirname(target.absolute), { recursive: true });
  } catch (error) {
    throw toHostError(error, path.posix.dirname(target.relative));
  }
  // The folder now exists: check again, so a symlink created meanwhile cannot lead the pack out.
  await resolveInside(root, target.relative);
  const report = throttleProgress(context.progress);
  let fileCount = 0;
  const result = await compileOffThread({
    root,
    out: target.absolute,
    strict: request.strict === true,
    signal,
    onProgress: (p) => {
      fileCount = p.total;
      report({ job: 'compile', done: p.done, total: p.total, item: p.file });
    },
  });
  return summarize(root, target.relative, result, fileCount);
}
