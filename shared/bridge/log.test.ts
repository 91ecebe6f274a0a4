import { afterEach, describe, expect, it, vi } from 'vitest';
import { testSettings } from '../testing/testBridge.ts';
import { getBridge } from './bridge.ts';
import { createLogger, log } from './log.ts';

function recordingConsole() {
  const lines: string[] = [];
  const at =
    (method: string) =>
    (...args: unknown[]) =>
      void lines.push(`${method} ${String(args[0])}`);
  return {
    lines,
    sink: { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') },
  };
}

const everyMethod = (logger: ReturnType<typeof createLogger>) => {
  logger.debug('d');
  logger.info('i');
  logger.warn('w');
  logger.error('e');
};

describe('the browser logger honours the settings’ log level (platform §9)', () => {
  it('writes the level and those above it, nothing at none', () => {
    const expected = {
      debug: ['debug d', 'info i', 'warn w', 'error e'],
      info: ['info i', 'warn w', 'error e'],
      warn: ['warn w', 'error e'],
      error: ['error e'],
      none: [],
    } as const;
    for (const [level, lines] of Object.entries(expected)) {
      const recorded = recordingConsole();
      everyMethod(createLogger(() => level as keyof typeof expected, recorded.sink));
      expect(recorded.lines, level).toEqual(lines);
    }
  });

  it('lets warnings and errors through before the settings are known', () => {
    const recorded = recordingConsole();
    everyMethod(createLogger(() => undefined, recorded.sink));
    expect(recorded.lines).toEqual(['warn w', 'error e']);
  });

  describe("the page's logger", () => {
    afterEach(() => {
      vi.restoreAllMocks();
      getBridge().settings.set(null);
    });

    it("reads the level from the bridge's runtime settings at each call", () => {
      const debug = vi.spyOn(console, 'debug').mockImplementation(() => undefined);
      const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      getBridge().settings.set({ ...testSettings, logLevel: 'none' });
      log.error('hidden');
      expect(error).not.toHaveBeenCalled();
      getBridge().settings.set({ ...testSettings, logLevel: 'debug' });
      log.debug('shown');
      expect(debug).toHaveBeenCalledWith('shown');
    });
  });
});
