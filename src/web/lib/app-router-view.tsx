import {
  Component,
  createContext,
  startTransition,
  use,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {
  Outlet,
  Router,
  useLocation,
  // eslint-disable-next-line no-restricted-imports -- wrapped here, the app's useNavigate below
  useNavigate as useRouterNavigate,
  useRoutes,
  type Location,
  type NavigateOptions,
  type RouteObject,
  type To,
} from 'react-router';
import type { AppRoute, AppRouter, AppRouterState, Navigation } from './app-router';

/*
 * The React side of the app's router (app-router.tsx): the provider that renders its state with
 * React Router's <Router> and useRoutes, each route's view with its error boundary, and the hooks
 * and ScrollRestoration the app uses instead of the data router's.
 */

const IDLE: Navigation = { state: 'idle' };

const RouterContext = createContext<AppRouter | null>(null);
const NavigationContext = createContext<Navigation>(IDLE);
const StateContext = createContext<AppRouterState | null>(null);
const RouteErrorContext = createContext<{ error: unknown } | null>(null);

export function RouteView({ route, fallback }: { route: AppRoute; fallback: ReactNode }) {
  const router = use(RouterContext);
  // The elements are made once (toRouteObject): the state context renders them again when a
  // page's code has come in.
  use(StateContext);
  const failure = router?.failure(route);
  if (failure) throw failure.error; // to the nearest errorElement
  const Page = router?.component(route);
  const content = Page ? <Page /> : (route.lazy ?? route.routes) ? fallback : <Outlet />;
  if (route.errorElement === undefined) return content;
  return <RouteErrorBoundary errorElement={route.errorElement}>{content}</RouteErrorBoundary>;
}

function RouteErrorBoundary(props: { errorElement: ReactNode; children: ReactNode }) {
  return <ErrorBoundary location={useLocation()} {...props} />;
}

interface BoundaryProps {
  location: Location;
  errorElement: ReactNode;
  children: ReactNode;
}

interface BoundaryState {
  failure: { error: unknown } | null;
  location: Location;
}

/** An error shows until the location changes, as with the data router's errorElement. */
class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failure: null, location: this.props.location };

  static getDerivedStateFromError(error: unknown) {
    return { failure: { error } };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    return props.location === state.location ? null : { failure: null, location: props.location };
  }

  override render() {
    const { failure } = this.state;
    if (failure === null) return this.props.children;
    return <RouteErrorContext value={failure}>{this.props.errorElement}</RouteErrorContext>;
  }
}

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** Renders the router's routes; its state changes render in a transition, as the data router's. */
export function AppRouterProvider({ router }: { router: AppRouter }) {
  const [state, setState] = useState(router.state);
  useLayoutEffect(() => {
    const unsubscribe = router.subscribe((next) => {
      startTransition(() => {
        setState(next);
      });
    });
    setState(router.state);
    return unsubscribe;
  }, [router]);
  return (
    <RouterContext value={router}>
      <StateContext value={state}>
        <NavigationContext value={state.navigation}>
          <Router
            location={state.location}
            navigationType={state.historyAction}
            navigator={router.navigator}
          >
            <Routes routes={router.routeObjects} />
          </Router>
        </NavigationContext>
      </StateContext>
    </RouterContext>
  );
}

/** The navigation under way ("loading" while the next page's code loads), else idle. */
export function useNavigation(): Navigation {
  return use(NavigationContext);
}

/** The error an errorElement shows. */
export function useRouteError(): unknown {
  return use(RouteErrorContext)?.error;
}

type Navigate = {
  (to: To, options?: NavigateOptions): Promise<void>;
  (delta: number): Promise<void>;
};

/**
 * React Router's navigate with the data router's contract: the same function on every render,
 * and a promise that resolves when the new page shows. Outside AppRouterProvider (component
 * tests in a MemoryRouter) it resolves at once.
 */
export function useNavigate(): Navigate {
  const navigate = useRouterNavigate();
  const router = use(RouterContext);
  const latest = useRef(navigate);
  useLayoutEffect(() => {
    latest.current = navigate;
  });
  return useCallback(
    (to: To | number, options?: NavigateOptions) => {
      if (typeof to === 'number') void latest.current(to);
      else void latest.current(to, options);
      return router?.pendingNavigation() ?? Promise.resolve();
    },
    [router],
  ) as Navigate;
}

/**
 * Scrolls as React Router's ScrollRestoration: back and forward return to where the page was
 * left, a #hash scrolls to its element, any other new page starts at the top (unless the
 * navigation asked `preventScrollReset`).
 */
export function ScrollRestoration(): null {
  const state = use(StateContext);
  useLayoutEffect(() => {
    if (!('scrollRestoration' in window.history)) return;
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = 'auto';
    };
  }, []);
  const { location, initialized, restoreScrollPosition, preventScrollReset } = state ?? {};
  useLayoutEffect(() => {
    if (location === undefined || initialized !== true) return;
    if (restoreScrollPosition != null) {
      window.scrollTo(0, restoreScrollPosition);
      return;
    }
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    if (preventScrollReset !== true) window.scrollTo(0, 0);
  }, [location, initialized, restoreScrollPosition, preventScrollReset]);
  return null;
}
