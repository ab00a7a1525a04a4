// Server HTML (notices, articles, help), sanitised and typeset for reading on a phone; its images ('/profile/…'
// paths) load from the backend through assetUrl, lazily.
import { Box, type BoxProps } from '@chakra-ui/react';
import { assetUrl } from '@/api/client.ts';
import { sanitizeHtml } from '@/lib/sanitize.ts';

export function RichText({ html, ...rest }: { html: string | null | undefined } & Omit<BoxProps, 'dangerouslySetInnerHTML'>) {
  return (
    <Box
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
        '& table': { width: '100%', borderCollapse: 'collapse', marginBottom: '3', fontSize: 'xs' },
        '& th, & td': { borderWidth: '1px', borderColor: 'border', padding: '2' },
        '& strong, & b': { fontWeight: 'semibold' },
        '& blockquote': { borderInlineStartWidth: '3px', borderColor: 'brand.muted', paddingInlineStart: '3', color: 'fg.muted' },
      }}
      dangerouslySetInnerHTML={{ __html: sanitizeHtml(html, { imageSrc: assetUrl }) }}
      {...rest}
    />
  );
}
