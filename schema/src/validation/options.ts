/**
 * The option tables talents are described with: measures, sizes, hair and eye colours, genders and
 * interface categories. Pure generators and constant lists shared by the gateway (which serves them)
 * and the site; values are what the back-ends store, labels what a Portuguese form shows.
 */

/** The scouting form's gender choices (the back-ends' values). */
export const GENDERS = ['female', 'male', 'undefined'] as const;

/** One choice of an option table: the stored value and the label shown. */
export interface OptionEntry {
  value: string;
  label: string;
}

export interface OptionTable {
  key: OptionTableKey;
  options: readonly OptionEntry[];
}

export type OptionTableKey =
  | 'height'
  | 'bust'
  | 'waist'
  | 'hips'
  | 'chest'
  | 'weight'
  | 'jeans'
  | 'shirt'
  | 'suit'
  | 'shoes'
  | 'hair'
  | 'eyes'
  | 'gender'
  | 'category';

export const CM_PER_INCH = 2.54;
export const LB_PER_KG = 2.20462;

/** Feet and inches of a height in cm, inches rounded (12 carries into a foot). */
export function feetInches(cm: number): { feet: number; inches: number } {
  const totalInches = cm / CM_PER_INCH;
  let feet = Math.floor(totalInches / 12);
  let inches = Math.round(totalInches - feet * 12);
  if (inches === 12) {
    feet += 1;
    inches = 0;
  }
  return { feet, inches };
}

/** A length in cm as inches with one decimal, e.g. 65 -> '25.6'. */
export function inchesOf(cm: number): string {
  return (cm / CM_PER_INCH).toFixed(1);
}

/** A weight in kg as pounds with one decimal, e.g. 70 -> '154.3'. */
export function poundsOf(kg: number): string {
  return (kg * LB_PER_KG).toFixed(1);
}

/** Whole numbers from `from` to `to`, both included. */
function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** Sizes from `from` to `to` in half steps, both included: 34, 34.5, 35, ... */
export function halfSteps(from: number, to: number): string[] {
  return Array.from({ length: (to - from) * 2 + 1 }, (_, i) => String(from + i / 2));
}

/** Height from 30 to 200 cm: value 'cm/feet.inches', label "170 cm / 5'7\"". */
export function heightOptions(): OptionEntry[] {
  return range(30, 200).map((cm) => {
    const { feet, inches } = feetInches(cm);
    return { value: `${cm}/${feet}.${inches}`, label: `${cm} cm / ${feet}'${inches}"` };
  });
}

/** A body length in whole cm: value 'cm/inches', label '65 cm / 25.6 in'. */
export function lengthOptions(from: number, to: number): OptionEntry[] {
  return range(from, to).map((cm) => ({ value: `${cm}/${inchesOf(cm)}`, label: `${cm} cm / ${inchesOf(cm)} in` }));
}

/** The heaviest weight listed by number; beyond it one open-ended '200+' entry. */
export const MAX_LISTED_WEIGHT_KG = 200;

/** Weight from 3 kg in 1 kg steps up to 200, then '200+': value 'kg/lb', label '70 kg / 154.3 lb'. */
export function weightOptions(): OptionEntry[] {
  const listed = range(3, MAX_LISTED_WEIGHT_KG).map((kg) => ({
    value: `${kg}/${poundsOf(kg)}`,
    label: `${kg} kg / ${poundsOf(kg)} lb`,
  }));
  const lb = poundsOf(MAX_LISTED_WEIGHT_KG);
  return [...listed, { value: `${MAX_LISTED_WEIGHT_KG}+/${lb}+`, label: `${MAX_LISTED_WEIGHT_KG}+ kg / ${lb}+ lb` }];
}

/** Garment sizes in half steps; value and label are the size itself, e.g. '34.5'. */
export function sizeOptions(from: number, to: number): OptionEntry[] {
  return halfSteps(from, to).map((size) => ({ value: size, label: size }));
}

function entries(pairs: readonly (readonly [value: string, label: string])[]): OptionEntry[] {
  return pairs.map(([value, label]) => ({ value, label }));
}

/** The 25 hair colours: value in English, label in Portuguese. */
export const HAIR_COLOURS: readonly OptionEntry[] = entries([
  ['Black', 'Preto'],
  ['Blue Black', 'Preto Azulado'],
  ['Dark Brown', 'Castanho Escuro'],
  ['Medium Brown', 'Castanho Médio'],
  ['Light Brown', 'Castanho Claro'],
  ['Chestnut', 'Castanho Acobreado'],
  ['Mahogany', 'Acaju'],
  ['Auburn', 'Ruivo Escuro'],
  ['Red', 'Ruivo'],
  ['Copper', 'Cobre'],
  ['Strawberry Blonde', 'Loiro Morango'],
  ['Dark Blonde', 'Loiro Escuro'],
  ['Honey Blonde', 'Loiro Mel'],
  ['Golden Blonde', 'Loiro Dourado'],
  ['Blonde', 'Loiro'],
  ['Ash Blonde', 'Loiro Acinzentado'],
  ['Light Blonde', 'Loiro Claro'],
  ['Platinum Blonde', 'Loiro Platinado'],
  ['Grey', 'Cinza'],
  ['Salt and Pepper', 'Grisalho'],
  ['White', 'Branco'],
  ['Burgundy', 'Vinho'],
  ['Colored', 'Colorido'],
  ['Shaved', 'Raspado'],
  ['Bald', 'Careca'],
]);

/** The 17 eye colours: value in English, label in Portuguese. */
export const EYE_COLOURS: readonly OptionEntry[] = entries([
  ['Black', 'Preto'],
  ['Dark Brown', 'Castanho Escuro'],
  ['Brown', 'Castanho'],
  ['Light Brown', 'Castanho Claro'],
  ['Honey', 'Mel'],
  ['Amber', 'Âmbar'],
  ['Hazel', 'Avelã'],
  ['Green', 'Verde'],
  ['Light Green', 'Verde Claro'],
  ['Grey Green', 'Verde Acinzentado'],
  ['Blue Green', 'Verde Azulado'],
  ['Grey', 'Cinza'],
  ['Grey Blue', 'Azul Acinzentado'],
  ['Blue', 'Azul'],
  ['Light Blue', 'Azul Claro'],
  ['Dark Blue', 'Azul Escuro'],
  ['Heterochromia', 'Heterocromia'],
]);

/** The genders a talent's measures are chosen by (woman: bust; man: suit; undefined: none). */
export const TALENT_GENDER_OPTIONS: readonly OptionEntry[] = entries([
  ['woman', 'Mulher'],
  ['man', 'Homem'],
  ['undefined', 'Indefinido'],
]);

/** The talent categories the interface names, new faces, commercial and celebrities included. */
export const TALENT_CATEGORY_OPTIONS: readonly OptionEntry[] = entries([
  ['actors', 'Atores'],
  ['influencers', 'Influencers'],
  ['journalists', 'Jornalistas'],
  ['new_faces', 'Novos Rostos'],
  ['international', 'Internacional'],
  ['comercial', 'Comercial'],
  ['celebrities', 'Celebridades'],
]);

/**
 * Every option table in order: the measures (each value 'metric/imperial' with a label), the sizes
 * (jeans 34 to 60, shirt, suit and shoes 1 to 60, all in half steps), hair and eye colours, genders
 * and categories.
 */
export function optionTables(): OptionTable[] {
  return [
    { key: 'height', options: heightOptions() },
    { key: 'bust', options: lengthOptions(65, 200) },
    { key: 'waist', options: lengthOptions(20, 200) },
    { key: 'hips', options: lengthOptions(20, 200) },
    { key: 'chest', options: lengthOptions(10, 200) },
    { key: 'weight', options: weightOptions() },
    { key: 'jeans', options: sizeOptions(34, 60) },
    { key: 'shirt', options: sizeOptions(1, 60) },
    { key: 'suit', options: sizeOptions(1, 60) },
    { key: 'shoes', options: sizeOptions(1, 60) },
    { key: 'hair', options: HAIR_COLOURS },
    { key: 'eyes', options: EYE_COLOURS },
    { key: 'gender', options: TALENT_GENDER_OPTIONS },
    { key: 'category', options: TALENT_CATEGORY_OPTIONS },
  ];
}
