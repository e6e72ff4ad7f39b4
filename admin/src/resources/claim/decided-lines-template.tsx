import type { ArrayFieldTemplateProps } from '@rjsf/utils';

import { ClaimLineSummary } from './claim-line-summary.tsx';
import { isDecided, type Line } from './claim-lines.ts';

/**
 * The claim lines of a landlord's Update Claim form: the theme's array template, with each line staff has
 * decided drawn read-only in place of its inputs (the server refuses a landlord's change to it).
 */
export function DecidedLinesTemplate(props: ArrayFieldTemplateProps) {
  const Base = props.registry.templates.ArrayFieldTemplate;
  const lines = (props.formData ?? []) as Line[];
  const items = props.items.map((item, i) =>
    isDecided(lines[i]) ? <ClaimLineSummary key={item.key ?? i} line={lines[i]} index={i} /> : item,
  );
  return <Base {...props} items={items} />;
}
