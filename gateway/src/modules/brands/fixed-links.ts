import type { BrandKey } from '@agency/schema/brands';

/**
 * The spec hard-codes the contact address and social links of the digital and jabuticaba
 * brands (site-shell-and-talents §2, Footer and Contact page): their panels' data is not used there.
 */
export interface FixedBrandLinks {
  address: string;
  /** The footer's two social links. */
  socials: readonly { network: string; label: string; url: string }[];
}

export const FIXED_LINKS: Partial<Record<BrandKey, FixedBrandLinks>> = {
  digital: {
    address: 'Rua Fradique Coutinho, 1500 - Pinheiros, São Paulo - SP, 05416-001',
    socials: [
      { network: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/cqdigital' },
      { network: 'tiktok', label: 'TikTok', url: 'https://www.tiktok.com/@cqdigital' },
    ],
  },
  jabuticaba: {
    address: 'Rua Visconde de Pirajá, 550 - Ipanema, Rio de Janeiro - RJ, 22410-002',
    socials: [
      { network: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/jabuticabacasting' },
      { network: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/jabuticabacasting' },
    ],
  },
};
