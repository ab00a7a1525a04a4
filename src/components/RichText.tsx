// Server HTML (notices, articles, help), sanitised and typeset for reading on a phone; its images ('/profile/…'
// paths) load from the backend through assetUrl, lazily. Laid out for a narrow column: images never wider than
// it, a picture that fails to load is hidden (no broken-image icon), and each table in its own horizontally
// scrolling box (a wide table scrolls instead of widening the page).
import { useCallback, useMemo, useRef } from 'react';
import { Box, type BoxProps } from '@chakra-ui/react';
import { assetUrl } from '@/api/client.ts';
import { sanitizeHtml } from '@/lib/sanitize.ts';

/** Wraps every table of (already sanitised) HTML in a scrolling box. Parsed in an inert template: nothing runs. */
export function wrapTables(clean: string): string {
  if (!clean.includes('<table') || typeof document === 'undefined') return clean;
  const template = document.createElement('template');
  template.innerHTML = clean;
  for (const table of Array.from(template.content.querySelectorAll('table'))) {
    if (table.parentElement?.hasAttribute('data-table-scroll')) continue;
    const box = document.createElement('div');
    box.setAttribute('data-table-scroll', '');
    table.replaceWith(box);
    box.append(table);
  }
  return template.innerHTML;
}

export function RichText({ html, ...rest }: { html: string | null | undefined } & Omit<BoxProps, 'dangerouslySetInnerHTML'>) {
  const content = useMemo(() => wrapTables(sanitizeHtml(html, { imageSrc: assetUrl })), [html]);
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
