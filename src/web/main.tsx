import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { AppErrorBoundary } from './components/app-error-boundary';
import { quietScriptFocusTargets } from './components/layout/renew-page-for-screen-readers';
import { loadCatalogs } from './i18n/catalogs';
import { languageOfPath } from './i18n/language';
import { LanguageProvider } from './i18n/language-provider';
import { rememberedLanguage } from './i18n/remembered-language';
import { AppRouterProvider } from './lib/app-router-view';
import { installPreloadErrorReload } from './lib/lazy-page';
import { queryClient } from './lib/query-client';
import { applyStoredTextSize } from './lib/text-size';
import { createAppRouter } from './router';
import './styles/base.css';
import './styles/layout.css';
import './styles/components.css';
import './styles/print.css';

applyStoredTextSize();
quietScriptFocusTargets();
// Finnish messages for every zod rule without a message of its own. Loaded beside the app, not
// in its entry chunk: only the forms (admin, sign-in, candidate form; all lazy pages) validate
// with zod, and the voter pages must stay within their size budget.
void import('#core/zod-finnish').then(({ installFinnishZodMessages }) => {
  installFinnishZodMessages();
});

const container = document.getElementById('root');
if (!container) throw new Error('Root element #root is missing from index.html');

// "/" opens in the language last chosen on this device; every other URL says its language.
if (window.location.pathname === '/' && rememberedLanguage() === 'sv') {
  window.history.replaceState(null, '', `/sv${window.location.search}${window.location.hash}`);
}
const language = languageOfPath(window.location.pathname);

const router = createAppRouter();
installPreloadErrorReload(() => {
  const target = router.state.navigation.location;
  return target ? router.createHref(target) : undefined;
});

// The header and the loading screen need the common messages; the page's own load beside it.
void loadCatalogs(language).finally(() => {
  createRoot(container).render(
    <StrictMode>
      <LanguageProvider router={router}>
        <AppErrorBoundary>
          <QueryClientProvider client={queryClient}>
            <AppRouterProvider router={router} />
          </QueryClientProvider>
        </AppErrorBoundary>
      </LanguageProvider>
    </StrictMode>,
  );
});
