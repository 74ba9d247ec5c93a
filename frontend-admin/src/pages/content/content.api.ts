import { apiFetch, apiFetchList, type ListResult } from '../../shared/api';

/** Calls of the Content tab (spec section 7): categories, destinations and services. */

export type CategoryType = 'destination' | 'motorist' | 'bicycle' | 'camping' | 'food';
export const CATEGORY_TYPES: readonly CategoryType[] = ['destination', 'food', 'motorist', 'bicycle', 'camping'];
export const CATEGORY_TYPE_LABELS: Record<CategoryType, string> = {
  destination: 'Destination',
  food: 'Food',
  motorist: 'Motorist',
  bicycle: 'Bicycle',
  camping: 'Camping',
};

export interface Category {
  id: string;
  name: string;
  type: CategoryType;
  icon: string | null;
  color: string | null;
}

export interface Destination {
  id: string;
  name: string;
  description: string | null;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  phone: string | null;
  website: string | null;
  imageUrl: string | null;
  images: string[];
  rating: number | null;
  reviewCount: number;
  categoryId: string | null;
  category: Category | null;
  isVerified: boolean;
}

export interface Service {
  id: string;
  name: string;
  slug: string | null;
  description: string | null;
  address: string | null;
  phone: string | null;
  hours: string | null;
  website: string | null;
  latitude: number | null;
  longitude: number | null;
  images: string[];
  mainImageIndex: number | null;
  imageUrl: string | null;
  rating: number | null;
  reviewCount: number;
  isOpen24h: boolean;
  isEmergency: boolean;
  gasPrice: number | null;
  gasPriceUpdatedAt: string | null;
  categoryId: string | null;
  category: Category | null;
  isVerified: boolean;
}

/** Rows per page of the Destinations and Services tables (server-side pagination). */
export const CONTENT_PAGE_SIZE = 10;

function pageQuery(search: string, page: number, pageSize: number): string {
  const params = new URLSearchParams({ limit: String(pageSize), offset: String((page - 1) * pageSize) });
  if (search) params.set('search', search);
  return params.toString();
}

/** GET /api/categories: every category (a short list, not paginated). */
export function listCategories(): Promise<Category[]> {
  return apiFetch<Category[]>('/categories');
}

export function createCategory(body: Partial<Category>): Promise<Category> {
  return apiFetch<Category>('/categories', { method: 'POST', body });
}

export function updateCategory(id: string, body: Partial<Category>): Promise<Category> {
  return apiFetch<Category>(`/categories/${encodeURIComponent(id)}`, { method: 'PATCH', body });
}

export function listDestinations(search: string, page: number, pageSize = CONTENT_PAGE_SIZE): Promise<ListResult<Destination>> {
  return apiFetchList<Destination>(`/destinations?${pageQuery(search, page, pageSize)}`);
}

export function createDestination(body: Record<string, unknown>): Promise<Destination> {
  return apiFetch<Destination>('/destinations', { method: 'POST', body });
}

export function updateDestination(id: string, body: Record<string, unknown>): Promise<Destination> {
  return apiFetch<Destination>(`/destinations/${encodeURIComponent(id)}`, { method: 'PATCH', body });
}

export function listServices(search: string, page: number, pageSize = CONTENT_PAGE_SIZE): Promise<ListResult<Service>> {
  return apiFetchList<Service>(`/services?${pageQuery(search, page, pageSize)}`);
}

export function createService(body: Record<string, unknown>): Promise<Service> {
  return apiFetch<Service>('/services', { method: 'POST', body });
}

export function updateService(id: string, body: Record<string, unknown>): Promise<Service> {
  return apiFetch<Service>(`/services/${encodeURIComponent(id)}`, { method: 'PATCH', body });
}
