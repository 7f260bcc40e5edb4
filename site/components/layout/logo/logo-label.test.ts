import { describe, expect, it } from 'vitest';
import { logoLabel } from './logo-label';

describe('logoLabel', () => {
  it('adds the drawn words the brand name lacks (Jabuticaba mark also reads CASTING)', () => {
    expect(logoLabel('jabuticaba', 'Jabuticaba')).toBe('Jabuticaba Casting');
  });

  it('keeps a name that already holds every drawn word', () => {
    expect(logoLabel('cq-empresariamento', 'CQ Empresariamento')).toBe('CQ Empresariamento');
    expect(logoLabel('music', 'CQ Music')).toBe('CQ Music');
  });

  it('names a renamed brand by its name plus the words on screen', () => {
    expect(logoLabel('digital', 'Agência Digital')).toBe('CQ Digital, Agência Digital');
  });
});
