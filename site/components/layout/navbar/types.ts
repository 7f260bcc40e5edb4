import type { ShellMenuItemFragment, ShellQuery } from '@/lib/gql/graphql';

export type NavItem = ShellMenuItemFragment;
export type SisterBrand = ShellQuery['brands'][number];
export type ShellBrand = ShellQuery['brand'];
