/**
 * `.env.example`: every variable a deployment sets (the table's `deployer` rows), grouped by the
 * services that read it, required first, one comment line and one assignment each. Required ones
 * are left empty to fill in; optional ones are commented out, at their default where it is a value.
 */
import { expandName, type VariableRow } from '@agency/schema/config-variables';
import { composeVariables, groupedRows, literalDefault } from './groups';

const HEADER = `# Every variable a deployment sets, generated from the variable table
# (schema/src/config-variables.ts) by \`npm run codegen\`: edit the table, not this file.
# Copy it to .env beside docker-compose.yml (never into the image) and fill in the required ones:
# compose (\`\${VAR:?}\`) and the services refuse to start without them. docs/configuration.md says
# more of each, and which the topology sets itself (ports, addresses).
#
# [compose] marks what docker-compose.yml passes on; the rest reaches the services natively
# (\`npm run up -- --production\` takes this environment), on Kubernetes through the values'
# \`config:\` (secrets: keys of the existingSecret), or in compose once added to the service's
# \`environment:\`. Any secret may be given as a file instead: NAME_FILE=/run/secrets/name.
`;

/** One comment line (a pattern's names share it), then each name: empty to fill in, or commented out at its default. */
function entry(row: VariableRow, compose: Set<string>): string {
  const names = expandName(row.name);
  const traits = [row.required ? 'required' : 'optional', ...(row.secret ? ['secret'] : [])].join(', ');
  const passed = names.every((name) => compose.has(name)) ? ' [compose]' : '';
  const value = literalDefault(row);
  const defaultNote = row.required || value !== null ? '' : ` (default: ${row.default.replace(/`/g, '')})`;
  const comment = `# ${traits}${passed}: ${row.description.replace(/`/g, '')}${defaultNote}`;
  const assignments = names.map((name) => (row.required ? `${name}=` : `# ${name}=${value ?? ''}`));
  return [comment, ...assignments].join('\n');
}

export function envExample(composeText: string): string {
  const compose = composeVariables(composeText);
  const sections = groupedRows()
    .map(({ title, rows }) => ({
      title,
      rows: rows.filter((r) => r.setBy === 'deployer' && !r.pending && r.name !== '<SECRET>_FILE'),
    }))
    .filter((g) => g.rows.length > 0)
    .map(({ title, rows }) => {
      const entries = rows.map((row) => entry(row, compose));
      return `## ${title}\n\n${entries.join('\n\n')}\n`;
    });
  return `${HEADER}\n${sections.join('\n')}`;
}
