import { describe, expect, it } from 'vitest';
import { undocumentedVariables } from './config-table';

const readme = [
  '# Product',
  '## Configuration',
  '| `GATEWAY_PORT`, `GATEWAY_HOST` | gateway | 4000 |',
  '| `MEDIA_<BACKEND>_URL` | gateway | base |',
  '| `OUTBOX_RETAIN_*` | gateway | retention |',
  '## Going live',
  '| `LATER_SECTION` | x | y |',
].join('\n');

describe('undocumentedVariables', () => {
  it('matches literal names, placeholders and prefixes of the configuration section only', () => {
    expect(
      undocumentedVariables(
        ['GATEWAY_PORT', 'MEDIA_MAIN_URL', 'OUTBOX_RETAIN_DEAD_HOURS', 'LATER_SECTION', 'GATEWAY_PORTS', 'MEDIA_URL'],
        readme,
      ),
    ).toEqual(['LATER_SECTION', 'GATEWAY_PORTS', 'MEDIA_URL']);
  });

  it('reads the real README', () => {
    expect(undocumentedVariables(['GATEWAY_URL', 'NOT_A_VARIABLE_ANYWHERE'])).toEqual(['NOT_A_VARIABLE_ANYWHERE']);
  });
});
