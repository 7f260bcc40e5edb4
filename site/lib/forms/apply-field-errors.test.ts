import { describe, expect, it } from 'vitest';
import { VALIDATION } from '@agency/schema/validation';
import { applyFieldErrors } from './apply-field-errors';

function recorder() {
  const calls: { name: string; message: string | undefined; focus: boolean | undefined }[] = [];
  const setError = (name: string, error: { message?: string }, options?: { shouldFocus?: boolean }) => {
    calls.push({ name, message: error.message, focus: options?.shouldFocus });
  };
  return { calls, setError };
}

describe('applyFieldErrors', () => {
  it('puts known fields on the form, focusing the first one', () => {
    const { calls, setError } = recorder();
    const rest = applyFieldErrors(
      [
        { path: 'email', message: VALIDATION.email },
        { path: 'phone', message: VALIDATION.phone },
      ],
      setError,
      ['name', 'email', 'phone'],
    );
    expect(rest).toEqual([]);
    expect(calls).toEqual([
      { name: 'email', message: 'validation.email', focus: true },
      { name: 'phone', message: 'validation.phone', focus: false },
    ]);
  });

  it('maps gateway photo paths through the alias and returns fields the form lacks', () => {
    const { calls, setError } = recorder();
    const rest = applyFieldErrors(
      [
        { path: 'image_3', message: VALIDATION.photoType },
        { path: 'talents', message: VALIDATION.favoritesEmpty },
      ],
      setError,
      ['photos'],
      { image_3: 'photos.2' },
    );
    expect(calls).toEqual([{ name: 'photos.2', message: 'validation.photo_type', focus: true }]);
    expect(rest).toEqual([{ path: 'talents', message: VALIDATION.favoritesEmpty }]);
  });

  it('replaces a message that is not a validation key by the generic one', () => {
    const { calls, setError } = recorder();
    applyFieldErrors([{ path: 'name', message: 'upstream said no' }], setError, ['name']);
    expect(calls[0]?.message).toBe(VALIDATION.invalid);
  });
});
