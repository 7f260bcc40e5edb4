import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandByKey } from '@agency/schema/brands';
import { startStack, type Stack } from './stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

describe('site content', () => {
  it('lists staff with featured people first and tel: links', async () => {
    const answer = await stack.gql<{ staff: { name: string; featured: boolean; phoneHref: string | null }[] }>(
      '{ staff(brand: CQ_EMPRESARIAMENTO) { name featured phoneHref } }',
    );
    const staff = answer.data!.staff;
    expect(staff.length).toBeGreaterThan(2);
    const firstNonFeatured = staff.findIndex((s) => !s.featured);
    expect(staff.slice(firstNonFeatured).every((s) => !s.featured)).toBe(true);
    expect(staff.filter((s) => s.featured).length).toBeLessThanOrEqual(2);
    for (const s of staff) if (s.phoneHref) expect(s.phoneHref).toMatch(/^tel:\+\d+$/);
  });

  it('builds contact links: the phone calling its number, WhatsApp through a chat link, maps search for the address, instagram, facebook', async () => {
    const answer = await stack.gql<Record<string, { kind: string; label: string; url: string }[]>>(`{
      main: contactLinks(brand: CQ_EMPRESARIAMENTO) { kind label url }
      digital: contactLinks(brand: DIGITAL) { kind label url }
      info: contactInfo(brand: DIGITAL) { address }
    }`);
    const main = answer.data!.main!;
    expect(main.map((l) => l.kind)).toEqual(['phone', 'whatsapp', 'address', 'instagram', 'facebook']);
    expect(main[0]!.url).toBe(`tel:+${main[0]!.label.replace(/\D/g, '')}`);
    expect(main[1]!.url).toMatch(/^https:\/\/wa\.me\/\d+$/);
    expect(main[2]!.url).toBe(`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(main[2]!.label)}`);
    const digital = answer.data!.digital!;
    expect(digital.find((l) => l.kind === 'instagram')!.url).toContain('instagram.com/cqdigital');
  });

  it.each(['digital', 'jabuticaba'] as const)(
    "gives %s one address everywhere: the brand table's fixed one in the info list, the map and the footer links",
    async (key) => {
      const fixed = brandByKey(key).fixedContact!;
      expect(fixed.address).toBeTruthy();
      const answer = await stack.gql<{
        links: { kind: string; label: string; url: string }[];
        info: { address: string | null; latitude: number | null; longitude: number | null; email: string | null };
        brand: { footerLinks: { network: string; label: string; url: string }[] };
      }>(
        `query($brand: BrandKey!) {
          links: contactLinks(brand: $brand) { kind label url }
          info: contactInfo(brand: $brand) { address latitude longitude email }
          brand(key: $brand) { footerLinks { network label url } } }`,
        { brand: key.toUpperCase() },
      );
      expect(answer.errors).toBeUndefined();
      const { links, info, brand } = answer.data!;
      const address = links.find((l) => l.kind === 'address')!;
      expect(address.label).toBe(fixed.address);
      expect(info.address).toBe(fixed.address);
      // The map prefers coordinates; the panel's would pin another place than the caption names.
      expect(info.latitude).toBeNull();
      expect(info.longitude).toBeNull();
      expect(info.email).toBeTruthy();
      expect(brand.footerLinks).toEqual(fixed.socials.map((s) => ({ ...s })));
      for (const social of fixed.socials.filter((s) => s.network === 'instagram' || s.network === 'facebook')) {
        expect(links.find((l) => l.kind === social.network)!.url).toBe(social.url);
      }
    },
  );

  it("keeps the panel's address and map coordinates for brands without a fixed address", async () => {
    const answer = await stack.gql<{
      links: { kind: string; label: string }[];
      info: { address: string | null; latitude: number | null; longitude: number | null };
    }>(`{ links: contactLinks(brand: CQ_EMPRESARIAMENTO) { kind label }
          info: contactInfo(brand: CQ_EMPRESARIAMENTO) { address latitude longitude } }`);
    const { links, info } = answer.data!;
    expect(brandByKey('cq-empresariamento').fixedContact).toBeUndefined();
    expect(info.address).toBeTruthy();
    expect(links.find((l) => l.kind === 'address')!.label).toBe(info.address);
    expect(info.latitude).not.toBeNull();
    expect(info.longitude).not.toBeNull();
  });

  it('drops social networks with empty links', async () => {
    const answer = await stack.gql<{ socialLinks: { network: string; url: string }[] }>(
      '{ socialLinks(brand: CQ_EMPRESARIAMENTO) { network url } }',
    );
    const links = answer.data!.socialLinks;
    expect(links.length).toBeGreaterThan(0);
    expect(links.length).toBeLessThan(13);
    expect(links.every((l) => /^https?:\/\//.test(l.url))).toBe(true);
  });

  it('serves brand logos, about_us per locale and the home content with absolute media URLs', async () => {
    const answer = await stack.gql<Record<string, unknown>>(`{
      brandLogos(brand: CQ_EMPRESARIAMENTO) { url }
      pt: content(brand: CQ_EMPRESARIAMENTO, type: "about_us") { type title html }
      en: content(brand: CQ_EMPRESARIAMENTO, type: "about_us", locale: EN) { title }
      missing: content(brand: CQ_EMPRESARIAMENTO, type: "no_such_page") { title }
      home(brand: JABUTICABA) { title backgroundImage { url } introImages { url } modal { title html ctaHref } }
    }`);
    expect(answer.errors).toBeUndefined();
    const data = answer.data as {
      brandLogos: { url: string }[];
      pt: { type: string; title: string; html: string };
      en: { title: string };
      missing: null;
      home: { title: string; introImages: { url: string }[]; modal: { html: string } | null };
    };
    expect(data.brandLogos.length).toBeGreaterThan(0);
    expect(data.brandLogos[0]!.url).toMatch(new RegExp(`^${stack.sandboxUrl}/main/storage/`));
    expect(data.pt.type).toBe('about_us');
    expect(data.pt.html).toMatch(/<p>/);
    expect(data.en.title).not.toBe(data.pt.title);
    expect(data.missing).toBeNull();
    expect(data.home.introImages.every((i) => i.url.startsWith(`${stack.sandboxUrl}/jabuticaba/storage/`))).toBe(true);
    expect(data.home.modal?.html ?? '').not.toMatch(/<script/i);
  });
});
