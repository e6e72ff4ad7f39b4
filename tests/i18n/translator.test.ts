import { describe, expect, it } from 'vitest';

import { createTranslator, english } from '#engine/runtime/i18n/translator.ts';

const t = createTranslator({
  Email: 'ईमेल',
  '{label} is required!': '{label} आवश्यक है!',
  '{label} must be at least {min} characters': '{label} कम से कम {min} अक्षर का हो',
  '{label} must be {value}': '{label} {value} होना चाहिए',
  'Showing {count} homes': '{count} घर',
  '{message}': 'never used',
  'Sign In': 'साइन इन',
});

describe('translation by the English text (decision 062)', () => {
  it('looks a text up, fills a template with values, and leaves an unknown text English', () => {
    expect(t('Sign In')).toBe('साइन इन');
    expect(t('Showing {count} homes', { count: 3 })).toBe('3 घर');
    expect(t('Nothing like this')).toBe('Nothing like this');
    expect(english('Showing {count} homes', { count: 3 })).toBe('Showing 3 homes');
  });

  it('recognises a finished message by its template, translating the values it knows (a field title)', () => {
    expect(t('Email is required!')).toBe('ईमेल आवश्यक है!');
    expect(t('Full Name is required!')).toBe('Full Name आवश्यक है!');
    // The more specific template wins over a looser one that also matches.
    expect(t('Password must be at least 8 characters')).toBe('Password कम से कम 8 अक्षर का हो');
  });

  it('never reads a text as a template of placeholders only', () => {
    expect(t('Something went wrong')).toBe('Something went wrong');
  });
});
