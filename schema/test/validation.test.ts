import { describe, expect, it } from 'vitest';
import {
  contactMessageSchema,
  detectImageKind,
  photoSetProblems,
  quoteRequestSchema,
  scoutingApplicationSchema,
  toFieldErrors,
  VALIDATION,
  LIMITS,
} from '../src/validation';

const validApplication = {
  name: 'Ana Lima',
  gender: 'female',
  country: { id: '1', label: 'Brasil' },
  city: { id: '10', label: 'São Paulo' },
  phone: '+55 (11) 91234-5678',
  birthdate: '1998-04-12',
  email: 'ana@example.com',
  experience: '',
  actingLink: 'https://example.com/ana',
  digitalCastLink: '',
  instagram: '@ana',
  drt: false,
  drtCategory: null,
  drtNumber: '',
  website: '',
};

function errors(result: ReturnType<typeof scoutingApplicationSchema.safeParse>) {
  return result.success ? [] : toFieldErrors(result.error);
}

describe('scouting application', () => {
  it('accepts a complete application', () => {
    expect(scoutingApplicationSchema.safeParse(validApplication).success).toBe(true);
  });

  it('requires the phone pattern +NN (NN) NNNNN-NNNN', () => {
    const result = scoutingApplicationSchema.safeParse({ ...validApplication, phone: '11 91234-5678' });
    expect(errors(result)).toEqual([{ path: 'phone', message: VALIDATION.phone }]);
  });

  it('limits experience to 600 characters', () => {
    expect(scoutingApplicationSchema.safeParse({ ...validApplication, experience: 'a'.repeat(600) }).success).toBe(
      true,
    );
    const result = scoutingApplicationSchema.safeParse({ ...validApplication, experience: 'a'.repeat(601) });
    expect(errors(result)).toEqual([{ path: 'experience', message: VALIDATION.tooLong }]);
  });

  it('requires DRT category and number only when DRT is yes', () => {
    const result = scoutingApplicationSchema.safeParse({ ...validApplication, drt: true });
    expect(errors(result).map((e) => e.path)).toEqual(['drtCategory', 'drtNumber']);
    const ok = { ...validApplication, drt: true, drtCategory: { id: '2', label: 'Ator' }, drtNumber: '12345' };
    expect(scoutingApplicationSchema.safeParse(ok).success).toBe(true);
  });

  it('requires a valid e-mail, a real birthdate and the acting link', () => {
    const result = scoutingApplicationSchema.safeParse({
      ...validApplication,
      email: 'not-an-email',
      birthdate: '2001-02-30',
      actingLink: '',
    });
    expect(errors(result)).toEqual([
      { path: 'birthdate', message: VALIDATION.date },
      { path: 'email', message: VALIDATION.email },
      { path: 'actingLink', message: VALIDATION.required },
    ]);
  });

  it('rejects a filled honeypot', () => {
    const result = scoutingApplicationSchema.safeParse({ ...validApplication, website: 'http://spam' });
    expect(errors(result)).toEqual([{ path: 'website', message: VALIDATION.honeypot }]);
  });
});

describe('quote request and contact message', () => {
  const quote = {
    name: 'Casting Co',
    email: 'casting@example.com',
    phone: '+55 (21) 99876-5432',
    message: 'Orçamento para campanha',
    talents: [{ id: '12', name: 'Ana Lima' }],
  };

  it('limits the message to 255 characters', () => {
    expect(quoteRequestSchema.safeParse({ ...quote, message: 'x'.repeat(255) }).success).toBe(true);
    const result = quoteRequestSchema.safeParse({ ...quote, message: 'x'.repeat(256) });
    expect(result.success ? [] : toFieldErrors(result.error)).toEqual([
      { path: 'message', message: VALIDATION.tooLong },
    ]);
  });

  it('needs at least one talent', () => {
    const result = quoteRequestSchema.safeParse({ ...quote, talents: [] });
    expect(result.success ? [] : toFieldErrors(result.error)).toEqual([
      { path: 'talents', message: VALIDATION.favoritesEmpty },
    ]);
  });

  it('requires every contact field', () => {
    const result = contactMessageSchema.safeParse({ name: '', email: '', phone: '', message: '' });
    expect(result.success ? [] : toFieldErrors(result.error).map((e) => e.path)).toEqual([
      'name',
      'email',
      'phone',
      'message',
    ]);
  });
});

describe('photos by content', () => {
  const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0, 0, 0, 0, 0]);
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
  const webp = new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50]);
  const text = new TextEncoder().encode('hello world, not an image');

  it('detects image kinds by magic bytes', () => {
    expect(detectImageKind(jpeg)).toBe('jpeg');
    expect(detectImageKind(png)).toBe('png');
    expect(detectImageKind(webp)).toBe('webp');
    expect(detectImageKind(text)).toBeNull();
  });

  it('rejects a text file renamed .jpg, and wrong counts', () => {
    const good = { name: 'a.jpg', size: 1000, head: jpeg };
    expect(photoSetProblems([good, good, good, good])).toEqual([]);
    expect(photoSetProblems([good, good, good])).toEqual([{ path: 'photos', message: VALIDATION.photosCount }]);
    const fake = { name: 'fake.jpg', size: 25, head: text };
    expect(photoSetProblems([good, fake, good, good])).toEqual([{ path: 'image_2', message: VALIDATION.photoType }]);
  });

  it('rejects other extensions and oversize photos', () => {
    const jpegHead = jpeg;
    expect(
      photoSetProblems([
        { name: 'a.bmp', size: 10, head: jpegHead },
        { name: 'b.jpeg', size: LIMITS.photoMaxBytes + 1, head: jpegHead },
        { name: 'c.PNG', size: 10, head: png },
        { name: 'd.webp', size: 10, head: webp },
      ]),
    ).toEqual([
      { path: 'image_1', message: VALIDATION.photoType },
      { path: 'image_2', message: VALIDATION.photoSize },
    ]);
  });
});
