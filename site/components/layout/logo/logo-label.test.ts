import { describe, expect, it } from 'vitest';
import { brandByKey } from '@agency/schema/brands';
import { logoLabel } from './logo-label';

const logo = (key: Parameters<typeof brandByKey>[0]) => brandByKey(key).logo;

describe('logoLabel', () => {
  it('adds the drawn words the brand name lacks (Jabuticaba mark also reads CASTING)', () => {
    expect(logoLabel(logo('jabuticaba'), 'Jabuticaba')).toBe('Jabuticaba Casting');
  });

  it('keeps a name that already holds every drawn word', () => {
    expect(logoLabel(logo('cq-empresariamento'), 'CQ Empresariamento')).toBe('CQ Empresariamento');
    expect(logoLabel(logo('music'), 'CQ Music')).toBe('CQ Music');
  });

  it('names a renamed brand by its name plus the words on screen', () => {
    expect(logoLabel(logo('digital'), 'Agência Digital')).toBe('CQ Digital, Agência Digital');
  });
});
