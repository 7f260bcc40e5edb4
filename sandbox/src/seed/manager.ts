import type { ManagerContent } from '../types';

/** Countries with Portuguese and English names; Brazil first, as the form lists it. */
const COUNTRIES: [pt: string, en: string, cities: string[]][] = [
  [
    'Brasil',
    'Brazil',
    [
      'São Paulo',
      'Rio de Janeiro',
      'Belo Horizonte',
      'Salvador',
      'Brasília',
      'Fortaleza',
      'Recife',
      'Porto Alegre',
      'Curitiba',
      'Manaus',
      'Belém',
      'Goiânia',
      'Florianópolis',
      'Vitória',
      'Natal',
      'São Luís',
    ],
  ],
  ['Portugal', 'Portugal', ['Lisboa', 'Porto', 'Coimbra', 'Braga']],
  ['Argentina', 'Argentina', ['Buenos Aires', 'Córdoba', 'Rosario']],
  ['Estados Unidos', 'United States', ['New York', 'Los Angeles', 'Miami', 'Chicago']],
  ['França', 'France', ['Paris', 'Lyon', 'Marseille']],
  ['Itália', 'Italy', ['Roma', 'Milano', 'Firenze']],
  ['Espanha', 'Spain', ['Madrid', 'Barcelona', 'Sevilla']],
  ['Alemanha', 'Germany', ['Berlin', 'München', 'Hamburg']],
  ['Reino Unido', 'United Kingdom', ['London', 'Manchester', 'Edinburgh']],
  ['Suécia', 'Sweden', ['Stockholm', 'Göteborg']],
  ['Croácia', 'Croatia', ['Zagreb', 'Split']],
  ['Israel', 'Israel', ['Tel Aviv', 'Jerusalém']],
  ['Uruguai', 'Uruguay', ['Montevidéu', 'Punta del Este']],
  ['Chile', 'Chile', ['Santiago', 'Valparaíso']],
];

const LICENSES: [pt: string, en: string][] = [
  ['Ator', 'Actor'],
  ['Atriz', 'Actress'],
  ['Modelo', 'Model'],
  ['Apresentador', 'Presenter'],
  ['Dublador', 'Voice actor'],
  ['Cantor', 'Singer'],
  ['Bailarino', 'Dancer'],
  ['Diretor', 'Director'],
  ['Locutor', 'Announcer'],
  ['Figurante', 'Extra'],
];

export function managerContent(): ManagerContent {
  let cityId = 1;
  const cities: ManagerContent['cities'] = [];
  const countries = COUNTRIES.map(([pt, en, names], k) => {
    const id = k === 0 ? 31 : 100 + k;
    for (const name of names) cities.push({ id: cityId++, countryId: id, name });
    return { id, pt, en };
  });
  return { countries, cities, licenses: LICENSES.map(([pt, en], k) => ({ id: k + 1, pt, en })) };
}
