import { parse } from 'yaml';
import { safeParse, type ZodObject } from 'zod';

/** The parts of a docker-compose.yml service this check reads. */
export interface ComposeService {
  image?: string;
  build?: { context?: string; dockerfile?: string } | string;
  command?: string[] | string;
  environment?: Record<string, string | number | boolean | null> | string[];
  ports?: Array<string | { target?: number; published?: number | string }>;
  depends_on?: Record<string, { condition?: string }> | string[];
  healthcheck?: { test?: string[] | string };
}

export interface ComposeFile {
  services: Record<string, ComposeService>;
}

/** Any value will do for `${VAR:?...}`: the operator must supply it, so the check supplies one. */
export const SAMPLE_REQUIRED_VALUE = 'Sample-required-value-42';

/** Operator-set variables whose format the sample must meet (a 32-byte key as hex). */
const SAMPLE_BY_NAME: Record<string, string> = { ID_ENCRYPTION_KEY: 'ab'.repeat(32) };

/** Variables that name infrastructure rather than a service the gateway routes to. */
const INFRA_URL_VARS = new Set(['DATABASE_URL', 'NATS_URL', 'REDIS_URL']);

const LOOPBACK = /(^|[/@])(127\.0\.0\.1|localhost|\[::1\])([:/]|$)/;

export function parseCompose(source: string): ComposeFile {
  // Compose accepts YAML merge keys (`<<: *anchor`).
  return parse(source, { merge: true }) as ComposeFile;
}

/**
 * Compose's interpolation: `${VAR:-default}`/`${VAR-default}` take the default, `${VAR:?msg}`/`${VAR?msg}`
 * take a sample value (the operator must set them), `$$` is a literal `$`. A bare `${VAR}` or `$VAR`
 * would silently become empty when unset, so it is reported instead.
 */
export function interpolate(value: string, problems: string[], where: string): string {
  return value.replace(
    /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])([^}]*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)/g,
    (match, name?: string, op?: string, arg?: string, bare?: string) => {
      if (match === '$$') return '$';
      if (bare || !op) {
        problems.push(`${where}: ${match} has neither a default (:-) nor a required marker (:?)`);
        return '';
      }
      if (op.endsWith('-')) return arg ?? '';
      if (!arg?.trim()) problems.push(`${where}: \${${name}${op}} should say what to set`);
      return SAMPLE_BY_NAME[name ?? ''] ?? SAMPLE_REQUIRED_VALUE;
    },
  );
}

/** A service's environment as its process would see it (values interpolated). */
export function environmentOf(service: ComposeService, problems: string[], where: string) {
  const env: Record<string, string> = {};
  const raw = service.environment ?? {};
  const entries: Array<[string, unknown]> = Array.isArray(raw)
    ? raw.map((line) => {
        const at = line.indexOf('=');
        return at < 0 ? [line, null] : [line.slice(0, at), line.slice(at + 1)];
      })
    : Object.entries(raw);
  for (const [key, value] of entries) {
    if (value === null || value === undefined) {
      problems.push(`${where}: ${key} has no value (it would be copied from the host's environment)`);
      continue;
    }
    if (typeof value === 'boolean') {
      problems.push(`${where}: ${key} is a YAML boolean; quote it ("${value}")`);
      continue;
    }
    env[key] = interpolate(String(value), problems, `${where} ${key}`);
  }
  return env;
}

/** The service a compose entry runs, from `command: ["node", "services/<name>/dist/server.js"]`. */
export function serviceEntry(service: ComposeService): string | undefined {
  const command = Array.isArray(service.command) ? service.command.join(' ') : (service.command ?? '');
  return /^node services\/([a-z0-9-]+)\/dist\/server\.js$/.exec(command)?.[1];
}

function hostOf(value: string): { host: string; port: string } | undefined {
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) return undefined;
  try {
    const url = new URL(value);
    return { host: url.hostname, port: url.port };
  } catch {
    return undefined;
  }
}

function dependsOn(service: ComposeService): Record<string, string | undefined> {
  const deps = service.depends_on ?? {};
  if (Array.isArray(deps)) return Object.fromEntries(deps.map((d) => [d, undefined]));
  return Object.fromEntries(Object.entries(deps).map(([name, d]) => [name, d?.condition]));
}

/**
 * Every problem with docker-compose.yml as the services' config schemas see it; empty when sound.
 * `schemas` maps a service directory name (services/<name>) to its zod config schema.
 */
export function checkCompose(
  compose: ComposeFile,
  schemas: Record<string, ZodObject>,
  opts: { initScript?: string } = {},
): string[] {
  const problems: string[] = [];
  const services = compose.services ?? {};
  const names = Object.keys(services);
  const ran = new Map<string, string>(); // services/<name> -> compose service
  const ports = new Map<string, string>(); // compose service -> PORT

  for (const [composeName, service] of Object.entries(services)) {
    const entry = serviceEntry(service);
    if (!entry) continue;
    ran.set(entry, composeName);
    const where = `services.${composeName}`;
    const schema = schemas[entry];
    const env = environmentOf(service, problems, `${where}.environment`);
    if (env.PORT) ports.set(composeName, env.PORT);
    if (!schema) {
      problems.push(`${where} runs services/${entry}, whose config schema the check does not know`);
      continue;
    }

    const build = typeof service.build === 'string' ? { context: service.build } : service.build;
    if (build?.dockerfile !== 'infra/Dockerfile')
      problems.push(`${where} is not built from infra/Dockerfile`);

    // Names: every variable set must be one the service reads (catches typos).
    const known = new Set(Object.keys(schema.shape));
    for (const key of Object.keys(env)) {
      if (!known.has(key)) problems.push(`${where}: ${key} is not read by services/${entry} (typo?)`);
    }

    // Values: what the service would read parses (nothing required missing, every value valid).
    const parsed = schema.safeParse(env);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        problems.push(`${where}: ${issue.path.join('.') || '(config)'}: ${issue.message}`);
      }
    }

    // Inside a container a loopback default reaches nothing: each such variable must be set.
    for (const [key, field] of Object.entries(schema.shape)) {
      if (key in env) continue;
      const fallback = safeParse(field, undefined);
      if (fallback.success && LOOPBACK.test(String(fallback.data))) {
        problems.push(`${where}: ${key} is not set and its default (${fallback.data}) is loopback`);
      }
    }
    if (env.HOST !== '0.0.0.0') problems.push(`${where}: HOST must be 0.0.0.0 inside a container`);
    if (env.NODE_ENV !== 'production') problems.push(`${where}: NODE_ENV must be production`);

    // Every address points at a compose service this one waits for.
    const deps = dependsOn(service);
    for (const [key, value] of Object.entries(env)) {
      const target = hostOf(value);
      if (!target) continue;
      if (LOOPBACK.test(value)) problems.push(`${where}: ${key} points at loopback (${value})`);
      else if (!names.includes(target.host)) {
        problems.push(`${where}: ${key} points at "${target.host}", which is not a compose service`);
      } else if (deps[target.host] !== 'service_healthy') {
        problems.push(`${where}: ${key} uses ${target.host} but does not depend on it being healthy`);
      }
    }

    // One role per service: the database user is the service's own role, made by the init script.
    if (env.DATABASE_URL) {
      const user = decodeURIComponent(new URL(env.DATABASE_URL).username);
      if (user !== entry)
        problems.push(`${where}: DATABASE_URL logs in as "${user}", not as role "${entry}"`);
      if (
        opts.initScript !== undefined &&
        !new RegExp(`^service_role ${entry}$`, 'm').test(opts.initScript)
      ) {
        problems.push(`infra/postgres/init does not create the role "${entry}" (service_role ${entry})`);
      }
      // The init script reads the role's password from <NAME>_DB_PASSWORD in the postgres container.
      const passwordVar = `${entry.toUpperCase().replaceAll('-', '_')}_DB_PASSWORD`;
      const database = services[new URL(env.DATABASE_URL).hostname];
      const rawUrl = String(Array.isArray(service.environment) ? '' : service.environment?.DATABASE_URL);
      const postgresEnv = database?.environment;
      const given = Array.isArray(postgresEnv)
        ? postgresEnv.some((line) => line.startsWith(`${passwordVar}=`))
        : postgresEnv !== undefined && passwordVar in postgresEnv;
      if (database && !given) problems.push(`the database service does not receive ${passwordVar}`);
      if (!rawUrl.includes(`\${${passwordVar}`)) {
        problems.push(`${where}: DATABASE_URL does not take its password from ${passwordVar}`);
      }
    }

    const health = [service.healthcheck?.test ?? []].flat().join(' ');
    if (env.PORT && !health.includes(`127.0.0.1:${env.PORT}/ready`)) {
      problems.push(`${where}: the health check does not ask /ready on port ${env.PORT}`);
    }
    const published = (service.ports ?? []).length > 0;
    if (entry === 'gateway') {
      const mapped = (service.ports ?? []).map(String);
      if (!mapped.some((p) => p.endsWith(`:${env.PORT}`))) {
        problems.push(`${where}: does not publish its PORT (${env.PORT})`);
      }
    } else if (published) {
      problems.push(`${where}: only the gateway publishes a port`);
    }
  }

  for (const [name, service] of Object.entries(services)) {
    if (!ran.has(serviceEntry(service) ?? '') && (service.ports ?? []).length > 0) {
      problems.push(`services.${name}: only the gateway publishes a port`);
    }
  }
  for (const entry of Object.keys(schemas)) {
    if (!ran.has(entry)) problems.push(`no compose service runs services/${entry}`);
  }

  // Routing: each of the gateway's service addresses (<NAME>_URL) reaches that service on its PORT.
  const gatewayName = ran.get('gateway');
  const gatewaySchema = schemas.gateway;
  if (gatewayName && gatewaySchema) {
    const env = environmentOf(services[gatewayName]!, [], '');
    for (const key of Object.keys(gatewaySchema.shape)) {
      if (!key.endsWith('_URL') || INFRA_URL_VARS.has(key)) continue;
      const entry = key.slice(0, -'_URL'.length).toLowerCase();
      const value = env[key];
      const target = value ? hostOf(value) : undefined;
      const expected = ran.get(entry);
      if (!target) {
        problems.push(`services.${gatewayName}: ${key} is not set to a URL`);
      } else if (!expected) {
        problems.push(`services.${gatewayName}: ${key} routes to ${entry}, which no compose service runs`);
      } else if (target.host !== expected) {
        problems.push(
          `services.${gatewayName}: ${key} points at "${target.host}", but ${entry} runs as "${expected}"`,
        );
      } else if (target.port !== ports.get(expected)) {
        problems.push(
          `services.${gatewayName}: ${key} uses port ${target.port || '(none)'}, but ${expected} listens on ${ports.get(expected)}`,
        );
      }
    }
  }
  return problems;
}
