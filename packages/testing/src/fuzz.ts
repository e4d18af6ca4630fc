import fc from 'fast-check';
import { z } from 'zod';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
};

/** Strings people and attackers send: control characters, markup, huge, odd Unicode. */
const hostileString = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\u0007\u001b[31m',
    '\r\n\t',
    '<script>alert(1)</script>',
    "' or 1=1 --",
    '%00',
    '../../etc/passwd',
    '\uFEFF',
    '\uD800',
    '𠮷'.repeat(60),
    ' ',
    '',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer({ min: 1, max: 70_000 }).map((n) => '道'.repeat(n)),
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.constantFrom(null, true, false, 0, -1, 1e308, -1e308, 2 ** 53 + 1, 0.1, [], {}, [null], {
    __proto__: 1,
  }),
  fc.jsonValue({ maxDepth: 3 }),
);

function stringFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  const valid: fc.Arbitrary<string>[] = [fc.string({ maxLength: (schema.maxLength ?? 40) + 2 })];
  if (schema.format === 'uuid') valid.push(fc.uuid());
  if (schema.format === 'email') valid.push(fc.emailAddress());
  if (schema.pattern) {
    try {
      valid.push(fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length < 200));
    } catch {
      // A pattern fast-check cannot generate from: plain strings and hostile ones still cover it.
    }
  }
  return fc.oneof({ weight: 3, arbitrary: fc.oneof(...valid) }, { weight: 1, arbitrary: hostileString });
}

function fromSchema(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (depth > 6) return hostileValue;
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((c) => fromSchema(c, depth + 1)));
  if (schema.allOf?.length) return fromSchema(Object.assign({}, ...schema.allOf), depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const properties = schema.properties ?? {};
      const shaped = fc.record(
        Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, withTwists(v, depth + 1)])),
        { requiredKeys: (schema.required ?? []).filter((k) => k in properties) },
      );
      // Sometimes keys nobody declared ride along.
      return fc.oneof(
        { weight: 4, arbitrary: shaped },
        {
          weight: 1,
          arbitrary: fc
            .tuple(shaped, fc.dictionary(fc.string({ maxLength: 8 }), hostileValue, { maxKeys: 3 }))
            .map(([a, b]) => ({ ...b, ...(a as object) })),
        },
      );
    }
    case 'array':
      return fc.array(schema.items ? withTwists(schema.items, depth + 1) : hostileValue, { maxLength: 5 });
    case 'string':
      return stringFor(schema);
    case 'integer':
      return fc.oneof(
        fc.integer({ min: schema.minimum ?? -10, max: Math.min(schema.maximum ?? 1000, 2 ** 31) }),
        fc.integer(),
      );
    case 'number':
      return fc.oneof(
        fc.integer({ min: -10, max: 1000 }),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
      );
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      // Anything goes (a transform or preprocess in the contract): amounts, blanks, nulls...
      return fc.oneof(
        fc.constantFrom('12.50', '0.01', '0', '-1', '1e3', '12.345', '１００', 100, 0.1, null, ''),
        hostileValue,
      );
  }
}

/** Now and then a field gets a value of another kind altogether. */
const withTwists = (schema: JsonSchema, depth: number) =>
  fc.oneof({ weight: 5, arbitrary: fromSchema(schema, depth) }, { weight: 1, arbitrary: hostileValue });

/**
 * Request bodies for a route's contract schema: mostly shaped like the schema (so validation
 * passes often and the handler runs), with hostile strings, wrong types, extra keys, and bodies
 * that are not objects at all.
 */
export function bodiesFor(schema: z.ZodType, examples: object[] = []): fc.Arbitrary<unknown> {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const generated = fromSchema(json, 0);
  const arbitraries = [
    { weight: 8, arbitrary: generated },
    { weight: 1, arbitrary: hostileValue },
  ];
  if (examples.length > 0) {
    // A valid body with some of its fields swapped for generated ones reaches deep into the handler.
    const keys = [...new Set(examples.flatMap((e) => Object.keys(e)))];
    const overlaid = fc
      .tuple(fc.constantFrom(...examples), generated, fc.subarray(keys, { minLength: 1 }))
      .map(([example, made, swapped]) => {
        const source = (made && typeof made === 'object' ? made : {}) as Record<string, unknown>;
        const body: Record<string, unknown> = { ...example };
        for (const key of swapped) {
          if (key in source) body[key] = source[key];
          else delete body[key];
        }
        return body;
      });
    arbitraries.push({ weight: 8, arbitrary: overlaid });
  }
  return fc.oneof(...arbitraries);
}

export interface FuzzAnswer {
  statusCode: number;
  body: string;
}

const CHINESE = /[\u4e00-\u9fa5]/;

/**
 * Sends `runs` generated bodies and fails on the first answer that is a 5xx, or a 4xx without a
 * Chinese message. fast-check shrinks a failure to the smallest body that still fails and prints
 * its seed (FUZZ_SEED replays it).
 */
export async function fuzzBodies(
  label: string,
  schema: z.ZodType,
  send: (body: unknown) => Promise<FuzzAnswer>,
  options: { examples?: object[]; runs?: number } = {},
): Promise<void> {
  const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
  const runs = options.runs ?? Number(process.env.FUZZ_RUNS ?? 50);
  await fc.assert(
    fc.asyncProperty(bodiesFor(schema, options.examples), async (body) => {
      const res = await send(body);
      if (res.statusCode >= 500)
        throw new Error(`${label} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
      if (res.statusCode >= 400) {
        let message: unknown;
        try {
          message = (JSON.parse(res.body) as { message?: unknown }).message;
        } catch {
          throw new Error(`${label} answered ${res.statusCode} without a JSON error body`);
        }
        if (typeof message !== 'string' || !CHINESE.test(message)) {
          throw new Error(
            `${label} answered ${res.statusCode} without a Chinese message: ${res.body.slice(0, 300)}`,
          );
        }
      }
    }),
    { numRuns: runs, seed, endOnFailure: false },
  );
}

/**
 * Routes of an inventory that are in neither list: every API route is either fuzzed (its body or
 * its query string) or named as taking neither, so a new route cannot slip past.
 */
export function unfuzzedRoutes(
  inventory: Array<{ method: string; url: string }>,
  covered: Iterable<string>,
): string[] {
  const known = new Set(covered);
  return inventory
    .filter(
      (r) =>
        (['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method) || r.method === 'GET') &&
        r.url.startsWith('/api/'),
    )
    .map((r) => `${r.method} ${r.url}`)
    .filter((key) => !known.has(key));
}

export interface FuzzedRoute {
  /** The route's contract schema for its body (or its query string, with `in: 'query'`). */
  schema: z.ZodType;
  in?: 'body' | 'query';
  /** Valid requests to start from (evaluated when the test runs, after fixtures exist). */
  examples?: () => object[];
  /** Who calls it, e.g. a member's or an admin's bearer header. */
  headers: () => Record<string, string>;
  /** The concrete URL when the pattern has parameters. */
  url?: () => string;
}

export interface InjectingApp {
  routeInventory: Array<{ method: string; url: string }>;
  inject(opts: {
    method: string;
    url: string;
    headers?: Record<string, string>;
    payload?: string;
  }): Promise<{ statusCode: number; body: string }>;
}

/** Percent-encodes the UTF-8 bytes of a string (a lone surrogate becomes U+FFFD, as a browser sends it). */
const encode = (text: string) =>
  [...Buffer.from(text, 'utf8')]
    .map((b) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `%${b.toString(16).padStart(2, '0')}`,
    )
    .join('');

const queryString = (value: unknown): string => {
  if (!value || typeof value !== 'object' || Array.isArray(value))
    return `q=${encode(JSON.stringify(value) ?? '')}`;
  return Object.entries(value)
    .map(([k, v]) => `${encode(k)}=${encode(typeof v === 'string' ? v : JSON.stringify(v))}`)
    .join('&');
};

/** Query strings no encoder makes but any client can send: broken escapes, repeated and bracketed keys. */
function rawQueries(schema: z.ZodType): string[] {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return Object.keys(json.properties ?? { q: {} }).flatMap((key) => [
    `${key}=%FF%FE`,
    `${key}=%`,
    `${key}=%E4%B8`,
    `${key}=%ED%A0%80`,
    `${key}[]=1`,
    `${key}[a]=1`,
    `${key}=1&${key}=2`,
    `${key}=${'9'.repeat(400)}`,
  ]);
}

/**
 * The fuzz suite of one service: every route that takes a body is either in `fuzzed` or named in
 * `withoutBody` with the reason (so a new route cannot slip past), and each fuzzed route is fed
 * generated bodies or query strings.
 */
export function describeFuzz(
  app: () => InjectingApp,
  fuzzed: Record<string, FuzzedRoute>,
  withoutBody: Record<string, string>,
  test: {
    it: (name: string, fn: () => Promise<void> | void, timeout?: number) => void;
    expect: (v: unknown) => { toEqual(v: unknown): void };
  },
): void {
  test.it('has a decision for every API route', () => {
    test
      .expect(unfuzzedRoutes(app().routeInventory, [...Object.keys(fuzzed), ...Object.keys(withoutBody)]))
      .toEqual([]);
  });
  for (const [route, spec] of Object.entries(fuzzed)) {
    test.it(
      `${route} never answers 5xx and explains every 4xx in Chinese`,
      async () => {
        const [method = 'GET', pattern = ''] = route.split(' ');
        let n = 0;
        await fuzzBodies(
          route,
          spec.schema,
          async (value) => {
            n += 1;
            const url = spec.url?.() ?? pattern;
            const headers = { ...spec.headers(), 'idempotency-key': `fuzz-${Date.now()}-${n}` };
            const res =
              spec.in === 'query'
                ? await app().inject({ method, url: `${url}?${queryString(value)}`, headers })
                : await app().inject({
                    method,
                    url,
                    headers: { ...headers, 'content-type': 'application/json' },
                    payload: JSON.stringify(value),
                  });
            return { statusCode: res.statusCode, body: res.body };
          },
          { examples: spec.examples?.() ?? [] },
        );
        if (spec.in !== 'query') return;
        for (const raw of rawQueries(spec.schema)) {
          const url = `${spec.url?.() ?? pattern}?${raw}`;
          const res = await app().inject({ method, url, headers: spec.headers() });
          if (res.statusCode >= 500)
            throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
        }
      },
      120_000,
    );
  }
}
