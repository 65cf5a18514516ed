import { createBrowserRouter, NavigationType, type DataStrategyFunction, type DataStrategyResult, type RouteObject } from 'react-router';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

let router: AppRouter | undefined;

/**
 * React Router's data router on the browser's history. A loader's redirect (`throw redirect('/sign-in?next=…')`) takes
 * the place of the address asked for: pushed after it when that address was to be pushed (a link, `navigate`), and
 * otherwise replacing it (the page the browser opened, a move back or forward, a revalidation), so that Back never
 * returns to a page that only sends the person on again. React Router pushes a redirect unless the loader answered
 * `replace()`, which a loader cannot choose, not knowing how its page was reached: this data strategy, React Router's
 * default one otherwise, marks it so.
 */
export function createAppRouter(routes: RouteObject[]): AppRouter {
  router = createBrowserRouter(routes, { dataStrategy });
  return router;
}

const dataStrategy: DataStrategyFunction = async ({ matches }) => {
  const toLoad = matches.filter((match) => match.shouldLoad);
  const results = await Promise.all(toLoad.map((match) => match.resolve()));
  // The router is not there yet while the first page loads (createBrowserRouter starts it): nothing is pushed then.
  const pushed = router?.state.navigation.historyAction === NavigationType.Push;
  if (!pushed) results.forEach(replaceIfRedirect);
  return Object.fromEntries(toLoad.map((match, index) => [match.route.id, results[index]!]));
};

function replaceIfRedirect({ result }: DataStrategyResult): void {
  if (result instanceof Response && result.status >= 300 && result.status < 400) result.headers.set('X-Remix-Replace', 'true');
}
