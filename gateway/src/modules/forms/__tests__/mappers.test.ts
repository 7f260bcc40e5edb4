import { describe, expect, it } from 'vitest';
import { VALIDATION } from '@agency/schema/validation';
import { classifyFormAnswer } from '../delivery';
import { contactFormFields, fieldErrorsFromRest, quoteFormFields, scoutingFormFields, toOptions } from '../mappers';
import { formBackend, formPath } from '../routing';
import { validateQuote, validateScouting } from '../validation';

const input = {
  name: 'Ana Souza',
  gender: 'female',
  country: { id: '1', label: 'Brasil' },
  city: { id: '10', label: 'São Paulo' },
  phone: '+55 (11) 91234-5678',
  birthdate: '1995-04-30',
  email: 'ana@example.com',
  experience: null,
  actingLink: 'https://example.com/reel',
  digitalCastLink: null,
  instagram: '@ana',
  drt: true,
  drtCategory: { id: '3', label: 'Ator' },
  drtNumber: '12345/SP',
  website: null,
};

describe('GraphQL input -> REST form fields', () => {
  it('maps a Get Scouted application to the get-scouted field names', () => {
    const result = validateScouting(input);
    if (!result.ok) throw new Error(JSON.stringify(result.fields));
    expect(scoutingFormFields(result.value)).toEqual({
      id_country: '1',
      country: 'Brasil',
      id_city: '10',
      city: 'São Paulo',
      name: 'Ana Souza',
      gender: 'female',
      phone: '+55 (11) 91234-5678',
      birthdate: '1995-04-30',
      email: 'ana@example.com',
      experience: '',
      actingLink: 'https://example.com/reel',
      digitalCastLink: '',
      instagram: '@ana',
      drt: '1',
      category: '{"label":"Ator","value":3}',
      drt_number: '12345/SP',
    });
  });

  it('sends drt "0" and no category or number when DRT is no', () => {
    const result = validateScouting({ ...input, drt: false, drtCategory: null, drtNumber: null });
    if (!result.ok) throw new Error(JSON.stringify(result.fields));
    const fields = scoutingFormFields(result.value);
    expect(fields.drt).toBe('0');
    expect(fields).not.toHaveProperty('category');
    expect(fields).not.toHaveProperty('drt_number');
  });

  it('sends the chosen talents as the favourites map: whole rows keyed by talent id', () => {
    const result = validateQuote({
      name: 'Bia',
      email: 'bia@example.com',
      phone: '+55 (21) 99876-5432',
      message: 'Orçamento para campanha',
      talents: [
        { id: '12', name: 'Carla' },
        { id: '40', name: 'Davi' },
      ],
    });
    if (!result.ok) throw new Error(JSON.stringify(result.fields));
    const described = [
      {
        id: '12',
        name: 'Carla Dias',
        cover: 'https://res.cloudinary.com/agency/image/upload/talents/12/cover.jpg',
        categories: [{ id: 490 }],
        url: 'https://jabuticabacasting.com.br/atrizes/12/carla-dias',
        category: 'atrizes',
        measures: { height: '170 cm' },
      },
      { id: '40', name: 'Davi' },
    ];
    expect(quoteFormFields(result.value, described)).toEqual({
      name: 'Bia',
      email: 'bia@example.com',
      phone: '+55 (21) 99876-5432',
      message: 'Orçamento para campanha',
      // The favourites map keyed by talent id, each value the whole row with what the agency acts on.
      favorites:
        '{"12":{"id":12,"name":"Carla Dias","cover":"https://res.cloudinary.com/agency/image/upload/talents/12/cover.jpg","categories":[{"id":490}],"url":"https://jabuticabacasting.com.br/atrizes/12/carla-dias","category":"atrizes","measures":{"height":"170 cm"}},"40":{"id":40,"name":"Davi"}}',
    });
  });

  it('keeps only the contact fields', () => {
    expect(
      contactFormFields({
        name: 'C',
        email: 'c@example.com',
        phone: '+55 (11) 91234-5678',
        message: 'Oi',
        website: '',
      }),
    ).toEqual({ name: 'C', email: 'c@example.com', phone: '+55 (11) 91234-5678', message: 'Oi' });
  });
});

describe('validation adapter', () => {
  it('treats GraphQL nulls as absent optional fields', () => {
    expect(validateScouting({ ...input, drt: false, drtCategory: null, drtNumber: null }).ok).toBe(true);
  });

  it('reports the first problem per field with message keys', () => {
    const result = validateScouting({ ...input, phone: '11 91234-5678', experience: 'x'.repeat(601), drtNumber: '' });
    expect(result).toEqual({
      ok: false,
      fields: [
        { path: 'phone', message: VALIDATION.phone },
        { path: 'experience', message: VALIDATION.tooLong },
        { path: 'drtNumber', message: VALIDATION.required },
      ],
    });
  });

  it('refuses a filled honeypot on the website path', () => {
    const result = validateScouting({ ...input, website: 'http://spam.example' });
    expect(result).toEqual({ ok: false, fields: [{ path: 'website', message: VALIDATION.honeypot }] });
  });
});

describe('back-end answers', () => {
  it('maps 422 field errors to input paths, first message per field', () => {
    expect(
      fieldErrorsFromRest({
        id_country: [VALIDATION.required],
        country: [VALIDATION.option],
        drt_number: [VALIDATION.required, VALIDATION.tooLong],
        category: ['The category field is required.'],
        favorites: [VALIDATION.favoritesEmpty],
        image_2: [VALIDATION.photoType],
        images: [VALIDATION.photosCount],
      }),
    ).toEqual([
      { path: 'country', message: VALIDATION.required },
      { path: 'drtNumber', message: VALIDATION.required },
      { path: 'drtCategory', message: VALIDATION.invalid },
      { path: 'talents', message: VALIDATION.favoritesEmpty },
      { path: 'image_2', message: VALIDATION.photoType },
      { path: 'photos', message: VALIDATION.photosCount },
    ]);
  });

  it('marks the whole form when a 422 names no field', () => {
    expect(fieldErrorsFromRest(undefined)).toEqual([{ path: 'form', message: VALIDATION.invalid }]);
    expect(fieldErrorsFromRest({})).toEqual([{ path: 'form', message: VALIDATION.invalid }]);
  });

  it('classifies form answers for the outbox', () => {
    expect(classifyFormAnswer({ status: 201, body: { data: { id: 1 } } })).toEqual({ status: 'delivered' });
    expect(classifyFormAnswer({ status: 422, body: { errors: { email: [VALIDATION.email] } } })).toEqual({
      status: 'rejected',
      reason: [{ path: 'email', message: VALIDATION.email }],
    });
    expect(classifyFormAnswer({ status: 404, body: null })).toEqual({
      status: 'retry',
      error: 'back-end answered 404',
    });
  });

  it('turns manager options into string ids', () => {
    expect(toOptions([{ id: 1, value: 'Brasil' }])).toEqual([{ id: '1', value: 'Brasil' }]);
    expect(toOptions(null)).toEqual([]);
  });
});

describe('routing', () => {
  it('sends get-scouted and favorites to main, jabuticaba or digital, contact to main', () => {
    expect(formBackend('scouting', 'JABUTICABA')).toBe('jabuticaba');
    expect(formBackend('favorites', 'DIGITAL')).toBe('digital');
    expect(formBackend('scouting', 'CQ_EMPRESARIAMENTO')).toBe('main');
    expect(formBackend('scouting', 'MUSIC')).toBe('main');
    expect(formBackend('favorites', 'CULTURAL')).toBe('main');
    expect(formBackend('contact', 'DIGITAL')).toBe('main');
    expect(formPath('scouting')).toBe('/api/get-scouted/pt');
    expect(formPath('favorites')).toBe('/api/favorites/pt');
    expect(formPath('contact')).toBe('/api/contact/pt');
  });
});
