import { deviceStorage, readItem, writeItem, type KeyValueStorage } from '#web/lib/storage';

/** An anonymous visitor is "anon-" plus a uuid kept in this key. */
export const VISITOR_ID_STORAGE_KEY = 'statistics_uuid';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** crypto.randomUUID exists only on https and localhost; getRandomValues works everywhere. */
function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The anonymous visitor id, created on first use and kept on this device. */
export function visitorId(storage: KeyValueStorage | null = deviceStorage()): string {
  let uuid = readItem(storage, VISITOR_ID_STORAGE_KEY)?.replace(/^anon-/, '') ?? '';
  if (!UUID_PATTERN.test(uuid)) {
    uuid = randomUuid();
    writeItem(storage, VISITOR_ID_STORAGE_KEY, uuid);
  }
  return `anon-${uuid}`;
}
