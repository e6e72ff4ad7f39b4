import { CacheProvider } from '@emotion/react';
import { RemixBrowser } from '@remix-run/react';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';

import { isLanguage } from '#engine/runtime/i18n/languages.ts';

import { loadTranslator } from './i18n/translators.ts';
import { createEmotionCache } from './styles/emotion-cache.ts';
import { readStyleChunks, StyleChunks } from './styles/server-styles.tsx';

// Read the server's style tags first: root renders the same tags so hydration matches the head.
const chunks = readStyleChunks();
const cache = createEmotionCache();

// The page's language is in <html lang>: its dictionaries load before hydration, so the first render matches the server's.
const language = document.documentElement.lang;
void (isLanguage(language) ? loadTranslator(language) : Promise.resolve()).then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StyleChunks.Provider value={chunks}>
        <CacheProvider value={cache}>
          <RemixBrowser />
        </CacheProvider>
      </StyleChunks.Provider>,
    );
  }),
);
