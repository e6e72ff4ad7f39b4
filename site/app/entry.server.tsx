import { PassThrough } from 'node:stream';

import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { RemixServer } from '@remix-run/react';
import type { AppLoadContext, EntryContext } from '@remix-run/server-runtime';
import { renderToPipeableStream } from 'react-dom/server';

// AppLoadContext's fields: the site's context (settings, nonce, the API calls), declared beside its type.
import type {} from '#client/site-context.ts';

import { absoluteMetaUrls } from './seo/absolute-urls.ts';
import { createEmotionCache, INSERTION_POINT } from './styles/emotion-cache.ts';
import { Nonce } from './styles/nonce.ts';
import { styleTagsHtml } from './styles/server-styles.tsx';

const MARKER = `<meta name="${INSERTION_POINT}" content="${INSERTION_POINT}"/>`;
const ABORT_AFTER_MS = 10_000;
/**
 * The page is complete without JavaScript, so its module preloads may wait behind the HTML's images:
 * on a slow phone network the picture a visitor looks at arrives first, hydration a moment later.
 */
const PRELOAD = /<link rel="modulepreload"/g;
const LOW_PRIORITY_PRELOAD = '<link rel="modulepreload" fetchpriority="low"';

/**
 * Renders the whole page (loader data included: single fetch streams it through Suspense, so the render
 * waits for everything), then places MUI's (emotion's) critical styles in the head after the insertion
 * point: the page arrives styled, with no style sheet to fetch and no flash.
 */
export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const cache = createEmotionCache();
  const { extractCriticalToChunks } = createEmotionServer(cache);
  return new Promise<Response>((resolve, reject) => {
    let failed = false;
    const { pipe, abort } = renderToPipeableStream(
      <Nonce.Provider value={loadContext.nonce}>
        <CacheProvider value={cache}>
          <RemixServer context={remixContext} url={request.url} nonce={loadContext.nonce} abortDelay={ABORT_AFTER_MS} />
        </CacheProvider>
      </Nonce.Provider>,
      {
        nonce: loadContext.nonce,
        onAllReady() {
          const sink = new PassThrough();
          const parts: Buffer[] = [];
          sink.on('data', (part: Buffer) => parts.push(part));
          sink.on('end', () => {
            const html = Buffer.concat(parts).toString('utf8');
            const { styles } = extractCriticalToChunks(html);
            const markup = absoluteMetaUrls(
              html.replace(MARKER, MARKER + styleTagsHtml(styles)),
              loadContext.settings.publicUrl,
            ).replace(PRELOAD, LOW_PRIORITY_PRELOAD);
            headers.set('Content-Type', 'text/html; charset=utf-8');
            resolve(
              new Response(markup.startsWith('<!DOCTYPE') ? markup : `<!DOCTYPE html>${markup}`, {
                status: failed ? 500 : status,
                headers,
              }),
            );
          });
          pipe(sink);
        },
        onShellError: reject,
        onError(error) {
          failed = true;
          if (!request.signal.aborted) console.error(error);
        },
      },
    );
    setTimeout(abort, ABORT_AFTER_MS + 1000);
  });
}
