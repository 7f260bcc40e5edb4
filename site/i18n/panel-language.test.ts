import { describe, expect, it } from 'vitest';
import { panelTextLang } from './panel-language';

describe('panelTextLang', () => {
  it('marks panel text as Portuguese on an English page only', () => {
    expect(panelTextLang('en')).toBe('pt-BR');
    expect(panelTextLang('pt')).toBeUndefined();
  });
});
