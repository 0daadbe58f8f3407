import { mkdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { atomicWrite } from '../workspace/atomic-write.js';

/** Where the desktop app remembers the last opened folder (a JSON file in Electron's userData). */
export function lastWorkspaceFile(userDataDir: string): string {
  return path.join(userDataDir, 'last-workspace.json');
}

/** The remembered folder, if the record is readable and the folder still exists. */
export async function readLastWorkspace(file: string): Promise<string | undefined> {
  try {
    const record = JSON.parse(await readFile(file, 'utf8')) as { workspace?: unknown };
    if (typeof record.workspace !== 'string' || !path.isAbsolute(record.workspace)) return undefined;
    return (await stat(record.workspace)).isDirectory() ? record.workspace : undefined;
  } catch {
    return undefined;
  }
}

export async function rememberWorkspace(file: string, workspace: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await atomicWrite(file, `${JSON.stringify({ workspace }, null, 2)}\n`);
}
