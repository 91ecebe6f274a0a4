import type { logLevels } from '../contracts/settings.ts';
import { getBridge } from './bridge.ts';

type LogLevel = (typeof logLevels)[number];
type Method = Exclude<LogLevel, 'none'>;

const rank: Record<LogLevel, number> = { debug: 0, info: 1, warn: 2, error: 3, none: 4 };

/** Before the runtime settings are read (or when they are broken) warnings and errors pass. */
export const levelBeforeSettings: LogLevel = 'warn';

export type Logger = Record<Method, (...args: unknown[]) => void>;

/**
 * A logger that writes only what the level in force lets through (platform §9: debug, info,
 * warn, error, none). The level is read at each call, so a later settings value counts.
 */
export function createLogger(
  level: () => LogLevel | undefined,
  sink: Pick<Console, Method> = console,
): Logger {
  const at =
    (method: Method) =>
    (...args: unknown[]) => {
      if (rank[method] >= rank[level() ?? levelBeforeSettings]) sink[method](...args);
    };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}

/** The page's logger: the runtime settings' `logLevel` on the bridge decides. */
export const log: Logger = createLogger(() => getBridge().settings.get()?.logLevel);
