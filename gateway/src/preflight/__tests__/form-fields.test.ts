import { describe, expect, it } from 'vitest';
import { parseFormFieldNames } from '../../modules/forms/field-names';
import { compareFormFields, sentFormFields } from '../form-fields';

describe('the form fields a delivery carries, read off our mappers', () => {
  it('tells the fields always sent from the ones sent only when the visitor fills an optional input', () => {
    const scouting = sentFormFields('scouting', 'main', {});
    expect(scouting.always).toEqual(
      expect.arrayContaining(['name', 'email', 'id_country', 'id_city', 'image_1', 'image_4']),
    );
    expect(scouting.whenFilled).toEqual(expect.arrayContaining(['experience', 'instagram', 'drt_number', 'category']));
    expect(scouting.always).not.toContain('experience');
    expect(sentFormFields('contact', 'main', {})).toEqual({
      always: ['name', 'email', 'phone', 'message'],
      whenFilled: [],
    });
  });

  it('uses the names FORM_FIELD_NAMES gives that panel, and only that panel', () => {
    const names = parseFormFieldNames('main.contact.email=Email');
    expect(sentFormFields('contact', 'main', names).always).toEqual(['name', 'Email', 'phone', 'message']);
    expect(sentFormFields('favorites', 'main', names).always).toContain('email');
  });
});

describe('the panel required fields against ours', () => {
  const sent = { always: ['name', 'email', 'phone'], whenFilled: ['instagram'] };

  it('finds nothing to say when every required field is always sent', () => {
    expect(compareFormFields(['name', 'email'], sent)).toEqual({ neverSent: [], sometimesEmpty: [], suggestions: [] });
  });

  it('names the fields never sent, with our likely field for each, and the ones sent only when filled', () => {
    expect(compareFormFields(['name', 'E-mail', 'instagram', 'cpf'], sent)).toEqual({
      neverSent: ['E-mail', 'cpf'],
      sometimesEmpty: ['instagram'],
      suggestions: [{ ours: 'email', theirs: 'E-mail' }],
    });
  });
});
