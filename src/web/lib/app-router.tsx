import type { ComponentType, ReactNode } from 'react';
import {
  createPath,
  matchRoutes,
  NavigationType,
  parsePath,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createMemoryHistory as createMemoryHistory,
  type Location,
  type Navigator,
  type RouteObject,
  type To,
} from 'react-router';
import { RouteView } from './app-router-view';
import { ScrollPositions } from './scroll-positions';

/**
 * The app's router: React Router's light, declarative core (`<Router>`, `useRoutes`, `Link`,
 * `useNavigate`, `useSearchParams`…) driven by this small store (its React side: app-router-view.tsx), instead of React Router's data
 * router (createBrowserRouter), which is 15 kB gzip more in the entry chunk for loaders, actions,
 * fetchers and the framework mode the app does not use. It keeps what the app used of the data
 * router, with the same behaviour: a route's `lazy` code (and its message catalogs, lib/lazy-page)
 * loads before the location changes, so the page being left stays until the next one is ready
 * (`useNavigation` says "loading" meanwhile); the first page shows its `hydrateFallbackElement`
 * until its code is in; an `errorElement` shows a failed load or a render error below it
 * (`useRouteError`); `ScrollRestoration` scrolls as React Router's does. See
 * docs/decisions/0041-a-light-router.md.
 */
export interface AppRoute {
  path?: string;
  index?: boolean;
  Component?: ComponentType;
  lazy?: () => Promise<{ Component: ComponentType }>;
  errorElement?: ReactNode;
  hydrateFallbackElement?: ReactNode;
  children?: AppRoute[];
  /**
   * The routes this one stands for, in a chunk of their own (the admin's sections, so that the
   * entry chunk does not list their files): loaded when a URL matches `path`, then they take this
   * route's place and are matched in turn.
   */
  routes?: () => Promise<AppRoute[]>;
}

export interface Navigation {
  state: 'idle' | 'loading';
  location?: Location;
}

export interface AppRouterState {
  location: Location;
  historyAction: NavigationType;
  navigation: Navigation;
  /** The first page's code is in (until then its fallback shows). */
  initialized: boolean;
  /** Where to scroll after this location came: a saved position (back/forward), else null. */
  restoreScrollPosition: number | null;
  preventScrollReset: boolean;
}

interface NavigateTo {
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
}

type History = ReturnType<typeof createBrowserHistory>;

const IDLE: Navigation = { state: 'idle' };

const createKey = () => Math.random().toString(36).slice(2, 10);

export class AppRouter {
  state: AppRouterState;
  readonly routeObjects: RouteObject[];
  readonly navigator: Navigator;
  private readonly listeners = new Set<(state: AppRouterState) => void>();
  private readonly loaded = new Map<AppRoute, ComponentType | RouteObject[]>();
  private readonly failed = new Map<AppRoute, unknown>();
  private readonly loading = new Map<AppRoute, Promise<void>>();
  private navigationId = 0;
  private lastNavigation: Promise<void> = Promise.resolve();

  constructor(
    routes: AppRoute[],
    private readonly history: History,
    private readonly scroll?: ScrollPositions,
  ) {
    this.routeObjects = toRouteObjects(routes, null);
    const { location } = history;
    this.state = {
      location,
      historyAction: history.action,
      navigation: IDLE,
      initialized: this.unloaded(location).length === 0,
      restoreScrollPosition: scroll?.get(location.key) ?? null,
      preventScrollReset: false,
    };
    history.listen(({ action, location: next }) => {
      void this.go(next, action, false);
    });
    if (!this.state.initialized) void this.go(location, NavigationType.Pop, false, true);
    this.navigator = {
      createHref: (to) => history.createHref(to),
      encodeLocation: (to) => history.encodeLocation(to),
      go: (delta) => {
        history.go(delta);
      },
      push: (to, state, options) => {
        this.lastNavigation = this.navigate(to, { state, ...options });
      },
      replace: (to, state, options) => {
        this.lastNavigation = this.navigate(to, { state, ...options, replace: true });
      },
    };
  }

  subscribe = (listener: (state: AppRouterState) => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  createHref(to: To): string {
    return this.history.createHref(to);
  }

  /** Resolves when the navigation has ended (its page shows, or its error). */
  navigate(to: To | number, options: NavigateTo = {}): Promise<void> {
    if (typeof to === 'number') {
      this.history.go(to);
      return Promise.resolve();
    }
    const current = this.state.location;
    const path = typeof to === 'string' ? parsePath(to) : to;
    const location: Location = {
      pathname: path.pathname ?? current.pathname,
      search: path.search ?? '',
      hash: path.hash ?? '',
      state: options.state ?? null,
      key: createKey(),
    };
    const same = createPath(location) === createPath(current);
    const action =
      options.replace === true || (options.replace === undefined && same)
        ? NavigationType.Replace
        : NavigationType.Push;
    return this.go(location, action, options.preventScrollReset === true);
  }

  /** The promise of the navigation the last `navigator` call started (useNavigate below). */
  pendingNavigation(): Promise<void> {
    return this.lastNavigation;
  }

  component(route: AppRoute): ComponentType | undefined {
    const loaded = this.loaded.get(route);
    return route.Component ?? (typeof loaded === 'function' ? loaded : undefined);
  }

  failure(route: AppRoute): { error: unknown } | undefined {
    return this.failed.has(route) ? { error: this.failed.get(route) } : undefined;
  }

  private async go(location: Location, action: NavigationType, noReset: boolean, first = false) {
    const id = ++this.navigationId;
    const tried = new Set<AppRoute>();
    // Routes that stand for others (`routes`) take their place first; theirs are matched next.
    for (;;) {
      const toLoad = this.unloaded(location).filter((route) => !tried.has(route));
      if (toLoad.length === 0) break;
      toLoad.forEach((route) => tried.add(route));
      if (!first && this.state.navigation.location !== location) {
        this.update({ navigation: { state: 'loading', location } });
      }
      await Promise.all(toLoad.map((route) => this.load(route)));
      if (id !== this.navigationId) return; // a newer navigation took over
    }
    const previous = this.state.location;
    if (!first) this.scroll?.save(previous.key);
    if (action === NavigationType.Push) this.history.push(location, location.state);
    if (action === NavigationType.Replace) this.history.replace(location, location.state);
    this.update({
      location: first ? previous : location,
      historyAction: action,
      navigation: IDLE,
      initialized: true,
      restoreScrollPosition:
        action === NavigationType.Pop ? (this.scroll?.get(location.key) ?? null) : null,
      preventScrollReset: noReset,
    });
  }

  /** The lazy routes of `location` whose code is not in (a failed one is tried again). */
  private unloaded(location: Location): AppRoute[] {
    const matches = matchRoutes(this.routeObjects, location) ?? [];
    return matches
      .map((match) => (match.route.handle as RouteHandle).route)
      .filter((route) => (route.lazy ?? route.routes) !== undefined && !this.loaded.has(route));
  }

  private load(route: AppRoute): Promise<void> {
    let loading = this.loading.get(route);
    if (loading === undefined && (route.lazy ?? route.routes)) {
      this.failed.delete(route);
      loading = (route.lazy ? route.lazy().then((module) => module.Component) : this.expand(route))
        .then(
          (loaded) => {
            this.loaded.set(route, loaded);
          },
          (error: unknown) => {
            this.failed.set(route, error);
          },
        )
        .finally(() => this.loading.delete(route));
      this.loading.set(route, loading);
    }
    return loading ?? Promise.resolve();
  }

  /** Puts the routes `route` stands for in its place, among its siblings. */
  private async expand(route: AppRoute): Promise<RouteObject[]> {
    const routes = (await route.routes?.()) ?? [];
    const place = findPlace(this.routeObjects, route);
    if (place === undefined) return [];
    const { siblings, index, fallback } = place;
    const replacement = toRouteObjects(routes, fallback);
    siblings.splice(index, 1, ...replacement);
    return replacement;
  }

  private update(changes: Partial<AppRouterState>) {
    this.state = { ...this.state, ...changes };
    for (const listener of this.listeners) listener(this.state);
  }
}

/** The router of the browser's address bar and history. */
export function createAppRouter(routes: AppRoute[]): AppRouter {
  const history = createBrowserHistory({ v5Compat: false });
  return new AppRouter(routes, history, new ScrollPositions(() => history.location.key));
}

/** The same router in memory (tests), starting at `url`. */
export function createAppMemoryRouter(routes: AppRoute[], url: string): AppRouter {
  return new AppRouter(routes, createMemoryHistory({ initialEntries: [url], v5Compat: false }));
}

export interface RouteHandle {
  route: AppRoute;
  fallback: ReactNode;
}

function toRouteObjects(routes: AppRoute[], parentFallback: ReactNode): RouteObject[] {
  return routes.map((route) => {
    const fallback = route.hydrateFallbackElement ?? parentFallback;
    const handle: RouteHandle = { route, fallback };
    const element = <RouteView route={route} fallback={fallback} />;
    if (route.index === true) return { index: true, handle, element };
    const children = route.children && toRouteObjects(route.children, fallback);
    return { path: route.path, handle, element, children };
  });
}

function findPlace(
  siblings: RouteObject[],
  route: AppRoute,
): { siblings: RouteObject[]; index: number; fallback: ReactNode } | undefined {
  for (const [index, object] of siblings.entries()) {
    const handle = object.handle as RouteHandle;
    if (handle.route === route) return { siblings, index, fallback: handle.fallback };
    const inside = object.children && findPlace(object.children, route);
    if (inside) return inside;
  }
  return undefined;
}
