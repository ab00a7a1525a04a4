import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import '@/lib/format.ts';
import { installRem } from '@/lib/rem.ts';
import { AppProvider } from '@/app/provider.tsx';
import { createAppRouter } from '@/app/router.tsx';

installRem();

const router = createAppRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);
