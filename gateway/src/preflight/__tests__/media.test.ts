import { describe, expect, it } from 'vitest';
import { cspSourceAllows } from '../media';

describe('the preflight’s reading of the site’s CSP', () => {
  it('allows an account’s photos by its path, and no other account’s on the same CDN', () => {
    const sample = 'https://res.cloudinary.com/agency/image/upload/a.jpg';
    expect(cspSourceAllows('https://res.cloudinary.com/agency/', sample)).toBe(true);
    expect(cspSourceAllows('https://res.cloudinary.com', sample)).toBe(true);
    expect(cspSourceAllows('https://res.cloudinary.com/other/', sample)).toBe(false);
    expect(cspSourceAllows('https://res.cloudinary.com/agency', sample)).toBe(false);
    expect(cspSourceAllows('https://cdn.example', sample)).toBe(false);
    expect(cspSourceAllows("'self'", sample)).toBe(false);
  });
});
