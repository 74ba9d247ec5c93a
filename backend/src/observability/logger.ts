import type { LoggerService } from '@nestjs/common';
import { pino, type Logger as Pino } from 'pino';

/**
 * The process's one structured logger (pino): one JSON object per line on stdout, for a log collector. Request logs
 * (request-log.ts) and the app's own messages (PinoNestLogger) both go through it. Nothing secret is ever passed to
 * it: no headers, no bodies; the request log names the user by id only.
 */
export function createJsonLogger(destination?: pino.DestinationStream): Pino {
  return pino(
    {
      base: { service: 'tara-api', pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      // Belt and braces: should anything ever log a request's headers or a body, these never leave the process.
      redact: {
        paths: [
          'req.headers.cookie',
          'req.headers.authorization',
          'res.headers["set-cookie"]',
          'password',
          '*.password',
          'token',
          '*.token',
        ],
        censor: '[redacted]',
      },
    },
    destination,
  );
}

/** Nest's LoggerService over pino: the app's messages (start-up, warnings, errors) as JSON lines with their context. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Pino) {}

  log(message: unknown, ...optional: unknown[]): void {
    this.write('info', message, optional);
  }

  error(message: unknown, ...optional: unknown[]): void {
    this.write('error', message, optional);
  }

  warn(message: unknown, ...optional: unknown[]): void {
    this.write('warn', message, optional);
  }

  debug(message: unknown, ...optional: unknown[]): void {
    this.write('debug', message, optional);
  }

  verbose(message: unknown, ...optional: unknown[]): void {
    this.write('trace', message, optional);
  }

  fatal(message: unknown, ...optional: unknown[]): void {
    this.write('fatal', message, optional);
  }

  /** Nest passes the context last (a string), and for errors the stack before it. */
  private write(level: pino.Level, message: unknown, optional: unknown[]): void {
    const context = typeof optional.at(-1) === 'string' ? (optional.at(-1) as string) : undefined;
    const stack = level === 'error' && typeof optional[0] === 'string' && optional.length > 1 ? optional[0] : undefined;
    const fields = { ...(context ? { context } : {}), ...(stack ? { stack } : {}) };
    if (message instanceof Error) this.logger[level]({ ...fields, err: message }, message.message);
    else if (typeof message === 'object' && message !== null) this.logger[level]({ ...fields, ...message });
    else this.logger[level](fields, String(message));
  }
}
