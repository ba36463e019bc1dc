// What the front ends share as 'react-router-dom' (a Module Federation singleton; shared-dependencies.cjs).
// A shared module is provided whole — webpack cannot know what a remote built elsewhere will import from
// it, so it keeps every export — and react-router 7's one entry holds the framework's server, RSC, cookie
// and session code too: 59 KiB gzip on every page, most of the landing's budget (issue 30). This module
// re-exports only what the workspace's front ends use, so the bundle keeps just that part of react-router.
// Importing a name from 'react-router-dom' that is not listed here fails the build: the
// react-router-subset test checks every import in shell/, mfe-*/ and libs/ against this list.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  createBrowserRouter,
  createMemoryRouter,
  createSearchParams,
  generatePath,
  matchPath,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutletContext,
  useParams,
  useSearchParams,
} from 'react-router';
// react-router-dom's RouterProvider is the DOM one (updates in flushSync), as in react-router-dom's own entry.
export { RouterProvider } from 'react-router/dom';
