import { describe, expect, it } from 'vitest';
import { tabAfterKey } from './panel-tabs.js';

describe('tabAfterKey', () => {
  it('moves right and left through the three tabs, wrapping around', () => {
    expect(tabAfterKey('ArrowRight', 'file')).toBe('workspace');
    expect(tabAfterKey('ArrowRight', 'workspace')).toBe('coverage');
    expect(tabAfterKey('ArrowRight', 'coverage')).toBe('file');
    expect(tabAfterKey('ArrowLeft', 'file')).toBe('coverage');
    expect(tabAfterKey('ArrowLeft', 'coverage')).toBe('workspace');
  });

  it('goes to the ends with Home and End, and ignores other keys', () => {
    expect(tabAfterKey('Home', 'coverage')).toBe('file');
    expect(tabAfterKey('End', 'file')).toBe('coverage');
    expect(tabAfterKey('Enter', 'file')).toBeNull();
  });
});
