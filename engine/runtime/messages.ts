/**
 * Fills the `{name}` placeholders of a catalogue message (schemas/_catalogue/messages.json) with the
 * given values; a placeholder without a value stays as written.
 */
export function fillMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
