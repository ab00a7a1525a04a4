// The body of a screen inside the layout. Optional: a title that overrides the route's title (e.g. the
// goods' name), actions for the top bar's right side, and padding (default "4", or false for edge-to-edge).
//
//   <Page title={goods.title} actions={<ShareButton />}>…</Page>
import { useEffect, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Box, type BoxProps } from '@chakra-ui/react';
import { useShell, useShellState } from './shell.ts';

export interface PageProps extends Omit<BoxProps, 'title' | 'padding'> {
  title?: string;
  actions?: ReactNode;
  /** A spacing token for px/py, or false for none. Default "4". */
  padding?: BoxProps['px'] | false;
  children?: ReactNode;
}

export function Page({ title, actions, padding = '4', children, ...rest }: PageProps) {
  const shell = useShell();
  const setTitle = shell?.setTitle;

  useEffect(() => {
    if (!setTitle || title === undefined) return undefined;
    setTitle(title);
    return () => setTitle(null);
  }, [setTitle, title]);

  return (
    <Box px={padding === false ? 0 : padding} py={padding === false ? 0 : '3'} {...rest}>
      {children}
      {actions ? <TopBarActions>{actions}</TopBarActions> : null}
    </Box>
  );
}

/** The actions, in the top bar's slot once it is there (only this re-renders when it arrives). */
function TopBarActions({ children }: { children: ReactNode }) {
  const target = useShellState('actionsTarget');
  return target ? createPortal(children, target) : null;
}
