/**
 * Names and labels: every object is `<name>-<component>` in the values' namespace, labelled with the
 * recommended `app.kubernetes.io/*` labels; pods are selected by instance and component only (a
 * selector never changes with the version).
 */
import type { IDeployment } from 'kubernetes-models/apps/v1/Deployment';
import type { Values } from './values';

export type ObjectMeta = NonNullable<IDeployment['metadata']>;

export type Component = 'site' | 'gateway' | 'redis';
export const COMPONENTS: readonly Component[] = ['site', 'gateway', 'redis'];

export const PART_OF = 'app.kubernetes.io/part-of';
export const INSTANCE = 'app.kubernetes.io/instance';
export const COMPONENT = 'app.kubernetes.io/component';

/** The image's tag (or digest), as the version label allows it. */
function version(image: string): string {
  const tag = /:([\w][\w.-]*)$/.exec(image.replace(/@sha256:.*$/, ''))?.[1] ?? 'digest';
  return tag.slice(0, 63);
}

export function selectorLabels(values: Values, component: string): Record<string, string> {
  return { [INSTANCE]: values.name, [COMPONENT]: component };
}

export function labels(values: Values, component: string): Record<string, string> {
  return {
    'app.kubernetes.io/name': 'agency',
    ...selectorLabels(values, component),
    [PART_OF]: values.name,
    'app.kubernetes.io/version': version(component === 'redis' ? values.redis.image : values.image),
    'app.kubernetes.io/managed-by': 'agency-deploy',
  };
}

export function metadata(values: Values, component: string, name = `${values.name}-${component}`): ObjectMeta {
  return { name, namespace: values.namespace, labels: labels(values, component) };
}
