import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';

export const locale = 'sv';
export type MessageValues = Record<string, PrimitiveType>;

/**
 * A translator for one catalogue (ICU MessageFormat, Swedish). The host's catalogue is
 * shared/i18n/sv.ts; each element keeps its own (components/<area>/sv.ts) so an element ships
 * only its texts. The build compiles every such catalogue to message ASTs (vite.config.ts),
 * which IntlMessageFormat formats as it does strings. Apart from t.ts so that an element
 * importing this does not also get the host's catalogue.
 */
export function createTranslator<K extends string>(
  messages: Record<K, string>,
): (key: K, values?: MessageValues) => string {
  const compiled = new Map<K, IntlMessageFormat>();
  return (key, values) => {
    let format = compiled.get(key);
    if (!format) {
      format = new IntlMessageFormat(messages[key], locale);
      compiled.set(key, format);
    }
    const result = format.format(values);
    return typeof result === 'string' ? result : String(result);
  };
}
