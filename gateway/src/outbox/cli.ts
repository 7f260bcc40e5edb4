/**
 * The form outbox, for whoever operates the gateway (in a release: `node gateway/dist/outbox-cli.mjs`;
 * from the sources: `pnpm --filter @agency/gateway outbox`):
 *
 *   outbox list [--json]
 *   outbox replay <id> [<id> ...] | --all
 *   outbox backup <folder>  |  outbox restore <folder>   (backup.ts)
 *
 * Works on the outbox file (OUTBOX_PATH) while the gateway runs: a replayed entry is pending again,
 * due now, with a fresh retry window, and the running gateway's worker delivers it on its next pass.
 */
import { loadConfig } from '../config';
import { backupOutbox, restoreOutbox } from './backup';
import { OutboxStore, type DeadLetter } from './store';

function describe(letter: DeadLetter): string {
  const when = (ms: number) => new Date(ms).toISOString();
  return `${letter.id}  ${letter.kind}  ${letter.backend}  created ${when(letter.createdAt)}  dead ${when(letter.deadAt)}  tries ${letter.attempts}\n    ${letter.reason}`;
}

const USAGE =
  'usage: outbox list [--json] | outbox replay <id> [<id> ...] | outbox replay --all | outbox backup <folder> | outbox restore <folder>';

/** backup and restore: one folder argument; a refusal is printed and exits 1. */
export async function runOutboxCopyCommand(
  command: 'backup' | 'restore',
  folder: string | undefined,
  outboxPath: string,
  print: (line: string) => void,
) {
  if (!folder) {
    print(USAGE);
    return 2;
  }
  try {
    if (command === 'backup') {
      const { entries } = await backupOutbox(outboxPath, folder);
      print(`backed up ${outboxPath} to ${folder} (${entries} entries not yet delivered)`);
    } else {
      const { entries } = restoreOutbox(folder, outboxPath);
      print(`restored ${folder} to ${outboxPath} (${entries} entries not yet delivered)`);
    }
    return 0;
  } catch (error) {
    print(error instanceof Error ? error.message : String(error));
    return 1;
  }
}

export function runOutboxCommand(args: string[], outboxPath: string, print: (line: string) => void): number {
  const [command, ...rest] = args;
  if (command !== 'list' && command !== 'replay') {
    print(USAGE);
    return 2;
  }
  const store = new OutboxStore(outboxPath);
  try {
    const letters = store.deadLetters();
    if (command === 'list') {
      if (rest.includes('--json')) print(JSON.stringify(letters));
      else if (letters.length === 0) print('no dead letters');
      else for (const letter of letters) print(describe(letter));
      return 0;
    }
    const ids = rest.includes('--all') ? letters.map((l) => l.id) : rest;
    if (ids.length === 0) {
      print('replay needs dead letter ids, or --all');
      return 2;
    }
    let missing = 0;
    for (const id of ids) {
      if (store.replay(id, Date.now())) print(`replayed ${id}`);
      else {
        missing += 1;
        print(`no dead letter ${id}`);
      }
    }
    return missing > 0 ? 1 : 0;
  } finally {
    store.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [command, folder] = process.argv.slice(2);
  const { outboxPath } = loadConfig();
  const print = (line: string) => console.log(line);
  process.exitCode =
    command === 'backup' || command === 'restore'
      ? await runOutboxCopyCommand(command, folder, outboxPath, print)
      : runOutboxCommand(process.argv.slice(2), outboxPath, print);
}
