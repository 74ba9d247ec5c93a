import type { MessageId } from '../../i18n/i18n';
import { imagesOf, orderedImages } from '../../shared/images/images';
import type { ServiceResponse } from '@tara/api-client';

/** Spec section 2: 'Open 24/7' if isOpen24h, 'Emergency' if isEmergency, else 'Open'. */
export function serviceBadge(service: Pick<ServiceResponse, 'isOpen24h' | 'isEmergency'>): {
  label: MessageId;
  tone: 'green' | 'red' | 'default';
} {
  if (service.isOpen24h) return { label: 'service.badge.open24h', tone: 'green' };
  if (service.isEmergency) return { label: 'service.badge.emergency', tone: 'red' };
  return { label: 'service.badge.open', tone: 'default' };
}

/** The service's images with mainImageIndex first (gallery and card cover). */
export function serviceImages(service: Pick<ServiceResponse, 'images' | 'imageUrl' | 'mainImageIndex'>): string[] {
  return orderedImages(imagesOf(service), service.mainImageIndex);
}

/** /service/{slug}, or /services/{id} when the service has no slug (spec section 2). */
export function serviceDetailPath(service: Pick<ServiceResponse, 'id' | 'slug'>): string {
  return service.slug ? `service/${encodeURIComponent(service.slug)}` : `services/${encodeURIComponent(service.id)}`;
}

/** Emergency services get 'Call Now' (a tel: link) instead of 'View Details' on the card. */
export function showsCallNow(service: Pick<ServiceResponse, 'isEmergency' | 'phone'>): boolean {
  return service.isEmergency && !!service.phone;
}
