import { describe, expect, it } from 'vitest';
import { talentProfilePath } from './paths';

describe('talentProfilePath', () => {
  it('puts the category first when the profile is opened from one', () => {
    expect(talentProfilePath(12, 'ana-lucia', 'jornalistas')).toBe('/jornalistas/12/ana-lucia');
    expect(talentProfilePath('12', 'ana-lucia', null)).toBe('/12/ana-lucia');
  });

  it('gives a name without a slug a readable one', () => {
    expect(talentProfilePath(7, '', undefined)).toBe('/7/talento');
  });
});
