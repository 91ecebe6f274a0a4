import { z } from 'zod/mini';

/**
 * The data block the server puts in a harness page (GET /harness/<name>):
 *   <script type="application/json" id="harness-elements">{"elements":["test-element"]}</script>
 * Data, not a script, so the page's CSP needs nothing for it (like the runtime settings).
 * Without `sources` each element loads through the component host, as in the portal.
 */
export const harnessElementsId = 'harness-elements';

export const harnessPageDataSchema = z.object({
  elements: z.array(z.string()),
  /** Development only (tests/harness/serve.ts): each element's source module to import. */
  sources: z.optional(z.record(z.string(), z.string())),
});
export type HarnessPageData = z.infer<typeof harnessPageDataSchema>;

export function readHarnessPageData(doc: Document = document): HarnessPageData {
  const text = doc.getElementById(harnessElementsId)?.textContent;
  const parsed = text ? harnessPageDataSchema.safeParse(JSON.parse(text)) : null;
  return parsed?.success ? parsed.data : { elements: [] };
}

/** The element a path names: /harness/<name> (else the first element there is). */
export function currentElementName(pathname: string, elements: readonly string[]): string {
  const match = /^\/harness\/([a-z][a-z0-9-]*)\/?$/.exec(pathname);
  return match?.[1] ?? elements[0] ?? '';
}
