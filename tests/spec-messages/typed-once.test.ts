import { describe, expect, it } from 'vitest';

import { handWrittenMessages } from './model-text.ts';

describe('messages are written once', () => {
  it('no message string stands in two places of schemas/ and the catalogue', () => {
    const places = new Map<string, string[]>();
    for (const p of handWrittenMessages()) {
      const where = `${p.file}#${p.path.replace(/\/(minLength|maxLength|minimum|maximum|required|pattern|type|format|_)$/, '')}`;
      const list = places.get(p.message) ?? [];
      // One field may name the same message for several of its rules (10 digits: minLength and maxLength).
      if (!list.includes(where)) list.push(where);
      places.set(p.message, list);
    }
    const twice = [...places].filter(([, where]) => where.length > 1).map(([m, where]) => `${m}: ${where.join(', ')}`);
    expect(twice).toEqual([]);
  });
});
