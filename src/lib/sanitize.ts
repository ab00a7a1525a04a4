// Notices and articles arrive as HTML from the server: everything shown with dangerouslySetInnerHTML goes
// through here first, so scripts, event handlers and javascript: links never reach the page.
import DOMPurify from 'dompurify';

let hooked = false;

function ensureHooks(): void {
  if (hooked) return;
  hooked = true;
  // Links in notices open outside the app and cannot reach back into it (window.opener).
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  ensureHooks();
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}
