import type { z } from 'zod/mini';
import type { componentBlockSchema } from '../../shared/contracts/content.ts';
import { t } from '../../shared/i18n/t.ts';

/**
 * Where an embedded service element goes. Loading the element (GET {host}api/v1/app,
 * integrity-checked script, offline windows) is the component loader's job: not built yet.
 */
export function ComponentBlock({ block }: { block: z.infer<typeof componentBlockSchema> }) {
  return (
    <div className="component-block" data-component-id={block.componentId}>
      <p>{t('content.componentPending')}</p>
    </div>
  );
}
