import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { AppErrorBoundary } from './components/app-error-boundary';
import { installPreloadErrorReload } from './lib/lazy-page';
import { queryClient } from './lib/query-client';
import { applyStoredTextSize } from './lib/text-size';
import { createAppRouter } from './router';
import './styles/base.css';
import './styles/layout.css';
import './styles/components.css';
import './styles/print.css';

applyStoredTextSize();

const container = document.getElementById('root');
if (!container) throw new Error('Root element #root is missing from index.html');

const router = createAppRouter();
installPreloadErrorReload(() => {
  const target = router.state.navigation.location;
  return target ? router.createHref(target) : undefined;
});

createRoot(container).render(
  <StrictMode>
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </AppErrorBoundary>
  </StrictMode>,
);
