import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { toolVersion } from './tool-version.js';

describe('toolVersion', () => {
  it("is cardsmith's package.json version", () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
    expect(toolVersion()).toBe(pkg.version);
    expect(toolVersion()).toMatch(/^\d+\.\d+\.\d+/);
  });
});
