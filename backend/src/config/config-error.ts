/** A setting the operator can fix: main.ts prints its message alone, without a stack. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}
