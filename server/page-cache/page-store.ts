/** One stored answer: what is sent again on a hit, and until when. */
export interface StoredPage {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  storedAt: number;
  freshUntil: number;
  staleUntil: number;
}

export type Lookup = { page: StoredPage; state: 'fresh' | 'stale' } | undefined;

export interface PageStoreOptions {
  /** Most answers kept; the least recently used go first. */
  maxEntries: number;
  /** Most bytes of bodies kept. */
  maxBytes: number;
  now?: () => number;
}

/**
 * The server's own copies of public answers, in this process's memory: least recently used go first
 * when either limit is reached; `clear` drops everything when the content behind the pages changes.
 */
export class PageStore {
  private readonly pages = new Map<string, StoredPage>();
  private bytes = 0;
  private readonly now: () => number;

  constructor(private readonly options: PageStoreOptions) {
    this.now = options.now ?? Date.now;
  }

  lookup(key: string): Lookup {
    const page = this.pages.get(key);
    if (!page) return undefined;
    const now = this.now();
    if (now >= page.staleUntil) {
      this.remove(key);
      return undefined;
    }
    // Most recently used last: Map keeps insertion order.
    this.pages.delete(key);
    this.pages.set(key, page);
    return { page, state: now < page.freshUntil ? 'fresh' : 'stale' };
  }

  store(key: string, page: StoredPage): void {
    if (page.body.length > this.options.maxBytes) return;
    this.remove(key);
    this.pages.set(key, page);
    this.bytes += page.body.length;
    for (const [oldest] of this.pages) {
      if (this.pages.size <= this.options.maxEntries && this.bytes <= this.options.maxBytes) break;
      this.remove(oldest);
    }
  }

  clear(): void {
    this.pages.clear();
    this.bytes = 0;
  }

  get size(): number {
    return this.pages.size;
  }

  private remove(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.bytes -= page.body.length;
  }
}
