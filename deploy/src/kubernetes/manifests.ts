import { renderObjects, toYaml } from './render';
import { parseValues } from './values';

/** The manifests of a values file's text, as YAML, headed by how they were made. */
export function renderManifests(valuesText: string, valuesName: string): string {
  const header = [
    `# The agency's Kubernetes manifests, rendered from ${valuesName} by \`npm run k8s:render\``,
    '# (deploy/src/kubernetes, every object validated against the Kubernetes 1.36 API schemas).',
    '# Do not edit: change the values and render again. Apply with `kubectl apply --server-side -f`.',
  ].join('\n');
  return toYaml(renderObjects(parseValues(valuesText)), header);
}
