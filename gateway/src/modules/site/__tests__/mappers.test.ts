import { describe, expect, it } from 'vitest';
import type { RestContactInfos, RestSocialMedias } from '../../../upstream/rest';
import { BRANDS, brandByKey } from '@agency/schema/brands';
import {
  mainFooterLinks,
  mapsSearchUrl,
  toContactInfo,
  toContactLinks,
  toHomeContent,
  toSocialLinks,
  toStaff,
  whatsappUrl,
} from '../mappers';

const info: RestContactInfos = {
  contact_email: 'contato@cq.com.br',
  contact_phone: '+55 (11) 3071-4400',
  contact_address: 'Rua Oscar Freire, 1200 - São Paulo',
  contact_whatsapp: '+55 (11) 99999-0000',
  latitude: -23.56,
  longitude: -46.67,
};

const empty = { label: '', link: '' };
const medias = {
  instagram: { label: 'Instagram', link: 'https://www.instagram.com/cq' },
  twitter: empty,
  facebook: { label: 'Facebook', link: 'www.facebook.com/cq' },
  tumblr: empty,
  linkedin: empty,
  pinterest: empty,
  youtube: { label: 'YouTube', link: 'https://youtube.com/@cq' },
  vimeo: empty,
  wordpress: empty,
  snapchat: empty,
  imdb: empty,
  spotify: empty,
  tiktok: empty,
} satisfies RestSocialMedias;

describe('social links', () => {
  it('drops networks with empty links and keeps the networks in order', () => {
    expect(toSocialLinks(medias)).toEqual([
      { network: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/cq' },
      { network: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/cq' },
      { network: 'youtube', label: 'YouTube', url: 'https://youtube.com/@cq' },
    ]);
  });

  it('adds e-mail and phone to the main footer', () => {
    expect(mainFooterLinks(medias, info).slice(-2)).toEqual([
      { network: 'email', label: 'contato@cq.com.br', url: 'mailto:contato@cq.com.br' },
      { network: 'phone', label: '+55 (11) 3071-4400', url: 'tel:+551130714400' },
    ]);
  });
});

describe('contact links', () => {
  it('links the phone to the number it shows, WhatsApp by a chat link under its own name, the address through a maps search', () => {
    expect(whatsappUrl('+55 (11) 99999-0000')).toBe('https://wa.me/5511999990000');
    expect(mapsSearchUrl('Rua A, 1 - São Paulo')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Rua%20A%2C%201%20-%20S%C3%A3o%20Paulo',
    );
    expect(toContactLinks(info, medias, undefined)).toEqual([
      { kind: 'phone', label: '+55 (11) 3071-4400', url: 'tel:+551130714400' },
      { kind: 'whatsapp', label: info.contact_whatsapp, url: 'https://wa.me/5511999990000' },
      { kind: 'address', label: info.contact_address, url: mapsSearchUrl(info.contact_address) },
      { kind: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/cq' },
      { kind: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/cq' },
    ]);
  });

  it('shows no WhatsApp row when the panel has no WhatsApp number', () => {
    const kinds = toContactLinks({ ...info, contact_whatsapp: '' }, medias, undefined).map((l) => l.kind);
    expect(kinds).toEqual(['phone', 'address', 'instagram', 'facebook']);
  });

  it('gives a brand with a fixed address that address and no panel coordinates', () => {
    const fixed = brandByKey('jabuticaba').fixedContact!;
    expect(toContactInfo(info, fixed)).toMatchObject({ address: fixed.address, latitude: null, longitude: null });
    expect(toContactInfo(info)).toMatchObject({ address: info.contact_address, latitude: -23.56, longitude: -46.67 });
    expect(BRANDS.filter((b) => b.fixedContact).map((b) => b.key)).toEqual(['jabuticaba', 'digital']);
  });

  it('uses the hard-coded address and social links for digital and jabuticaba', () => {
    const digital = brandByKey('digital').fixedContact!;
    const links = toContactLinks(info, null, digital);
    expect(links.find((l) => l.kind === 'address')!.label).toBe(digital.address);
    expect(links.find((l) => l.kind === 'instagram')!.url).toBe(digital.socials[0]!.url);
    expect(brandByKey('jabuticaba').fixedContact!.socials).toHaveLength(2);
    expect(digital.socials).toHaveLength(2);
  });
});

describe('staff and home', () => {
  it('puts featured people first and gives tel: links', () => {
    const staff = toStaff([
      { id: 1, name: 'Ana', role: 'Agente', email: 'a@x', phone: '11 99999-0000', featured: false },
      { id: 2, name: 'Bia', role: 'Diretora', email: 'b@x', phone: '', featured: true },
    ]);
    expect(staff.map((s) => s.name)).toEqual(['Bia', 'Ana']);
    expect(staff[1]!.phoneHref).toBe('tel:+11999990000');
    expect(staff[0]!.phoneHref).toBeNull();
  });

  it('resolves home media and sanitises the modal', () => {
    const home = toHomeContent(
      {
        title: 'CQ',
        subtitle: '',
        background_image: 'home/bg.jpg',
        background_video: 'home/bg.mp4',
        intro_images: ['home/1.jpg', ''],
        modal: {
          title: 'Seletiva',
          content: '<p>Oi<img src=x onerror=alert(1)></p>',
          image: null,
          cta_label: 'Ir',
          cta_url: '/seletiva',
        },
      },
      'http://h/main/media/',
    );
    expect(home.backgroundVideo).toMatchObject({
      url: 'http://h/main/media/home/bg.mp4',
      poster: { url: 'http://h/main/media/home/bg.jpg' },
    });
    expect(home.introImages.map((i) => i.url)).toEqual(['http://h/main/media/home/1.jpg']);
    expect(home.modal?.html).toBe('<p>Oi<img src="x" /></p>');
    expect(home.subtitle).toBeNull();
  });
});
