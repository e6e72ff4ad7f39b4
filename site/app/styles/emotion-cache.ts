import createCache, { type EmotionCache } from '@emotion/cache';

/** The marker after which server-rendered style tags are placed and client styles are inserted. */
export const INSERTION_POINT = 'emotion-insertion-point';

export function createEmotionCache(): EmotionCache {
  const insertionPoint =
    typeof document === 'undefined'
      ? undefined
      : ((document.querySelector(`meta[name="${INSERTION_POINT}"]`) as HTMLElement | null) ?? undefined);
  return createCache({ key: 'css', insertionPoint });
}
