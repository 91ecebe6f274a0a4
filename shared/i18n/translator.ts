import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';

export const locale = 'sv';
export type MessageValues = Record<string, PrimitiveType>;

// IntlMessageFormat resolves each message's locale with Intl.NumberFormat.supportedLocalesOf,
// whose first call reads the list of every ICU locale: about 100 ms of main thread on a
// phone, on every page. The portal's one locale needs no lookup (the class is the runtime's,
// one per page, so every catalogue's translator sets the same function).
IntlMessageFormat.resolveLocale = (locales) =>
  new Intl.Locale(typeof locales === 'string' ? locales : (locales[0] ?? locale));

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
    const literal = literalText(messages[key]);
    if (literal !== undefined) return literal;
    let format = compiled.get(key);
    if (!format) {
      format = new IntlMessageFormat(messages[key], locale);
      compiled.set(key, format);
    }
    const result = format.format(values);
    return typeof result === 'string' ? result : String(result);
  };
}

/** The ICU characters that make a message more than its text (arguments, quoting, tags). */
const icuSyntax = /[{}'#<]/;

/**
 * The text of a message without arguments (most of a catalogue): shown as it is, because
 * each IntlMessageFormat resolves its locale through Intl when made, which cost a phone's
 * start page tens of milliseconds of main thread. A compiled message (the build's AST) is
 * literal when every part is literal text (type 0); a source string when it has no ICU syntax.
 */
function literalText(message: unknown): string | undefined {
  if (typeof message === 'string') return icuSyntax.test(message) ? undefined : message;
  if (!Array.isArray(message)) return undefined;
  let text = '';
  for (const part of message as { type?: unknown; value?: unknown }[]) {
    if (part.type !== 0 || typeof part.value !== 'string') return undefined;
    text += part.value;
  }
  return text;
}
