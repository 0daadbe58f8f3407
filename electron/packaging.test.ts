import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// electron-builder cannot run here (it downloads Electron), so this checks what it would be given.
const root = fileURLToPath(new URL('..', import.meta.url));
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  main: string;
  scripts: Record<string, string>;
};
const config = JSON.parse(readFileSync(path.join(root, 'electron-builder.json'), 'utf8')) as {
  directories: { buildResources: string };
  files: string[];
  extraResources: { from: string; to: string }[];
  linux: { target: string[]; icon: string };
  win: { target: string[]; icon: string };
  mac: { target: string[]; icon: string };
};

/** Where `tsc -p tsconfig.build.json` puts the JavaScript for one source file. */
function emittedPath(source: string): string {
  const file = path.join(root, 'tsconfig.build.json');
  const { config: raw } = ts.readConfigFile(file, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(raw, ts.sys, root, undefined, file);
  expect(parsed.fileNames.map((f) => path.resolve(f))).toContain(path.join(root, source));
  const outputs = ts.getOutputFileNames(parsed, path.join(root, source), false);
  const js = outputs.find((f) => /\.[cm]?js$/.test(f));
  if (js === undefined) throw new Error(`tsc emits no JavaScript for ${source}`);
  return path.relative(root, js).split(path.sep).join('/');
}

describe('electron-builder configuration', () => {
  it('passes electron-builder’s own schema validation', async () => {
    const require = createRequire(import.meta.url);
    const { getConfig, validateConfiguration } = require('app-builder-lib/out/util/config/config.js') as {
      getConfig(dir: string, file: string | null, extra: null): Promise<object>;
      validateConfiguration(config: object, logger: object): Promise<void>;
    };
    const { DebugLogger } = require('builder-util') as { DebugLogger: new (enabled: boolean) => object };
    const loaded = await getConfig(root, null, null);
    await expect(validateConfiguration(loaded, new DebugLogger(false))).resolves.toBeUndefined();
  }, 30_000);

  it('names icons that exist, with the right formats', () => {
    const magic = (file: string, bytes: number[]): void => {
      expect(existsSync(path.join(root, file)), file).toBe(true);
      expect([...readFileSync(path.join(root, file)).subarray(0, bytes.length)], file).toEqual(bytes);
    };
    magic(config.linux.icon, [0x89, 0x50, 0x4e, 0x47]);
    magic(config.win.icon, [0, 0, 1, 0]);
    magic(config.mac.icon, [...Buffer.from('icns')]);
    expect(readFileSync(path.join(root, config.linux.icon)).readUInt32BE(16)).toBeGreaterThanOrEqual(512);
    expect(existsSync(path.join(root, config.directories.buildResources, 'icon.svg'))).toBe(true);
  });

  it('targets Linux AppImage and deb, Windows NSIS and macOS dmg', () => {
    expect(config.linux.target).toEqual(['AppImage', 'deb']);
    expect(config.win.target).toEqual(['nsis']);
    expect(config.mac.target).toEqual(['dmg']);
    expect(pkg.scripts.dist).toContain('electron-builder');
  });

  it('ships the example cards', () => {
    for (const resource of config.extraResources) expect(existsSync(path.join(root, resource.from))).toBe(true);
  });

  it('points `main` at what tsc emits for electron/main.ts, and packages it', () => {
    expect(pkg.main).toBe(emittedPath('electron/main.ts'));
    expect(config.files).toContain('dist/electron/**');
    expect(config.files).toContain('dist/renderer/**');
  });

  it('loads the preload from where tsc emits electron/preload.cts, as CommonJS', () => {
    const preload = emittedPath('electron/preload.cts');
    expect(preload).toBe('dist/electron/preload.cjs');
    // main resolves the preload beside its own compiled file.
    expect(path.posix.dirname(preload)).toBe(path.posix.dirname(pkg.main));
    expect(readFileSync(path.join(root, 'electron', 'main.ts'), 'utf8')).toContain(`'${path.posix.basename(preload)}'`);
  });
});
