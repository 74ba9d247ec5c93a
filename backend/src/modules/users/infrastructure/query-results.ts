/**
 * TypeORM's query() on PostgreSQL answers SELECT with the rows, but UPDATE and DELETE (with or without RETURNING)
 * with [rows, affectedCount]. These read both shapes.
 */
export function returnedRows<T>(result: unknown): T[] {
  if (isWriteResult(result)) return result[0] as T[];
  return Array.isArray(result) ? (result as T[]) : [];
}

export function affectedRows(result: unknown): number {
  if (isWriteResult(result)) return result[1];
  return Array.isArray(result) ? result.length : 0;
}

function isWriteResult(result: unknown): result is [unknown[], number] {
  return Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number';
}
