// Server HTML (notices, articles, help), sanitised and typeset for reading on a phone; its images ('/profile/…'
// paths) load from the backend through assetUrl, lazily. Laid out for a narrow column: images never wider than
// it, a picture that fails to load is hidden (no broken-image icon), and each table in its own horizontally
// scrolling box (a wide table scrolls instead of widening the page).
import { useCallback, useMemo, useRef } from 'react';
import { Box, type BoxProps } from '@chakra-ui/react';
import { assetUrl } from '@/api/client.ts';
import { sanitizeHtml } from '@/lib/sanitize.ts';

/**
 * Lays (already sanitised) HTML out for the page: every table in its own scrolling box, and headings moved so the
 * first level is `top` (h2 under the page's h1 title; one deeper under a section's heading) — notices written from
 * h3 down would otherwise skip a level for screen readers. Parsed in an inert template: nothing runs.
 */
export function typeset(clean: string, top = 2): string {
  if (typeof document === 'undefined' || !/<(table|h[1-6])[\s>]/i.test(clean)) return clean;
  const template = document.createElement('template');
  template.innerHTML = clean;
  for (const table of Array.from(template.content.querySelectorAll('table'))) {
    if (table.parentElement?.hasAttribute('data-table-scroll')) continue;
    const box = document.createElement('div');
    box.setAttribute('data-table-scroll', '');
    table.replaceWith(box);
    box.append(table);
  }
  const headings = Array.from(template.content.querySelectorAll('h1, h2, h3, h4, h5, h6'));
  const shift = top - Math.min(7, ...headings.map((h) => Number(h.tagName[1])));
  if (shift !== 0) {
    for (const heading of headings) {
      const moved = document.createElement(`h${Math.min(6, Number(heading.tagName[1]) + shift)}`);
      for (const attr of Array.from(heading.attributes)) moved.setAttribute(attr.name, attr.value);
      moved.append(...Array.from(heading.childNodes));
      heading.replaceWith(moved);
    }
  }
  return template.innerHTML;
}

export function RichText({ html, headingLevel = 2, ...rest }: {
  html: string | null | undefined;
  /** The level the content's own headings start at: 2 under the page's h1, 3 under a section's h2… */
  headingLevel?: 2 | 3 | 4;
} & Omit<BoxProps, 'dangerouslySetInnerHTML'>) {
  const content = useMemo(() => typeset(sanitizeHtml(html, { imageSrc: assetUrl }), headingLevel), [html, headingLevel]);
  // Image errors do not bubble, but they can be caught on the way down: hide a picture that cannot load.
  const detach = useRef<(() => void) | null>(null);
  const hideBroken = useCallback((node: HTMLDivElement | null) => {
    detach.current?.();
    detach.current = null;
    if (!node) return;
    const onError = (event: Event) => {
      if (event.target instanceof HTMLImageElement) event.target.style.display = 'none';
    };
    node.addEventListener('error', onError, true);
    detach.current = () => node.removeEventListener('error', onError, true);
  }, []);
  return (
    <Box
      ref={hideBroken}
      fontSize="sm"
      lineHeight="1.8"
      color="fg"
      wordBreak="break-word"
      css={{
        '& p': { marginBottom: '3' },
        '& h1, & h2, & h3, & h4': { fontWeight: 'semibold', marginTop: '5', marginBottom: '2', lineHeight: '1.5' },
        '& h1': { fontSize: 'lg' },
        '& h2': { fontSize: 'md' },
        '& h3, & h4': { fontSize: 'sm' },
        '& ul, & ol': { paddingInlineStart: '5', marginBottom: '3' },
        '& ul': { listStyleType: 'disc' },
        '& ol': { listStyleType: 'decimal' },
        '& li': { marginBottom: '1' },
        '& a': { color: 'brand.fg', textDecoration: 'underline' },
        '& img': { maxWidth: '100%', height: 'auto', borderRadius: 'md', marginBlock: '2' },
        '& [data-table-scroll]': { overflowX: 'auto', maxWidth: '100%', marginBottom: '3', WebkitOverflowScrolling: 'touch' },
        '& table': { minWidth: '100%', borderCollapse: 'collapse', fontSize: 'xs', lineHeight: '1.6' },
        '& th, & td': { borderWidth: '1px', borderColor: 'border', paddingBlock: '1.5', paddingInline: '2', textAlign: 'start', verticalAlign: 'top', minWidth: '5em' },
        '& th': { bg: 'bg.muted', fontWeight: 'semibold', whiteSpace: 'nowrap' },
        '& pre': { overflowX: 'auto', maxWidth: '100%' },
        '& strong, & b': { fontWeight: 'semibold' },
        '& blockquote': { borderInlineStartWidth: '3px', borderColor: 'brand.muted', paddingInlineStart: '3', color: 'fg.muted' },
      }}
      dangerouslySetInnerHTML={{ __html: content }}
      {...rest}
    />
  );
}
