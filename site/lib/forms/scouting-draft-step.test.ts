import { describe, expect, it } from 'vitest';
import { draftKey, draftStep } from './scouting-draft-step';

describe('the step a stored draft reached', () => {
  it('is kept per brand', () => {
    expect(draftKey('music')).not.toBe(draftKey('digital'));
  });

  it("reads the step, clamped to the wizard's 0 to 4", () => {
    expect(draftStep(JSON.stringify({ step: 3, values: {} }))).toBe(3);
    expect(draftStep(JSON.stringify({ step: 9, values: {} }))).toBe(4);
    expect(draftStep(JSON.stringify({ step: -2, values: {} }))).toBe(0);
  });

  it('is 0 for no draft, tampered data or a step that is not a whole number', () => {
    expect(draftStep(null)).toBe(0);
    expect(draftStep('{oops')).toBe(0);
    expect(draftStep('null')).toBe(0);
    expect(draftStep(JSON.stringify({ step: '3' }))).toBe(0);
    expect(draftStep(JSON.stringify({ step: 2.5 }))).toBe(0);
  });
});
