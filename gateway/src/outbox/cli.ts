/**
 * Dead letters of the form outbox, for whoever operates the gateway:
 *
 *   pnpm --filter @agency/gateway outbox list [--json]
 *   pnpm --filter @agency/gateway outbox replay <id> [<id> ...] | --all
 *
 * Works on the outbox file (OUTBOX_PATH) while the gateway runs: a replayed entry is pending again,
 * due now, with a fresh retry window, and the running gateway's worker delivers it on its next pass.
 */
import { loadConfig } from '../config';
import { OutboxStore, type DeadLetter } from './store';

function describe(letter: DeadLetter): string {
  const when = (ms: number) => new Date(ms).toISOString();
  return `${letter.id}  ${letter.kind}  ${letter.backend}  created ${when(letter.createdAt)}  dead ${when(letter.deadAt)}  tries ${letter.attempts}\n    ${letter.reason}`;
}

export function runOutboxCommand(args: string[], outboxPath: string, print: (line: string) => void): number {
  const [command, ...rest] = args;
  if (command !== 'list' && command !== 'replay') {
    print('usage: outbox list [--json] | outbox replay <id> [<id> ...] | outbox replay --all');
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
  process.exitCode = runOutboxCommand(process.argv.slice(2), loadConfig().outboxPath, (line) => console.log(line));
}
