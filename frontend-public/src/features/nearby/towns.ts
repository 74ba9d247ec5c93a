import { onDemand } from '../../shared/lib/on-demand';

/** Pampanga's towns (pampanga-towns.ts) come in their own small chunk, with the picker or a ?town= origin only. */
export const towns = onDemand(() => import('./pampanga-towns').then((module) => module.PAMPANGA_TOWNS));
