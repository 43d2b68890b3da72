import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { LOGIN_LOCK_MINUTES_DEFAULT } from '@flp/shared';

/** Everything the server reads from its environment, validated once at start. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** undefined → embedded PGlite in dataDir; 'memory://' → in-memory PGlite (tests). */
  databaseUrl?: string;
  redisUrl?: string;
  /** The role the server's queries run as, held by the tenant policies (docs/deployment.md, "Row-level security"). */
  dbAppRole: string;
  /** Key prefix in Redis, so several deployments (or test runs) can share one server. */
  redisPrefix: string;
  jwtSecret: string;
  captcha: boolean;
  logLevel: string;
  production: boolean;
  loginLockMinutes: number;
  /** Seed demo data (customers, sample records) on first start; the platform seed always runs. */
  seedDemo: boolean;
  /** Directory with the built web app served at '/', when it exists. */
  webDir?: string;
  /**
   * Which proxies may tell the client's address and the original host (X-Forwarded-For/-Host/-Proto): false (the
   * default: nobody, the socket's peer is the client) or a list of addresses/CIDRs of the load balancers.
   */
  trustProxy: false | string[];
  /** Serve the API reference at /api/docs (on by default, off by default in production). */
  apiDocs: boolean;
  /** The refresh-token cookie is marked `Secure` (deployments reached over HTTPS, e.g. behind a TLS terminator). */
  cookieSecure: boolean;
  /** A filtered page counts its matches up to this many; past it the total is marked as a lower bound. */
  pageCountCap: number;
  /** Run scheduled jobs on this instance (JOBS=off: never; 立即执行 still works). Tests start them only when asked. */
  jobs: boolean;
}

const envSchema = z.object({
  PORT: z.coerce.number().int().min(1, 'PORT must be 1-65535').max(65535, 'PORT must be 1-65535').default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .refine(
      (v) => /^(postgres(ql)?:\/\/|memory:\/\/)/.test(v),
      'DATABASE_URL must start with postgres:// or postgresql://',
    )
    .optional(),
  REDIS_URL: z
    .string()
    .refine((v) => /^rediss?:\/\//.test(v), 'REDIS_URL must start with redis:// or rediss://')
    .optional(),
  DB_APP_ROLE: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'DB_APP_ROLE must be a plain lower-case role name')
    .default('flp_app'),
  REDIS_PREFIX: z.string().min(1).max(64).default('flp:'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  CAPTCHA: z.enum(['on', 'off'], { message: "CAPTCHA must be 'on' or 'off'" }).default('on'),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      message: 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  NODE_ENV: z.string().optional(),
  LOGIN_LOCK_MINUTES: z.coerce
    .number()
    .int()
    .min(1, 'LOGIN_LOCK_MINUTES must be at least 1')
    .default(LOGIN_LOCK_MINUTES_DEFAULT),
  SEED_DEMO: z.enum(['on', 'off'], { message: "SEED_DEMO must be 'on' or 'off'" }).default('on'),
  WEB_DIR: z.string().optional(),
  TRUST_PROXY: z
    .string()
    .optional()
    .refine(
      (v) => v === undefined || v === '' || v === 'off' || v.split(',').every((p) => isAddressOrCidr(p.trim())),
      "TRUST_PROXY must be 'off' or a comma-separated list of proxy addresses or CIDRs (e.g. 10.0.0.0/8,127.0.0.1)",
    ),
  API_DOCS: z.enum(['on', 'off'], { message: "API_DOCS must be 'on' or 'off'" }).optional(),
  COOKIE_SECURE: z.enum(['on', 'off'], { message: "COOKIE_SECURE must be 'on' or 'off'" }).default('off'),
  JOBS: z.enum(['on', 'off'], { message: "JOBS must be 'on' or 'off'" }).default('on'),
  PAGE_COUNT_CAP: z.coerce.number().int().min(1, 'PAGE_COUNT_CAP must be a whole number of at least 1').default(10_000),
});

/** An IPv4/IPv6 address, optionally with a /prefix. */
function isAddressOrCidr(v: string): boolean {
  const [addr, prefix, ...rest] = v.split('/');
  if (rest.length || !isIP(addr)) return false;
  if (prefix === undefined) return true;
  const n = Number(prefix);
  return /^\d+$/.test(prefix) && n >= 0 && n <= (isIP(addr) === 4 ? 32 : 128);
}

export class ConfigError extends Error {}

/** Reads and validates the environment; throws ConfigError naming each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const dataDir = resolve(e.DATA_DIR);
  let jwtSecret = e.JWT_SECRET;
  if (!jwtSecret) {
    if (production) throw new ConfigError('Invalid configuration:\n  JWT_SECRET: required when NODE_ENV=production');
    jwtSecret = e.DATABASE_URL === 'memory://' ? randomBytes(32).toString('hex') : persistedSecret(dataDir);
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    dbAppRole: e.DB_APP_ROLE,
    redisPrefix: e.REDIS_PREFIX,
    jwtSecret,
    captcha: e.CAPTCHA === 'on',
    logLevel: e.LOG_LEVEL,
    production,
    loginLockMinutes: e.LOGIN_LOCK_MINUTES,
    seedDemo: e.SEED_DEMO === 'on',
    webDir: e.WEB_DIR,
    trustProxy: !e.TRUST_PROXY || e.TRUST_PROXY === 'off' ? false : e.TRUST_PROXY.split(',').map((p) => p.trim()),
    apiDocs: e.API_DOCS ? e.API_DOCS === 'on' : !production,
    cookieSecure: e.COOKIE_SECURE === 'on',
    pageCountCap: e.PAGE_COUNT_CAP,
    jobs: e.JOBS === 'on',
  };
}

/** A development secret generated once and kept in DATA_DIR, so tokens survive restarts. */
function persistedSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
