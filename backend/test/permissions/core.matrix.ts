import { ANYONE, type MatrixRow } from './matrix.js';

/** Endpoints outside the feature modules, plus the public category list. */
const rows: MatrixRow[] = [
  { method: 'GET', path: '/api/health', allowed: ANYONE },
  { method: 'GET', path: '/api/health/live', allowed: ANYONE },
  { method: 'GET', path: '/api/health/ready', allowed: ANYONE },
  { method: 'GET', path: '/api/map/config', allowed: ANYONE },
  { method: 'GET', path: '/api/categories', allowed: ANYONE },
];

export default rows;
