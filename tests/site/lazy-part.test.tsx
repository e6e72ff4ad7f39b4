// @vitest-environment jsdom
/**
 * lazyPart (site/app/layout/lazy-part.tsx, decision 053): a part of a server-rendered page whose code is imported
 * only when it wakes. The server's HTML is written into the document as the server would send it, then hydrated.
 */
import { act } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh module per test: the first hydration of a page is remembered by the module (as on a real page). */
async function freshLazyPart() {
  vi.resetModules();
  return (await import('#site/layout/lazy-part.tsx')).lazyPart;
}

/** The IntersectionObserver the page would get, its callbacks fired by the test. */
const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
class FakeObserver {
  targets: Element[] = [];
  constructor(callback: IntersectionObserverCallback) {
    observers.push({ callback, targets: this.targets });
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
vi.stubGlobal('IntersectionObserver', FakeObserver);

function comeIntoView() {
  for (const o of observers)
    o.callback(
      o.targets.map((target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry),
      {} as IntersectionObserver,
    );
}

function Greeting({ name }: { name: string }) {
  return <button onClick={() => (document.title = `hello ${name}`)}>Hello {name}</button>;
}

const SERVER_HTML = (when: string) => `<div data-hydrate="${when}"><button>Hello Asha</button></div>`;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  observers.length = 0;
  document.body.innerHTML = '';
});

describe('lazyPart', () => {
  it('keeps a never-hydrated part as the server sent it and never imports its code', async () => {
    const lazyPart = await freshLazyPart();
    const load = vi.fn(async () => Greeting);
    const Part = lazyPart(load, 'never');
    const container = document.createElement('div');
    container.innerHTML = SERVER_HTML('never');
    document.body.append(container);
    const server = container.querySelector('button');
    await act(async () => {
      root = hydrateRoot(container, <Part name="Asha" />);
    });
    comeIntoView();
    container.querySelector('button')!.click();
    await act(async () => {});
    expect(load).not.toHaveBeenCalled();
    expect(container.querySelector('button')).toBe(server);
    expect(container.querySelector('[data-live]')).toBeNull();
  });

  it('imports the code of a near-view part only when it comes near, then renders it live in place', async () => {
    let arrive: (component: typeof Greeting) => void = () => {};
    const load = vi.fn(() => new Promise<typeof Greeting>((resolve) => (arrive = resolve)));
    const Part = (await freshLazyPart())(load);
    const container = document.createElement('div');
    container.innerHTML = SERVER_HTML('near-view');
    document.body.append(container);
    await act(async () => {
      root = hydrateRoot(container, <Part name="Asha" />);
    });
    expect(load).not.toHaveBeenCalled();
    await act(async () => comeIntoView());
    expect(load).toHaveBeenCalledTimes(1);
    // Until the code arrives the server's HTML stays: nothing blinks.
    expect(container.textContent).toBe('Hello Asha');
    expect(container.querySelector('[data-live]')).toBeNull();
    await act(async () => arrive(Greeting));
    expect(container.querySelector('[data-hydrate="near-view"]')?.getAttribute('data-live')).toBe('true');
    container.querySelector('button')!.click();
    expect(document.title).toBe('hello Asha');
  });

  it('renders a part mounted after the first hydration (a client-side navigation) as soon as its code arrives', async () => {
    const lazyPart = await freshLazyPart();
    const First = lazyPart(async () => Greeting, 'never');
    const Later = lazyPart(async () => Greeting, 'never');
    const container = document.createElement('div');
    container.innerHTML = SERVER_HTML('never');
    document.body.append(container);
    await act(async () => {
      root = hydrateRoot(container, <First name="Asha" />);
    });
    await act(async () => root!.render(<Later name="Ravi" />));
    await vi.waitFor(() => expect(container.textContent).toBe('Hello Ravi'));
    expect(container.querySelector('[data-hydrate="never"]')?.getAttribute('data-live')).toBe('true');
  });

  it('keeps what the visitor did in a part that arrived after a client-side navigation when the page renders again', async () => {
    const lazyPart = await freshLazyPart();
    const First = lazyPart(async () => Greeting, 'never');
    const Later = lazyPart(async () => Ticker, 'never');
    const container = document.createElement('div');
    container.innerHTML = SERVER_HTML('never');
    document.body.append(container);
    await act(async () => {
      root = hydrateRoot(container, <First name="Asha" />);
    });
    await act(async () => root!.render(<Later label="once" />));
    await vi.waitFor(() => expect(container.textContent).toBe('once: 0'));
    await act(async () => container.querySelector('button')!.click());
    expect(container.textContent).toBe('once: 1');
    // A loader's revalidation renders the page again with new props: the part is the same part, its state kept.
    await act(async () => root!.render(<Later label="again" />));
    expect(container.textContent).toBe('again: 1');
  });
});

function Ticker({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount((c) => c + 1)}>{`${label}: ${count}`}</button>;
}
