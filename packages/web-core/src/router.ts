/**
 * The router of the web: the part of react-router the shell and the remotes use, from this one
 * module. It is the Module Federation singleton (eager in the shell, `import: false` in remotes;
 * see packages/web-build) instead of react-router itself: a shared package is bundled whole, and
 * react-router's whole (data routers, server rendering, its cookie helpers) is about three times
 * what the declarative API below needs; re-exported from here, webpack keeps only these.
 *
 * Front-end source imports the router from here (a lint rule says so); tests may use the rest
 * of react-router (MemoryRouter, createMemoryRouter): outside a federated build it is the same
 * module.
 */
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Route,
  Routes,
  useInRouterContext,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router';
export type { LinkProps, NavigateFunction, NavigateOptions, To } from 'react-router';
