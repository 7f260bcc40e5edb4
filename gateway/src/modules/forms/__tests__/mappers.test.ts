import { describe, expect, it } from 'vitest';
import { VALIDATION } from '@agency/schema/validation';
import { classifyFormAnswer } from '../delivery';
import { parseFormFieldNames, panelFieldName } from '../field-names';
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
    const sent = new FormData();
    sent.append('name', 'Ana');
    sent.append('email', 'not-an-address');
    sent.append('phone', '');
    expect(classifyFormAnswer({ status: 201, body: { data: { id: 1 } } }, sent)).toEqual({ status: 'delivered' });
    expect(classifyFormAnswer({ status: 422, body: { errors: { email: [VALIDATION.email] } } }, sent)).toEqual({
      status: 'rejected',
      reason: [{ path: 'email', message: VALIDATION.email }],
    });
    expect(classifyFormAnswer({ status: 404, body: null }, sent)).toEqual({
      status: 'retry',
      error: 'back-end answered 404',
    });
  });

  it('keeps as a dead letter a 422 naming a field the visitor never filled (not sent, or sent empty)', () => {
    const sent = new FormData();
    sent.append('name', 'Ana');
    sent.append('email', 'ana@example.com');
    sent.append('phone', '');
    const panel = { message: 'The given data was invalid.', errors: { Email: ['The Email field is required.'] } };
    const notSent = classifyFormAnswer({ status: 422, body: panel }, sent);
    expect(notSent).toMatchObject({ status: 'dead-letter', cause: 'field-mismatch' });
    expect(notSent.status === 'dead-letter' && notSent.reason).toMatch(
      /never filled: Email .*The Email field is required/,
    );
    // A key inside a field we built (Laravel's array rules): the panel expects another shape.
    expect(
      classifyFormAnswer({ status: 422, body: { errors: { 'favorites.12.name': ['required'] } } }, sent),
    ).toMatchObject({ status: 'dead-letter', reason: expect.stringContaining('never filled: favorites.12.name ') });
    // Mixed with a real problem: still a dead letter (the visitor could not fix the whole of it).
    const mixed = { errors: { email: [VALIDATION.email], phone: ['The phone field is required.'] } };
    expect(classifyFormAnswer({ status: 422, body: mixed }, sent)).toMatchObject({
      status: 'dead-letter',
      reason: expect.stringContaining('never filled: phone '),
    });
  });

  it('renames fields for the panel when FORM_FIELD_NAMES says so, and refuses rules it cannot read', () => {
    const names = parseFormFieldNames('main.contact.email=Email, jabuticaba.scouting.image_1=foto_1');
    expect(panelFieldName(names, 'main', 'contact', 'email')).toBe('Email');
    expect(panelFieldName(names, 'main', 'favorites', 'email')).toBe('email');
    expect(panelFieldName(names, 'jabuticaba', 'scouting', 'image_1')).toBe('foto_1');
    expect(parseFormFieldNames(undefined)).toEqual({});
    expect(() => parseFormFieldNames('main.contact.email')).toThrow(/is not <panel>/);
    expect(() => parseFormFieldNames('nowhere.contact.email=Email')).toThrow(/unknown panel/);
    expect(() => parseFormFieldNames('main.quote.email=Email')).toThrow(/unknown form/);
    expect(() => parseFormFieldNames('main.contact.email=E mail')).toThrow(/not a form field name/);
    expect(() => parseFormFieldNames('main.contact.email=A,main.contact.email=B')).toThrow(/named twice/);
  });

  it('turns manager options into string ids', () => {
    expect(toOptions([{ id: 1, value: 'Brasil' }])).toEqual([{ id: '1', value: 'Brasil' }]);
    expect(toOptions(null)).toEqual([]);
  });
});

describe('routing', () => {
  it('sends get-scouted and favorites to main, jabuticaba or digital, contact to main', () => {
    expect(formBackend('scouting', 'jabuticaba')).toBe('jabuticaba');
    expect(formBackend('favorites', 'digital')).toBe('digital');
    expect(formBackend('scouting', 'cq-empresariamento')).toBe('main');
    expect(formBackend('scouting', 'music')).toBe('main');
    expect(formBackend('favorites', 'cultural')).toBe('main');
    expect(formBackend('contact', 'digital')).toBe('main');
    expect(formPath('scouting')).toBe('/api/get-scouted/pt');
    expect(formPath('favorites')).toBe('/api/favorites/pt');
    expect(formPath('contact')).toBe('/api/contact/pt');
  });
});
