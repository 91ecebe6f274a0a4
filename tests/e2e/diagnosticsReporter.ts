import { readFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { strFromU8, unzipSync } from 'fflate';

/**
 * Prints what the browser saw in a failed attempt (retried ones included): console errors
 * and warnings and uncaught page errors (from the trace), failed or 4xx/5xx requests (noted
 * by the fixtures: failedRequests), and the page as the accessibility tree showed it. CI keeps no artefacts, so this is all a later reader has.
 */
export default class DiagnosticsReporter implements Reporter {
  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === 'passed' || result.status === 'skipped') return;
    const lines = [
      `---- diagnostics: ${test.titlePath().slice(1).join(' › ')} (attempt ${result.retry + 1})`,
    ];
    for (const attachment of result.attachments) {
      if (attachment.name === 'failed-requests' && attachment.body)
        lines.push(
          ...attachment.body
            .toString()
            .split('\n')
            .map((line) => `  request ${line}`),
        );
      if (!attachment.path) continue;
      try {
        if (attachment.name === 'trace') lines.push(...traceSummary(attachment.path));
        if (attachment.name === 'error-context') lines.push(...pageSnapshot(attachment.path));
      } catch (error) {
        lines.push(`  (could not read ${attachment.name}: ${String(error)})`);
      }
    }
    console.log(lines.join('\n'));
  }
}

interface TraceEvent {
  type?: string;
  messageType?: string;
  text?: string;
  method?: string;
  params?: { error?: { error?: { message?: string; stack?: string } } };
}

function traceSummary(path: string): string[] {
  const files = unzipSync(readFileSync(path));
  const events = (suffix: string) =>
    Object.entries(files)
      .filter(([name]) => name.endsWith(suffix))
      .flatMap(([, bytes]) => strFromU8(bytes).split('\n'))
      .filter(Boolean)
      .map((line) => JSON.parse(line) as TraceEvent);
  const out: string[] = [];
  for (const event of events('trace.trace')) {
    if (
      event.type === 'console' &&
      (event.messageType === 'error' || event.messageType === 'warning')
    )
      out.push(`  console ${event.messageType}: ${event.text?.slice(0, 300)}`);
    if (event.type === 'event' && event.method === 'pageError')
      out.push(`  page error: ${event.params?.error?.error?.stack?.slice(0, 500)}`);
  }
  return out.length ? out : ['  (no console errors or page errors)'];
}

function pageSnapshot(path: string): string[] {
  const text = readFileSync(path, 'utf8');
  const snapshot = /```yaml\n([\s\S]*?)```/.exec(text)?.[1] ?? '';
  const lines = snapshot.split('\n').filter(Boolean);
  if (!snapshot.trim()) return ['  page snapshot: (empty page)'];
  return [
    '  page snapshot:',
    ...lines.slice(0, 40).map((line) => `    ${line}`),
    ...(lines.length > 40 ? [`    … ${lines.length - 40} more lines`] : []),
  ];
}
