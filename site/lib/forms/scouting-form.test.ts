import { describe, expect, it } from 'vitest';
import { VALIDATION } from '@agency/schema/validation';
import {
  EMPTY_SCOUTING_FORM,
  scoutingResolver,
  stepOfField,
  toApplicationInput,
  type ScoutingFormValues,
} from './scouting-form';
import { parseDraft, toDraft } from './scouting-draft';

const JPEG_HEAD = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const photo = (name: string, head = JPEG_HEAD) => ({
  file: new File([head], name, { type: 'image/jpeg' }),
  head,
  kind: 'jpeg' as const,
  previewUrl: null,
});

const filled: ScoutingFormValues = {
  ...EMPTY_SCOUTING_FORM,
  name: 'Ana Souza',
  gender: 'female',
  country: { id: '1', label: 'Brasil' },
  city: { id: '10', label: 'São Paulo' },
  phone: '+55 (11) 91234-5678',
  birthdate: '30/04/1995',
  email: 'ana@example.com',
  actingLink: 'https://example.com/reel',
  drt: 'no',
  image_1: photo('a.jpg'),
  image_2: photo('b.jpg'),
  image_3: photo('c.jpg'),
  image_4: photo('d.jpg'),
};

async function errorsOf(values: ScoutingFormValues) {
  const result = await scoutingResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return Object.fromEntries(Object.entries(result.errors).map(([k, v]) => [k, (v as { message: string }).message]));
}

describe('scouting form', () => {
  it('sends the birthdate as yyyy-MM-dd and DRT as a boolean', () => {
    const input = toApplicationInput(filled);
    expect(input.birthdate).toBe('1995-04-30');
    expect(input.drt).toBe(false);
    expect(input.drtCategory).toBeNull();
  });

  it('accepts a complete form', async () => {
    expect(await errorsOf(filled)).toEqual({});
  });

  it('reports every empty step-1 field and every empty photo slot', async () => {
    const errors = await errorsOf({ ...EMPTY_SCOUTING_FORM, actingLink: 'https://x.dev', drt: 'no' });
    for (const f of ['name', 'gender', 'country', 'city', 'phone', 'birthdate', 'email'])
      expect(errors[f]).toBeTruthy();
    expect(errors.image_1).toBe(VALIDATION.required);
  });

  it('counts an unanswered DRT question as no: the form is complete without it', async () => {
    const unanswered = { ...filled, drt: '' as const };
    expect(await errorsOf(unanswered)).toEqual({});
    expect(toApplicationInput(unanswered).drt).toBe(false);
    expect(toApplicationInput(unanswered).drtCategory).toBeNull();
  });

  it('requires the DRT category and number only when DRT is yes', async () => {
    expect(await errorsOf({ ...filled, drt: 'yes' })).toEqual({
      drtCategory: VALIDATION.required,
      drtNumber: VALIDATION.required,
    });
  });

  it('refuses a text file named .jpg by its content', async () => {
    const text = new TextEncoder().encode('hello, not a photo');
    expect(await errorsOf({ ...filled, image_3: photo('notes.jpg', text) })).toEqual({ image_3: VALIDATION.photoType });
  });

  it('knows which step holds a field', () => {
    expect(stepOfField('city')).toBe(1);
    expect(stepOfField('drtNumber')).toBe(3);
    expect(stepOfField('image_4')).toBe(4);
  });

  it('keeps a draft without the photos and restores it', () => {
    const raw = JSON.stringify(toDraft(3, filled));
    expect(raw).not.toContain('image_1');
    const restored = parseDraft(raw);
    expect(restored?.step).toBe(3);
    expect(restored?.values.city).toEqual({ id: '10', label: 'São Paulo' });
    expect(restored?.values.image_1).toBeNull();
    expect(parseDraft('{oops')).toBeNull();
  });
});
