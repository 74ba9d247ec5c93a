import { ConfigError } from './config-error.js';

/** The readers of environment variables that every configuration loader shares (app, auth, community). */

/** The environment as the loaders read it (process.env, or a test's own). */
export type Env = Readonly<Record<string, string | undefined>>;

export function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

export function parseBoolean(name: string, value: string | undefined, fallback: boolean): boolean {
  const raw = nonEmpty(value)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${value}"`);
}

/** A whole number written in digits, within the range; the fallback when unset. */
export function parseInteger(
  name: string,
  value: string | undefined,
  fallback: number,
  range: { min: number; max: number },
): number {
  const raw = nonEmpty(value);
  if (raw === undefined) return fallback;
  const number = Number(raw);
  if (!/^\d+$/.test(raw) || number < range.min || number > range.max) {
    throw new ConfigError(`${name} must be a whole number from ${range.min} to ${range.max}, got "${raw}"`);
  }
  return number;
}

/** The variable `name` of `env` read by parseInteger. */
export function envInteger(env: Env, name: string, fallback: number, range: { min: number; max: number }): number {
  return parseInteger(name, env[name], fallback, range);
}
