// Notices and articles arrive as HTML from the server: everything shown with dangerouslySetInnerHTML goes
// through here first, so scripts, event handlers and javascript: links never reach the page.
import DOMPurify from 'dompurify';

let hooked = false;
/** The current call's image rewriter (see SanitizeOptions), read by the hook. */
let rewriteImageSrc: ((src: string) => string) | undefined;

export interface SanitizeOptions {
  /** Rewrites each image's src (e.g. assetUrl for the server's '/profile/…' paths); those images also load lazily. */
  imageSrc?: (src: string) => string;
}

function ensureHooks(): void {
  if (hooked) return;
  hooked = true;
  // Links in notices open outside the app and cannot reach back into it (window.opener).
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
    if (rewriteImageSrc && node.tagName === 'IMG') {
      const src = node.getAttribute('src');
      if (src) node.setAttribute('src', rewriteImageSrc(src));
      node.setAttribute('loading', 'lazy');
    }
  });
}

export function sanitizeHtml(html: string | null | undefined, options: SanitizeOptions = {}): string {
  if (!html) return '';
  ensureHooks();
  rewriteImageSrc = options.imageSrc;
  try {
    return DOMPurify.sanitize(html, {
      USE_PROFILES: { html: true },
      FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
      FORBID_ATTR: ['style'],
    });
  } finally {
    rewriteImageSrc = undefined;
  }
}
