import { imagesOf, orderedImages } from '../catalog/images';
import type { Service } from './services.api';

/** Spec section 2: 'Open 24/7' if isOpen24h, 'Emergency' if isEmergency, else 'Open'. */
export function serviceBadge(service: Pick<Service, 'isOpen24h' | 'isEmergency'>): { label: string; tone: 'green' | 'red' | 'default' } {
  if (service.isOpen24h) return { label: 'Open 24/7', tone: 'green' };
  if (service.isEmergency) return { label: 'Emergency', tone: 'red' };
  return { label: 'Open', tone: 'default' };
}

/** The service's images with mainImageIndex first (gallery and card cover). */
export function serviceImages(service: Pick<Service, 'images' | 'imageUrl' | 'mainImageIndex'>): string[] {
  return orderedImages(imagesOf(service), service.mainImageIndex);
}

/** /service/{slug}, or /services/{id} when the service has no slug (spec section 2). */
export function serviceDetailPath(service: Pick<Service, 'id' | 'slug'>): string {
  return service.slug ? `service/${encodeURIComponent(service.slug)}` : `services/${encodeURIComponent(service.id)}`;
}

/** 'tel:' link: digits and a leading + only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** Emergency services get 'Call Now' (a tel: link) instead of 'View Details' on the card. */
export function showsCallNow(service: Pick<Service, 'isEmergency' | 'phone'>): boolean {
  return service.isEmergency && !!service.phone;
}
