import type { ShellMenuItemFragment, ShellQuery } from '@/lib/gql/graphql';

export type NavItem = ShellMenuItemFragment;
/** What the brand switcher draws of each brand (client props travel in every page: no more than this). */
export type SisterBrand = Pick<ShellQuery['brands'][number], 'key' | 'name' | 'color' | 'siteUrl'>;
export type ShellBrand = ShellQuery['brand'];
