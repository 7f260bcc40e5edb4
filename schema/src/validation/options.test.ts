import { describe, expect, it } from 'vitest';
import {
  EYE_COLOURS,
  HAIR_COLOURS,
  TALENT_CATEGORY_OPTIONS,
  TALENT_GENDER_OPTIONS,
  halfSteps,
  optionTables,
} from './options';

const tables = Object.fromEntries(optionTables().map((t) => [t.key, t.options]));
const values = (key: string) => tables[key]!.map((o) => o.value);

describe('measure option tables', () => {
  it('covers height 30-200 cm, bust 65-200, waist and hips 20-200, chest 10-200, one entry per cm', () => {
    for (const [key, from, to] of [
      ['height', 30, 200],
      ['bust', 65, 200],
      ['waist', 20, 200],
      ['hips', 20, 200],
      ['chest', 10, 200],
    ] as const) {
      expect(tables[key]).toHaveLength(to - from + 1);
      expect(values(key)[0]!.startsWith(`${from}/`)).toBe(true);
      expect(values(key).at(-1)!.startsWith(`${to}/`)).toBe(true);
    }
  });

  it("writes each value 'metric/imperial' with a label naming both units", () => {
    expect(tables.height![0]).toEqual({ value: '30/1.0', label: `30 cm / 1'0"` });
    expect(tables.height!.find((o) => o.value.startsWith('170/'))).toEqual({
      value: '170/5.7',
      label: `170 cm / 5'7"`,
    });
    expect(tables.bust![0]).toEqual({ value: '65/25.6', label: '65 cm / 25.6 in' });
    expect(tables.chest![0]).toEqual({ value: '10/3.9', label: '10 cm / 3.9 in' });
    expect(tables.waist!.at(-1)).toEqual({ value: '200/78.7', label: '200 cm / 78.7 in' });
    for (const key of ['height', 'bust', 'waist', 'hips', 'chest', 'weight']) {
      for (const o of tables[key]!) expect(o.value).toMatch(/^\d+\+?\/\d+(\.\d+)?\+?$/);
    }
  });

  it('lists weight from 3 kg in 1 kg steps to 200, then 200+', () => {
    const weight = tables.weight!;
    expect(weight).toHaveLength(199);
    expect(weight[0]).toEqual({ value: '3/6.6', label: '3 kg / 6.6 lb' });
    expect(weight.find((o) => o.value.startsWith('70/'))!.label).toBe('70 kg / 154.3 lb');
    expect(weight.at(-2)).toEqual({ value: '200/440.9', label: '200 kg / 440.9 lb' });
    expect(weight.at(-1)).toEqual({ value: '200+/440.9+', label: '200+ kg / 440.9+ lb' });
    expect(weight.slice(0, -1).map((o) => Number(o.value.split('/')[0]))).toEqual(
      Array.from({ length: 198 }, (_, i) => i + 3),
    );
  });
});

describe('size tables', () => {
  it('steps by halves', () => {
    expect(halfSteps(34, 35)).toEqual(['34', '34.5', '35']);
  });

  it('lists jeans 34 to 60 in half steps', () => {
    expect(values('jeans')).toHaveLength(53);
    expect(values('jeans').slice(0, 3)).toEqual(['34', '34.5', '35']);
    expect(values('jeans').at(-1)).toBe('60');
  });

  it.each(['shirt', 'suit', 'shoes'])('lists %s 1 to 60 in half steps', (key) => {
    expect(values(key)).toHaveLength(119);
    expect(values(key).slice(0, 3)).toEqual(['1', '1.5', '2']);
    expect(values(key).at(-2)).toBe('59.5');
    expect(values(key).at(-1)).toBe('60');
    expect(tables[key]!.every((o) => o.label === o.value)).toBe(true);
  });
});

describe('colour, gender and category lists', () => {
  it('has 25 hair colours and 17 eye colours: English values, Portuguese labels, none repeated', () => {
    expect(HAIR_COLOURS).toHaveLength(25);
    expect(EYE_COLOURS).toHaveLength(17);
    for (const list of [HAIR_COLOURS, EYE_COLOURS]) {
      expect(new Set(list.map((o) => o.value)).size).toBe(list.length);
      expect(new Set(list.map((o) => o.label)).size).toBe(list.length);
    }
    expect(HAIR_COLOURS.map((o) => o.value)).toEqual(expect.arrayContaining(['Blonde', 'Dark Brown']));
    expect(HAIR_COLOURS.find((o) => o.value === 'Blonde')!.label).toBe('Loiro');
    expect(EYE_COLOURS.map((o) => o.value)).toEqual(expect.arrayContaining(['Hazel', 'Blue Green', 'Amber']));
    expect(EYE_COLOURS.find((o) => o.value === 'Hazel')!.label).toBe('Avelã');
  });

  it('lists the genders woman, man, undefined and the seven interface categories', () => {
    expect(TALENT_GENDER_OPTIONS.map((o) => o.value)).toEqual(['woman', 'man', 'undefined']);
    expect(TALENT_CATEGORY_OPTIONS.map((o) => o.value)).toEqual([
      'actors',
      'influencers',
      'journalists',
      'new_faces',
      'international',
      'comercial',
      'celebrities',
    ]);
  });

  it('serves every table in order', () => {
    expect(optionTables().map((t) => t.key)).toEqual([
      'height',
      'bust',
      'waist',
      'hips',
      'chest',
      'weight',
      'jeans',
      'shirt',
      'suit',
      'shoes',
      'hair',
      'eyes',
      'gender',
      'category',
    ]);
  });
});
