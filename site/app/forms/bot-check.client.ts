/**
 * The browser half of the bot check (spec 000 §2 Contact page; embedded defaults, docs/architecture.md): a reCAPTCHA v3
 * token when the server has a site key (Google's script is loaded only then, on the first submission), otherwise the
 * token "disabled", which the disabled provider accepts. The server scores the token.
 */
declare global {
  interface Window {
    grecaptcha?: { ready(cb: () => void): void; execute(key: string, options: { action: string }): Promise<string> };
  }
}

const keys = new Map<string, Promise<string | null>>();
let script: Promise<void> | undefined;

function siteKey(slug: string): Promise<string | null> {
  let key = keys.get(slug);
  if (!key) {
    key = fetch(`/submit/${slug}`, { headers: { Accept: 'application/json' } })
      .then((r) => (r.ok ? r.json() : {}))
      .then((body: { recaptchaSiteKey?: string | null }) => body.recaptchaSiteKey ?? null)
      .catch(() => null);
    keys.set(slug, key);
  }
  return key;
}

function loadScript(key: string): Promise<void> {
  script ??= new Promise<void>((resolve, reject) => {
    const tag = document.createElement('script');
    tag.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(key)}`;
    tag.async = true;
    tag.onload = () => resolve();
    tag.onerror = () => {
      script = undefined;
      reject(new Error('The bot-check script did not load'));
    };
    document.head.appendChild(tag);
  });
  return script;
}

/** A token for one submission; an empty token when the provider cannot be reached (the server then refuses it). */
export async function botCheckToken(slug: string): Promise<string> {
  const key = await siteKey(slug);
  if (!key) return 'disabled';
  try {
    await loadScript(key);
    const grecaptcha = window.grecaptcha;
    if (!grecaptcha) return '';
    return await new Promise<string>((resolve, reject) =>
      grecaptcha.ready(() => grecaptcha.execute(key, { action: 'submit' }).then(resolve, reject)),
    );
  } catch {
    return '';
  }
}

/** Starts fetching the site key (and the script) early, e.g. when the visitor first focuses the form. */
export function prepareBotCheck(slug: string): void {
  void siteKey(slug).then((key) => {
    if (key) loadScript(key).catch(() => undefined);
  });
}
