/** A menu item's text: decided on the server for the whole menu (lib/shell/menu-labels.ts). */
export const menuText = (item: { key: string; label: string | null }): string => item.label ?? item.key;
