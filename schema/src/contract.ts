import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

/** The agency REST contract, the one file every part validates back-end answers against. */
export const OPENAPI_FILE = new URL('../agency-api.openapi.yaml', import.meta.url);

type Json = Record<string, unknown>;
type Validate = ReturnType<Ajv2020['compile']>;

export interface ContractProblem {
  /** Where in the answer (a JSON pointer, e.g. /data/3/slides/0/mode). */
  path: string;
  message: string;
  /** The JSON Schema keyword that failed (required, type, additionalProperties, ...). */
  keyword: string;
}

/**
 * Validates answers against the OpenAPI file's response schemas (OpenAPI 3.1 = JSON Schema
 * 2020-12, checked by ajv). Operations are found by path and method, or by operationId.
 */
export class Contract {
  readonly doc: Json;
  private readonly ajv: Ajv2020;
  private readonly compiled = new Map<string, Validate>();

  constructor(text: string = readFileSync(OPENAPI_FILE, 'utf8')) {
    this.doc = parse(text) as Json;
    this.ajv = new Ajv2020({ strict: false, allErrors: true });
    (addFormats as unknown as (ajv: Ajv2020) => void)(this.ajv);
    this.ajv.addSchema({ $id: 'agency', components: this.doc.components });
  }

  /** Path and method of an operationId. */
  operation(operationId: string): { path: string; method: string } {
    for (const [path, item] of Object.entries(this.doc.paths as Record<string, Record<string, Json>>)) {
      for (const [method, operation] of Object.entries(item)) {
        if (operation && typeof operation === 'object' && operation.operationId === operationId)
          return { path, method };
      }
    }
    throw new Error(`No operation ${operationId} in the OpenAPI file`);
  }

  /** The JSON response schema of an operation and status, refs pointed at the shared components. */
  responseSchema(path: string, method: string, status: number): object {
    const paths = this.doc.paths as Record<string, Record<string, Json>>;
    const operation = paths[path]?.[method.toLowerCase()];
    if (!operation) throw new Error(`No operation ${method} ${path} in the OpenAPI file`);
    let response = (operation.responses as Record<string, Json>)[String(status)];
    if (!response) throw new Error(`No ${status} response for ${method} ${path} in the OpenAPI file`);
    const ref = response.$ref as string | undefined;
    if (ref)
      response = (this.doc.components as Record<string, Record<string, Json>>).responses![ref.split('/').pop()!]!;
    const schema = (response.content as Record<string, { schema: object }>)['application/json']?.schema;
    if (!schema) throw new Error(`No JSON body for ${status} ${method} ${path}`);
    return JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"agency#/components/')) as object;
  }

  private validator(path: string, method: string, status: number): Validate {
    const key = `${method} ${path} ${status}`;
    let validate = this.compiled.get(key);
    if (!validate) {
      validate = this.ajv.compile(this.responseSchema(path, method, status));
      this.compiled.set(key, validate);
    }
    return validate;
  }

  /** What in `body` breaks the operation's response schema (empty when it matches). */
  problems(path: string, method: string, status: number, body: unknown): ContractProblem[] {
    const validate = this.validator(path, method, status);
    if (validate(body)) return [];
    return (validate.errors ?? []).map((e) => ({
      path: e.instancePath || '/',
      keyword: e.keyword,
      message: `${e.message ?? 'invalid'}${e.params && 'additionalProperty' in e.params ? ` '${String(e.params.additionalProperty)}'` : ''}`,
    }));
  }

  /** Throws with ajv's errors when the body does not match. */
  check(path: string, method: string, status: number, body: unknown): void {
    const validate = this.validator(path, method, status);
    if (!validate(body)) {
      throw new Error(
        `${method} ${path} ${status} breaks the contract: ${this.ajv.errorsText(validate.errors, { separator: '\n' })}`,
      );
    }
  }

  checkSchema(name: string, value: unknown): void {
    const validate = this.ajv.getSchema(`agency#/components/schemas/${name}`);
    if (!validate) throw new Error(`No schema ${name}`);
    if (!validate(value)) throw new Error(`${name}: ${this.ajv.errorsText(validate.errors)}`);
  }
}
