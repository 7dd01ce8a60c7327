import { deviceStorage, readItem, writeItem } from '../lib/storage';
import { isLanguage, type Language } from './language';

/** The language last used on this device, so "/" can open in it (localStorage). */
const KEY = 'vaalikone_kieli';

export function rememberedLanguage(): Language | null {
  const value = readItem(deviceStorage(), KEY);
  return isLanguage(value) ? value : null;
}

export function rememberLanguage(language: Language): void {
  writeItem(deviceStorage(), KEY, language);
}
