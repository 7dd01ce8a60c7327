import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateForm, insertAccessCode, insertCandidate, consentsGiven } from '../data';
import { createTestContext, json, signedInUser, type TestContext } from '../factories';

// Bad input never costs us: every route of /api/openapi.json is called with hostile values in
// each path parameter, query parameter and body field (one at a time, the others left plausible),
// as an anonymous visitor and as a super admin. No answer may be a 5xx. Also: malformed and
// non-JSON bodies are a 400, and an oversized body is a 413, both in our error shape.

const HOSTILE: unknown[] = [
  '\u0000',
  'a\u0000b',
  2 ** 31,
  2 ** 53,
  -1,
  -(2 ** 31) - 1,
  'a'.repeat(100_000),
  '😀',
  '\u202Eevil',
  '\uD800', // a lone surrogate: not valid UTF-16, and PostgreSQL's jsonb refuses it
  '../../etc/passwd',
  null,
  {},
  [],
  '',
];
/**
 * A parameter already walked with every value on another route (same name, place and schema)
 * gets only these: the ones its validation might let through to the handler. Keeps the run short.
 */
const REPEATED_PARAM_VALUES: unknown[] = ['a\u0000b', 2 ** 31, 2 ** 53, null, '\uD800'];

type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  example?: unknown;
  default?: unknown;
  format?: string;
  minimum?: number;
  minItems?: number;
};
type Parameter = { name: string; in: 'path' | 'query'; schema: JsonSchema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};
type Doc = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

let t: TestContext;
let doc: Doc;
let superCookie: string;
const params: Record<string, string> = {};
/** Valid bodies for routes whose sampled body would stop at the first check. */
const baseBodies: Record<string, unknown> = {};

/** better-auth's own routes are not in the OpenAPI document; the ones a visitor can reach. */
const str = (example: string): JsonSchema => ({ type: 'string', example });
const AUTH_ROUTES: Record<string, Record<string, Operation>> = {
  '/api/auth/sign-in/email': {
    post: body({ email: str('super@example.fi'), password: str('vaara-salasana') }),
  },
  '/api/auth/request-password-reset': {
    post: body({ email: str('super@example.fi'), redirectTo: str('/admin/reset-password') }),
  },
  '/api/auth/reset-password': {
    post: body({ newPassword: str('uusi-hyva-salasana'), token: str('ei-oikea-token') }),
  },
  '/api/auth/get-session': { get: {} },
};
function body(properties: Record<string, JsonSchema>): Operation {
  return {
    requestBody: { content: { 'application/json': { schema: { type: 'object', properties } } } },
  };
}

beforeAll(async () => {
  t = await createTestContext();
  superCookie = await signedInUser(t, { email: 'super@example.fi', superAdmin: true });
  const candidate = await insertCandidate(t.database.db, { municipalityId: '091' });
  const code = await insertAccessCode(t.database.db, { municipalityId: '091' });
  const submit = await insertAccessCode(t.database.db, { municipalityId: '091' });
  const fuzzed = await insertAccessCode(t.database.db, { municipalityId: '091' });
  const res = await t.app.request('/api/candidate-submissions', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: t.config.publicUrl },
    body: JSON.stringify({
      code: submit.code,
      consents: consentsGiven(),
      form_data: candidateForm(),
    }),
  });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  const submission = await json<{ id?: number; submission_id?: number }>(res);
  Object.assign(params, {
    id: String(submission.id ?? submission.submission_id ?? 1),
    municipalityId: '091',
    questionId: '1',
    candidateId: String(candidate.id),
    code: code.code,
    file: '91001.svg',
    userId: 'ei-ole',
    organizationId: 'ei-ole',
  });
  Object.assign(baseBodies, {
    'POST /api/matches': {
      municipality_id: '091',
      user_id: 'vierailija-1',
      match_percentage: 50,
      category_matches: { Palvelut: 60 },
      candidate_id: candidate.id,
    },
    'POST /api/statistics/visits': { p_user_uuid: 'vierailija-1', p_municipality_id: '091' },
    'POST /api/access-codes/validate': { code: code.code },
    'POST /api/candidate-submissions': {
      code: fuzzed.code,
      consents: consentsGiven(),
      form_data: candidateForm(),
    },
    'POST /api/admin/municipalities': {
      municipality_id: 'fuzz-kunta',
      is_custom: true,
      custom_name: 'Fuzz',
    },
    'POST /api/admin/municipalities/{municipalityId}/access-codes': {
      emails: ['ehdokas@example.fi'],
      valid_days: 14,
      send_email: false,
    },
    'POST /api/admin/users/invitations': {
      email: 'kutsuttu@example.fi',
      target: '091',
      role: 'admin',
    },
    'POST /api/invitations/{id}/accept': {
      name: 'Kutsuttu Henkilö',
      password: 'oikein-hyva-salasana',
    },
    'POST /api/uploads/candidate-photo': { code: code.code, municipality_id: '091' },
  });
  doc = await json<Doc>(await t.app.request('/api/openapi.json'));
  Object.assign(doc.paths, AUTH_ROUTES);
});
afterAll(() => t.close());

function resolve(schema: JsonSchema | undefined): JsonSchema {
  if (!schema) return {};
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    return resolve(doc.components?.schemas?.[name]);
  }
  return schema;
}

/** A plausible value for a schema, so that one hostile field at a time reaches deep code. */
function sample(raw: JsonSchema | undefined, depth = 0): unknown {
  const schema = resolve(raw);
  if (schema.example !== undefined) return schema.example;
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const variants = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (variants?.length)
    return sample(
      variants.find((v) => resolve(v).type !== 'null'),
      depth,
    );
  const type = Array.isArray(schema.type) ? schema.type.find((x) => x !== 'null') : schema.type;
  switch (type) {
    case 'object':
      if (depth > 3) return {};
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([k, v]) => [k, sample(v, depth + 1)]),
      );
    case 'array':
      return Array.from({ length: schema.minItems ?? 1 }, () => sample(schema.items, depth + 1));
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'string':
      return schema.format === 'date'
        ? '2026-01-01'
        : schema.format === 'email'
          ? 'a@example.fi'
          : 'teksti';
    default:
      return 'teksti';
  }
}

/** Paths to every field of a body (objects and the first item of arrays), a few levels deep. */
type Field = { path: (string | number)[]; schema: JsonSchema };
function fieldPaths(raw: JsonSchema | undefined, prefix: (string | number)[] = []): Field[] {
  const schema = resolve(raw);
  if (prefix.length > 3) return [];
  const variants = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (variants) return variants.flatMap((v) => fieldPaths(v, prefix));
  const out: Field[] = [];
  for (const [key, value] of Object.entries(schema.properties ?? {})) {
    out.push({ path: [...prefix, key], schema: value }, ...fieldPaths(value, [...prefix, key]));
  }
  if (schema.items) {
    out.push(
      { path: [...prefix, 0], schema: schema.items },
      ...fieldPaths(schema.items, [...prefix, 0]),
    );
  }
  return out;
}

function typesOf(raw: JsonSchema | undefined): Set<string> {
  const schema = resolve(raw);
  const variants = schema.anyOf ?? schema.oneOf ?? schema.allOf ?? [];
  const own = schema.type === undefined ? [] : [schema.type].flat();
  return new Set([...own, ...variants.flatMap((v) => [...typesOf(v)])]);
}

/**
 * The hostile values worth sending to one body field: all strings to a text field, all numbers
 * to a number field, and one of each other kind (they fail the same type check).
 */
function valuesFor(raw: JsonSchema | undefined): unknown[] {
  const types = typesOf(raw);
  const any = types.size === 0;
  const strings = HOSTILE.filter((v) => typeof v === 'string');
  const numbers = HOSTILE.filter((v) => typeof v === 'number');
  const others = HOSTILE.filter((v) => typeof v !== 'string' && typeof v !== 'number');
  return [
    ...(any || types.has('string') ? strings : strings.slice(0, 1)),
    ...(any || types.has('integer') || types.has('number') ? numbers : numbers.slice(0, 1)),
    ...others,
  ];
}

function withValue(body: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  if (Array.isArray(body)) {
    const copy = [...(body as unknown[])];
    copy[Number(head)] = withValue(copy[Number(head)], rest, value);
    return copy;
  }
  const copy: Record<string, unknown> = {
    ...(typeof body === 'object' && body !== null ? body : {}),
  };
  copy[head] = withValue(copy[head], rest, value);
  return copy;
}

const asText = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

let ipCounter = 0;
function nextIp() {
  ipCounter += 1;
  return `2001:db8::${ipCounter.toString(16)}`;
}

/** A lone surrogate cannot be percent-encoded; it becomes bytes that are not UTF-8 at all. */
function encodePathSegment(value: string) {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

interface Call {
  method: string;
  path: string;
  pathParams: Record<string, string>;
  query: Record<string, string>;
  body?: string;
  contentType?: string;
  /** multipart/form-data fields (a tiny file is added) */
  form?: Record<string, string>;
  what: string;
}

async function send(call: Call, cookie: string | undefined) {
  const url =
    call.path.replace(/\{(\w+)\}/g, (_m, name: string) =>
      encodePathSegment(call.pathParams[name] ?? 'x'),
    ) + (Object.keys(call.query).length ? `?${new URLSearchParams(call.query).toString()}` : '');
  let body: string | FormData | undefined = call.body;
  if (call.form) {
    body = new FormData();
    body.set('file', new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0x00])]), 'kuva.jpg');
    for (const [k, v] of Object.entries(call.form)) body.set(k, v);
  }
  const res = await t.app.request(url, {
    method: call.method,
    headers: {
      ...(call.body === undefined
        ? {}
        : { 'Content-Type': call.contentType ?? 'application/json' }),
      Origin: t.config.publicUrl,
      'X-Forwarded-For': nextIp(),
      ...(cookie ? { Cookie: cookie } : {}),
    },
    ...(body === undefined ? {} : { body }),
  });
  const text = await res.text();
  return { status: res.status, text };
}

function callsFor(path: string, method: string, op: Operation, walked: Set<string>): Call[] {
  const M = method.toUpperCase();
  const parameters = op.parameters ?? [];
  const pathParams = Object.fromEntries(
    parameters.filter((p) => p.in === 'path').map((p) => [p.name, params[p.name] ?? 'x']),
  );
  const jsonSchema = op.requestBody?.content['application/json']?.schema;
  const formSchema = op.requestBody?.content['multipart/form-data']?.schema;
  const known = baseBodies[`${M} ${path}`];
  const baseBody = jsonSchema ? (known ?? sample(jsonSchema)) : undefined;
  const baseForm = formSchema ? ((known ?? {}) as Record<string, string>) : undefined;
  const base = {
    method: M,
    path,
    pathParams,
    query: {} as Record<string, string>,
    ...(baseBody === undefined ? {} : { body: JSON.stringify(baseBody) }),
    ...(baseForm === undefined ? {} : { form: baseForm }),
  };
  const calls: Call[] = [];
  const repeated = new Set(
    parameters
      .map((p) => `${p.in} ${p.name} ${JSON.stringify(p.schema)}`)
      .filter((key) => walked.has(key) || !walked.add(key)),
  );
  for (const value of HOSTILE) {
    for (const p of parameters) {
      if (
        repeated.has(`${p.in} ${p.name} ${JSON.stringify(p.schema)}`) &&
        !REPEATED_PARAM_VALUES.includes(value)
      )
        continue;
      const text = asText(value);
      if (p.in === 'path') {
        // An empty path segment is a different route (404); nothing to learn there.
        if (text === '') continue;
        calls.push({
          ...base,
          pathParams: { ...pathParams, [p.name]: text },
          what: `path ${p.name}=${JSON.stringify(value)?.slice(0, 40)}`,
        });
      } else {
        calls.push({
          ...base,
          query: { [p.name]: text },
          what: `query ${p.name}=${JSON.stringify(value)?.slice(0, 40)}`,
        });
      }
    }
    if (formSchema) {
      for (const field of Object.keys(resolve(formSchema).properties ?? {})) {
        if (field === 'file') continue;
        calls.push({
          ...base,
          form: { ...baseForm, [field]: asText(value) },
          what: `form ${field}=${JSON.stringify(value)?.slice(0, 40)}`,
        });
      }
    }
    if (jsonSchema) {
      calls.push({
        ...base,
        body: JSON.stringify(value),
        what: `body=${JSON.stringify(value)?.slice(0, 40)}`,
      });
      const seen = new Set<string>();
      for (const field of fieldPaths(jsonSchema)) {
        const name = field.path.join('.');
        if (seen.has(name)) continue;
        seen.add(name);
        if (!valuesFor(field.schema).includes(value)) continue;
        calls.push({
          ...base,
          body: JSON.stringify(withValue(baseBody, field.path, value)),
          what: `body.${name}=${JSON.stringify(value)?.slice(0, 40)}`,
        });
      }
    }
  }
  if (jsonSchema) {
    for (const [body, contentType] of [
      ['{"a":', 'application/json'],
      ['not json', 'application/json'],
      ['', 'application/json'],
      ['\u0000', 'application/json'],
      ['{"a":"\\u0000"}', 'application/json'],
      ['a=1&b=2', 'application/x-www-form-urlencoded'],
      ['hello', 'text/plain'],
    ] as const) {
      calls.push({
        ...base,
        body,
        contentType,
        what: `${contentType} body ${JSON.stringify(body)}`,
      });
    }
  }
  return calls;
}

/** Routes where a session changes what happens; the others are walked as anonymous only. */
const SESSION_ROUTES = /^\/api\/(admin|me|uploads|invitations|auth)\//;

function allCalls(who: 'anonymous' | 'super admin'): Call[] {
  const walked = new Set<string>();
  return (
    Object.entries(doc.paths)
      .filter(([path]) => who === 'anonymous' || SESSION_ROUTES.test(`${path}/`))
      .flatMap(([path, ops]) =>
        Object.entries(ops).flatMap(([method, op]) => callsFor(path, method, op, walked)),
      )
      // Deleting the municipality every other call uses would end the walk early; it goes last.
      .sort(
        (a, b) =>
          Number(a.method === 'DELETE' && a.path === '/api/admin/municipalities/{municipalityId}') -
          Number(b.method === 'DELETE' && b.path === '/api/admin/municipalities/{municipalityId}'),
      )
  );
}

describe('hostile input on every route', () => {
  for (const who of ['anonymous', 'super admin'] as const) {
    it(`never answers 5xx (${who})`, { timeout: 120_000 }, async () => {
      const cookie = who === 'super admin' ? superCookie : undefined;
      const failures: string[] = [];
      const calls = allCalls(who);
      expect(calls.length).toBeGreaterThan(300);
      // An anonymous call to an admin route stops at the sign-in check (401) before any input
      // is read; there only the path (which picks the route) is varied.
      const signInFirst = new Set<string>();
      for (const call of calls) {
        const route = `${call.method} ${call.path}`;
        if (signInFirst.has(route) && !call.what.startsWith('path')) continue;
        const res = await send(call, cookie);
        if (!cookie && res.status === 401 && call.path.startsWith('/api/admin/')) {
          signInFirst.add(route);
        }
        if (res.status >= 500) {
          failures.push(
            `${call.method} ${call.path} ${call.what}: ${res.status} ${res.text.slice(0, 120)}`,
          );
        }
      }
      expect(failures).toEqual([]);
    });
  }
});
