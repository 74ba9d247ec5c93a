import { QueryFailedError } from 'typeorm';

/** Escapes LIKE's wildcards (%, _) and its escape character ('\', the default ESCAPE) so that text matches literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** Whether a database error is a unique-key violation (23505), of this constraint when one is named. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: string; constraint?: string };
  return driverError.code === '23505' && (constraint === undefined || driverError.constraint === constraint);
}

/** Rows of a data-modifying statement: TypeORM's query() answers [rows, affected] for UPDATE/DELETE ... RETURNING. */
export function returnedRows<T>(result: unknown): T[] {
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') {
    return result[0] as T[];
  }
  return result as T[];
}
