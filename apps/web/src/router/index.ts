/**
 * The app's router (ARCHITECTURE: the web app; decision in docs/decisions/021-own-router.md): React Router's data
 * router API, the part of it the app uses, in 3.6 KB gzip.
 */
export { createRouter, redirect, type Router, type RouterState, type NavigateOptions } from './router';
export type { Location, To } from './history';
export type { LoaderFunctionArgs, Params, RouteObject, ShouldRevalidateFunctionArgs } from './matching';
export {
  Link,
  Navigate,
  NavLink,
  Outlet,
  RouterProvider,
  isPlainClick,
  useHref,
  useLoaderData,
  useLocation,
  useNavigate,
  useNavigation,
  useParams,
  useRevalidator,
  useRouteError,
  useRouteLoaderData,
  useSearchParams,
} from './components';
