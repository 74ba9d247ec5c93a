import { BrowserRouter } from 'react-router';
import { ShellRoutes } from './routes';
import './shell.css';

/** The shell owns the one BrowserRouter; remotes render inside it and share react-router as a singleton. */
export function App() {
  return (
    <BrowserRouter>
      <ShellRoutes />
    </BrowserRouter>
  );
}
