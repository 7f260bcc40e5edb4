import { CONTACT_FORM_PANEL, brandByKey, type BrandKey, type PanelName } from './brands';
import { panelOfPostType } from './post-kinds';
import { REST_OPERATIONS, type OperationId } from './rest-operations';

/**
 * Which back-end answers each REST call the gateway makes, and on what evidence. The gateway routes
 * every call through `backendForCall`, the preflight walks this table, and the contract's evidence
 * table (schema/README.md) lists the same rows.
 *
 * Evidence, in order of authority: `spec` (the agency's call table), `family` (what the public
 * clients of the same back-end family send and read), `assumption` (ours, and marked as such).
 */
export type Evidence = 'spec' | 'family' | 'assumption';

/** The integration ("mf", manager) service's back-end name. */
export const INTEGRATION_BACKEND = 'manager' as const;
export type CallBackend = typeof INTEGRATION_BACKEND | PanelName;

/**
 * Where a call goes for a brand:
 * - `integration`: the integration service, the brand sent as a parameter;
 * - `own`, `contents`, `contacts`, `forms`: the panel the brand table names for that role;
 * - `contact-form`: the one panel every brand's contact form goes to;
 * - `agenda`: the panel the post-kind table names for the post type (events, shows, ...), else the brand's own.
 */
export const CALL_SERVERS = ['integration', 'own', 'contents', 'contacts', 'forms', 'contact-form', 'agenda'] as const;
export type CallServer = (typeof CALL_SERVERS)[number];

export interface UpstreamCall {
  /**
   * The contract's operationId (`schema/agency-api.openapi.yaml`): its method and path come from the
   * contract (REST_OPERATIONS), and answers are validated against its 200 response.
   */
  operationId: OperationId;
  server: CallServer;
  evidence: readonly Evidence[];
  /** What a visitor loses when this call fails or its answer is unreadable. */
  loss: string;
  /** Forms: a multipart write. Reads are retried and cached, writes never retried. */
  write?: boolean;
}

export const UPSTREAM_CALLS = {
  'talents.list': {
    operationId: 'talentsByAlbum',
    server: 'integration',
    evidence: ['spec', 'family'],
    loss: 'talent lists and profiles are empty (every talent brand)',
  },
  'talents.profile': {
    operationId: 'talentProfile',
    server: 'integration',
    evidence: ['spec', 'family'],
    loss: 'talent profiles answer 404',
  },
  'talents.attributes': {
    operationId: 'talentAttributes',
    server: 'integration',
    evidence: ['spec', 'family'],
    loss: 'the scouting form cannot be sent (no countries, cities or licences); talent lists offer no hair or eye colour filter',
  },
  'posts.list': {
    operationId: 'postsByType',
    server: 'agenda',
    evidence: ['spec', 'family'],
    loss: 'post lists (blog, events, shows, workshops, lectures, publications) are empty',
  },
  'posts.highlights': {
    operationId: 'highlights',
    server: 'own',
    evidence: ['spec'],
    loss: 'highlight pages are empty',
  },
  'posts.get': {
    operationId: 'postBySlugOrId',
    server: 'agenda',
    evidence: ['spec', 'assumption'],
    loss: 'post pages answer 404',
  },
  'site.contents': {
    operationId: 'content',
    server: 'contents',
    evidence: ['spec'],
    loss: 'the about page answers 503',
  },
  'site.brands': {
    operationId: 'brandLogos',
    server: 'own',
    evidence: ['spec'],
    loss: 'the partner logo marquee is empty',
  },
  'site.staff': {
    operationId: 'staff',
    server: 'own',
    evidence: ['spec'],
    loss: 'the contact page lists nobody',
  },
  'site.customHome': {
    operationId: 'customHome',
    server: 'own',
    evidence: ['spec', 'assumption'],
    loss: 'the pre-home and the opening modal show no images',
  },
  'site.socialMedias': {
    operationId: 'socialMedias',
    server: 'contacts',
    evidence: ['spec'],
    loss: 'the footer and contact page show no social links',
  },
  'site.contactInfos': {
    operationId: 'contactInfos',
    server: 'contacts',
    evidence: ['spec'],
    loss: 'the contact page shows no e-mail, phone or address',
  },
  'forms.scouting': {
    operationId: 'getScouted',
    server: 'forms',
    evidence: ['spec', 'family'],
    loss: 'scouting applications are kept but not delivered',
    write: true,
  },
  'forms.favorites': {
    operationId: 'favorites',
    server: 'forms',
    evidence: ['spec', 'family'],
    loss: 'quote requests are kept but not delivered',
    write: true,
  },
  'forms.contact': {
    operationId: 'contact',
    server: 'contact-form',
    evidence: ['spec', 'family'],
    loss: 'contact messages are kept but not delivered',
    write: true,
  },
} as const satisfies Record<string, UpstreamCall>;

export type UpstreamCallId = keyof typeof UPSTREAM_CALLS;
/** The contract operation a call makes. */
export type CallOperation<C extends UpstreamCallId> = (typeof UPSTREAM_CALLS)[C]['operationId'];

/** A call's method and path template, as the contract names them. */
export function callEndpoint(call: UpstreamCallId): {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
} {
  return REST_OPERATIONS[UPSTREAM_CALLS[call].operationId];
}
export const UPSTREAM_CALL_IDS = Object.keys(UPSTREAM_CALLS) as UpstreamCallId[];

/** A deployment's changes to the table: a call sent to another server role than the table's. */
export type CallRoutes = Partial<Record<UpstreamCallId, CallServer>>;

export function isUpstreamCallId(value: string): value is UpstreamCallId {
  return Object.hasOwn(UPSTREAM_CALLS, value);
}

/**
 * Parses the UPSTREAM_CALL_ROUTES setting, `call=server` pairs separated by commas
 * (e.g. `talents.list=own,talents.profile=own` for panels that serve their own talents).
 * Returns the routes, or the first problem as a sentence.
 */
export function parseCallRoutes(text: string | undefined): { routes: CallRoutes } | { error: string } {
  const routes: CallRoutes = {};
  for (const pair of (text ?? '').split(',').map((p) => p.trim())) {
    if (pair === '') continue;
    const [call = '', server = '', extra] = pair.split('=').map((p) => p.trim());
    if (extra !== undefined || !call || !server) return { error: `'${pair}' is not call=server` };
    if (!isUpstreamCallId(call)) return { error: `unknown call '${call}' (known: ${UPSTREAM_CALL_IDS.join(', ')})` };
    if (!(CALL_SERVERS as readonly string[]).includes(server)) {
      return { error: `unknown server '${server}' for ${call} (known: ${CALL_SERVERS.join(', ')})` };
    }
    routes[call] = server as CallServer;
  }
  return { routes };
}

/** The server role a call goes to, after the deployment's routes. */
export function serverForCall(call: UpstreamCallId, routes: CallRoutes = {}): CallServer {
  return routes[call] ?? UPSTREAM_CALLS[call].server;
}

/**
 * The back-end that answers `call` for `brand`. `postType` is the back-end's post type of a post
 * call (events, shows, workshop, palestras, blog, ...): agenda types have one panel for every brand.
 */
export function backendForCall(
  call: UpstreamCallId,
  brand: BrandKey,
  options: { routes?: CallRoutes; postType?: string } = {},
): CallBackend {
  const backends = brandByKey(brand).backends;
  switch (serverForCall(call, options.routes)) {
    case 'integration':
      return INTEGRATION_BACKEND;
    case 'own':
      return backends.own;
    case 'contents':
      return backends.contents;
    case 'contacts':
      return backends.contacts;
    case 'forms':
      return backends.forms;
    case 'contact-form':
      return CONTACT_FORM_PANEL;
    case 'agenda':
      return panelOfPostType(options.postType ?? '') ?? backends.own;
  }
}
