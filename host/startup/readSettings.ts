import {
  runtimeSettingsElementId,
  runtimeSettingsSchema,
  type RuntimeSettings,
} from '../../shared/contracts/settings.ts';

export type SettingsResult =
  { ok: true; settings: RuntimeSettings } | { ok: false; error: unknown };

/** Reads and validates the runtime settings the host page inlines. */
export function readRuntimeSettings(doc: Document = document): SettingsResult {
  const element = doc.getElementById(runtimeSettingsElementId);
  if (!element?.textContent) return { ok: false, error: new Error('Runtime settings missing') };
  try {
    const parsed = runtimeSettingsSchema.safeParse(JSON.parse(element.textContent));
    return parsed.success
      ? { ok: true, settings: parsed.data }
      : { ok: false, error: parsed.error };
  } catch (error) {
    return { ok: false, error };
  }
}
