import { describe, expect, it } from 'vitest';
import { scoutingApplicationSchema } from '@agency/schema/validation';
import { displayToIsoDate, isoToDisplayDate } from './birthdate';

describe('birthdate conversion (shown dd/MM/yyyy, stored yyyy-MM-dd)', () => {
  it('turns the shown date into the stored one and back', () => {
    expect(displayToIsoDate('30/04/1995')).toBe('1995-04-30');
    expect(isoToDisplayDate('1995-04-30')).toBe('30/04/1995');
  });

  it('leaves incomplete text for the shared rule to refuse', () => {
    expect(displayToIsoDate('30/04/19')).toBe('30/04/19');
    const birthdate = scoutingApplicationSchema.shape.birthdate;
    expect(birthdate.safeParse(displayToIsoDate('30/04/19')).success).toBe(false);
    expect(birthdate.safeParse(displayToIsoDate('31/02/1995')).success).toBe(false);
    expect(birthdate.safeParse(displayToIsoDate('30/04/1995')).success).toBe(true);
  });
});
