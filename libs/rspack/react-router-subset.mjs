// The part of react-router the three apps use, as the one module Module Federation shares under the name
// 'react-router' in production builds (federated-app.config.mjs aliases `react-router` here).
//
// A shared module cannot be tree-shaken: its consumers are other builds, so every export is kept. Shared whole,
// react-router's production build (data routers, fetchers, forms, server rendering...) was about 60 KB gzip of the
// landing's JavaScript. Shared through this list, only these exports and what they need are built in.
// A name missing here fails the build (exportsPresence: 'error'); add it to the list.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'tara-react-router-production';
