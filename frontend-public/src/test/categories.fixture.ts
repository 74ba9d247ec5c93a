import type { CategoryResponse } from '@tara/api-client';

export const categoriesFixture: CategoryResponse[] = [
  {
    id: '6f1c1a52-3c1e-4d7e-9a55-0d5f3c0e1a01',
    name: 'Heritage Churches',
    type: 'destination',
    icon: 'church',
    color: '#8f1d14',
  },
  { id: '6f1c1a52-3c1e-4d7e-9a55-0d5f3c0e1a02', name: 'Sisig Spots', type: 'food', icon: 'flame', color: '#c2410c' },
  { id: '6f1c1a52-3c1e-4d7e-9a55-0d5f3c0e1a03', name: 'Gas Stations', type: 'motorist', icon: 'fuel', color: null },
  { id: '6f1c1a52-3c1e-4d7e-9a55-0d5f3c0e1a04', name: 'Camp Sites', type: 'camping', icon: null, color: '#163d24' },
];
