import type { Messages, NamespaceKeys, NestedKeyOf } from 'next-intl';

/** A namespace or a group inside one ('talents', 'talents.profile'), checked against the catalogue. */
export type MessagePath = NamespaceKeys<Messages, NestedKeyOf<Messages>>;

/**
 * A catalogue or a part of one: nested groups of messages. The build compiles each message
 * (next.config.ts), so a message is a string or an array (its compiled parts), never a group.
 */
export interface MessageTree {
  [key: string]: Message | MessageTree;
}
type Message = string | readonly unknown[];

const isGroup = (node: Message | MessageTree | undefined): node is MessageTree =>
  typeof node === 'object' && !Array.isArray(node);

/**
 * What the shell's client components (navbar, menus, language switcher, notices, error views,
 * the navbar's favourite toggle on a profile) translate: the only strings every page sends
 * to the browser. Pages add what their own client components use (ClientMessages), so a
 * visitor's first load carries a few kilobytes of strings instead of the whole catalogue.
 */
export const SHELL_CLIENT_MESSAGES = [
  'common.status',
  'common.nav',
  'common.language',
  'common.errors',
  'talents.favorites',
] as const satisfies readonly MessagePath[];

/** The parts of `messages` the paths name, nested as in the catalogue; a path it lacks is left out. */
export function pickMessages(messages: MessageTree, paths: readonly string[]): MessageTree {
  let picked: MessageTree = {};
  for (const path of paths) {
    const keys = path.split('.');
    let node: Message | MessageTree | undefined = messages;
    for (const key of keys) node = isGroup(node) ? node[key] : undefined;
    if (node === undefined) continue;
    const branch = keys.reduceRight<Message | MessageTree>((inner, key) => ({ [key]: inner }), node);
    picked = mergeMessages(picked, branch as MessageTree);
  }
  return picked;
}

/** `base` with `addition` laid over it, group by group (a message in `addition` wins). */
export function mergeMessages(base: MessageTree, addition: MessageTree): MessageTree {
  const merged: MessageTree = { ...base };
  for (const [key, value] of Object.entries(addition)) {
    const current = merged[key];
    merged[key] = isGroup(value) && isGroup(current) ? mergeMessages(current, value) : value;
  }
  return merged;
}
