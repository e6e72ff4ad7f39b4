import { CacheProvider } from '@emotion/react';
import { RemixBrowser } from '@remix-run/react';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';

import { createEmotionCache } from './styles/emotion-cache.ts';
import { readStyleChunks, StyleChunks } from './styles/server-styles.tsx';

// Read the server's style tags first: root renders the same tags so hydration matches the head.
const chunks = readStyleChunks();
const cache = createEmotionCache();

startTransition(() => {
  hydrateRoot(
    document,
    <StyleChunks.Provider value={chunks}>
      <CacheProvider value={cache}>
        <RemixBrowser />
      </CacheProvider>
    </StyleChunks.Provider>,
  );
});
