/**
 * Reads the API's own OpenAPI document into a list of operations, with what the generated
 * security suite and the fuzz script need to know about each: its parameters, its body schema,
 * whether it needs a session, whether its path id names an object that belongs to a user.
 * Both grow by themselves as modules add routes, because they read only this document.
 */

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  pattern?: string;
  default?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

export type Parameter = { name: string; in: 'path' | 'query' | 'header' | 'cookie'; required?: boolean; schema: JsonSchema };

export type Operation = {
  method: string;
  /** `/api/core/reviews/{id}` */
  path: string;
  parameters: Parameter[];
  jsonBody: JsonSchema | undefined;
  multipartBody: JsonSchema | undefined;
  needsSession: boolean;
  /** Its access level (`x-access`: `public`, `signed-in`, `staff:moderator`...). */
  access: string | undefined;
  /** The kind of user-owned object its path id names (`x-owned`), if any. */
  owned: string | undefined;
  unsafe: boolean;
  /** The 3xx statuses it documents (a browser-facing callback answers with a redirect, not JSON). */
  redirects: number[];
  /** The media types its 2xx answers document (`text/csv` for an export, besides JSON). */
  successTypes: string[];
};

type Doc = {
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components?: { schemas?: Record<string, JsonSchema>; parameters?: Record<string, Parameter> };
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function operationsOf(doc: Doc): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, raw] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue;
      const op = raw as {
        parameters?: (Parameter | { $ref: string })[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        security?: Record<string, string[]>[];
        'x-owned'?: string;
        'x-access'?: string;
        responses?: Record<string, { content?: Record<string, unknown> }>;
      };
      const parameters = (op.parameters ?? []).map((p) =>
        '$ref' in p ? (doc.components?.parameters?.[p.$ref.split('/').pop() ?? ''] as Parameter) : p,
      );
      const content = op.requestBody?.content ?? {};
      const upper = method.toUpperCase();
      operations.push({
        method: upper,
        path,
        parameters: parameters.map((p) => ({ ...p, schema: resolve(doc, p.schema ?? {}) })),
        jsonBody: content['application/json']?.schema ? resolve(doc, content['application/json'].schema) : undefined,
        multipartBody: content['multipart/form-data']?.schema ? resolve(doc, content['multipart/form-data'].schema) : undefined,
        needsSession: (op.security ?? []).some((entry) => Object.keys(entry).length > 0),
        access: op['x-access'],
        owned: op['x-owned'],
        unsafe: UNSAFE.has(upper),
        redirects: Object.keys(op.responses ?? {})
          .map(Number)
          .filter((status) => status >= 300 && status < 400),
        successTypes: Object.entries(op.responses ?? {})
          .filter(([status]) => status.startsWith('2'))
          .flatMap(([, response]) => Object.keys(response?.content ?? {})),
      });
    }
  }
  return operations;
}

/** Inlines `$ref`s to component schemas (the document's own; no cycles in ours). */
export function resolve(doc: Doc, schema: JsonSchema, depth = 0): JsonSchema {
  if (depth > 20) return {};
  if (schema.$ref) return resolve(doc, doc.components?.schemas?.[schema.$ref.split('/').pop() ?? ''] ?? {}, depth + 1);
  const out: JsonSchema = { ...schema };
  if (schema.properties) {
    out.properties = Object.fromEntries(Object.entries(schema.properties).map(([k, v]) => [k, resolve(doc, v, depth + 1)]));
  }
  if (schema.items) out.items = resolve(doc, schema.items, depth + 1);
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    if (schema[key]) out[key] = schema[key].map((s) => resolve(doc, s, depth + 1));
  }
  return out;
}

export function typeOf(schema: JsonSchema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((t) => t !== 'null');
  if (schema.type) return schema.type;
  const first = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  return first ? typeOf(first) : undefined;
}

/** A small value the schema accepts (required properties only), for bodies that must pass validation. */
export function exampleOf(schema: JsonSchema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (variant && !schema.type) return exampleOf(variant);
  switch (typeOf(schema)) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const name of schema.required ?? []) out[name] = exampleOf(schema.properties?.[name] ?? {});
      return out;
    }
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 0, 1) }, () => exampleOf(schema.items ?? {}));
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, schema.exclusiveMinimum === undefined ? 1 : schema.exclusiveMinimum + 1);
    case 'boolean':
      return true;
    case 'string':
      if (schema.format === 'email') return 'someone@example.in';
      return 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
    default:
      return null;
  }
}

/** A value of the wrong JSON type for the schema. */
export function wrongTypeFor(schema: JsonSchema): unknown {
  switch (typeOf(schema)) {
    case 'string':
      return 12345;
    case 'integer':
    case 'number':
      return 'not a number';
    case 'boolean':
      return 'yes';
    case 'array':
      return { not: 'an array' };
    case 'object':
      return ['not', 'an', 'object'];
    default:
      return { unexpected: true };
  }
}

/** The object with every property given a value of the wrong type. */
export function wrongTypesBody(schema: JsonSchema): unknown {
  if (typeOf(schema) !== 'object' || !schema.properties) return wrongTypeFor(schema);
  return Object.fromEntries(Object.entries(schema.properties).map(([name, property]) => [name, wrongTypeFor(property)]));
}

/** Paths (e.g. ['tags', 0]) to the integer fields of a body built by exampleOf. */
export function integerFieldPaths(schema: JsonSchema, at: (string | number)[] = []): (string | number)[][] {
  const type = typeOf(schema);
  if (type === 'integer') return [at];
  if (type === 'array' && schema.items) return integerFieldPaths(schema.items, [...at, 0]);
  if (type === 'object') {
    return (schema.required ?? []).flatMap((name) => integerFieldPaths(schema.properties?.[name] ?? {}, [...at, name]));
  }
  return [];
}

export function withValueAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[head] = withValueAt(copy[head], rest, replacement);
  return copy;
}

/** The path with its `{name}` parts filled from `values` (else a plausible default for the type). */
export function fillPath(op: Operation, values: Record<string, string | number> = {}): string {
  return op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    if (values[name] !== undefined) return encodeURIComponent(String(values[name]));
    const param = op.parameters.find((p) => p.in === 'path' && p.name === name);
    return typeOf(param?.schema ?? {}) === 'integer' ? '1' : 'x';
  });
}
