// What the apps use of React Router, provided to the share scope as `react-router-dom` (see
// federation.cjs): a shared module is never tree-shaken, and react-router 7 whole (data routers,
// server rendering, sessions, cookies) is ~64 KiB gzip, so the singleton is this list, tree-shaken.
// The build stops when app or lib code imports a name that is not listed here: add it, then.
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  generatePath,
  matchPath,
  useHref,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
