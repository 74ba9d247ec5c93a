const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a UUID (any version): ids that are not UUIDs cannot exist, so lookups answer "not found". */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
