import { createContext, useContext } from 'react';

/** One server-rendered emotion style tag: `data-emotion="css id1 id2"` and its rules. */
export interface StyleChunk {
  key: string;
  ids: string[];
  css: string;
}

/**
 * The server renders once, then places the extracted style tags after the insertion point. The browser
 * reads those tags before hydrating and renders the same elements here, so React finds exactly the head
 * the server sent (React 18 gives up hydration on unknown head nodes).
 */
export const StyleChunks = createContext<StyleChunk[]>([]);

export function EmotionStyles() {
  const chunks = useContext(StyleChunks);
  return (
    <>
      {chunks.map((chunk) => (
        <style
          key={chunk.key + chunk.ids.join(' ')}
          data-emotion={`${chunk.key} ${chunk.ids.join(' ')}`}
          data-s=""
          dangerouslySetInnerHTML={{ __html: chunk.css }}
        />
      ))}
    </>
  );
}

/** The same tags as markup, for the server's single render. */
export function styleTagsHtml(chunks: StyleChunk[]): string {
  return chunks
    .filter((c) => c.css)
    .map((c) => `<style data-emotion="${c.key} ${c.ids.join(' ')}" data-s="">${c.css}</style>`)
    .join('');
}

/** Read by entry.client before hydration. */
export function readStyleChunks(): StyleChunk[] {
  return Array.from(document.querySelectorAll<HTMLStyleElement>('style[data-emotion][data-s]')).map((node) => {
    const [key, ...ids] = (node.getAttribute('data-emotion') ?? '').split(' ');
    return { key, ids, css: node.textContent ?? '' };
  });
}
