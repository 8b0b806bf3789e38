import { describe, expect, it } from 'vitest';
import { progressPercent, showsProgressBar } from './progress.ts';

describe('progress bar', () => {
  it('fills to (step + 0.5) / 4 as a percent', () => {
    expect([0, 1, 2, 3].map(progressPercent)).toEqual([12.5, 37.5, 62.5, 87.5]);
  });

  it('stays within 0–100', () => {
    expect(progressPercent(10)).toBe(100);
    expect(progressPercent(-3)).toBe(0);
    expect(progressPercent(Number.NaN)).toBe(12.5);
  });

  it('is hidden on /welcome, /documents, /clients and the PDF editor (part of Files) only', () => {
    expect(['/welcome', '/documents', '/clients', '/clients/'].map(showsProgressBar)).toEqual([false, false, false, false]);
    expect(['/pdf-editor/3f2a', '/pdf-editor/3f2a/', '/pdf-editor'].map(showsProgressBar)).toEqual([false, false, false]);
    expect(['/setup', '/welcome-client', '/section/1', '/file-upload-list', '/pdf-editorial'].map(showsProgressBar)).toEqual([true, true, true, true, true]);
  });
});
