import type { ServiceResponse } from '@tara/api-client';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { canEditContent } from '../../features/auth/permissions';
import { useCurrentUser } from '../../features/auth/use-current-user';
import {
  COORDINATES_RELOAD_DELAY_MS,
  pageReload,
  SLUG_REDIRECT_DELAY_MS,
  validateSlug,
} from '../../features/services/service-editors';
import { useT } from '../../i18n/i18n';
import { useServicesUpdateMutation } from '../../shared/api/api';
import { isApiError } from '../../shared/api/api-error';
import { openingHoursRefusal, translatedErrorMessage } from '../../shared/api/error-messages';
import { useAppPath } from '../../shared/lib/basename';
import { validateCoordinates } from '../../shared/lib/coordinates';
import { useToast } from '../../shared/ui/toast';

/**
 * A service's editors for those who may edit content (spec section 2): a new slug is checked, saved, and the page moves
 * to its new address after a moment; new coordinates are checked, saved, and the page reloads after a moment; opening
 * hours are saved as typed (the server checks them, and its refusal shows on the field). A
 * failure says 'Update Failed' with the reason; a 401 is left to the app's one sign-in redirect (spec section 8).
 * Leaving the page cancels a pending move or reload.
 */
export function useServiceEditing(service: ServiceResponse) {
  const t = useT();
  const appPath = useAppPath();
  const navigate = useNavigate();
  const { toast } = useToast();
  const { user } = useCurrentUser();
  const [updateService, { isLoading: isSaving }] = useServicesUpdateMutation();
  const timers = useRef<number[]>([]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);

  const failed = (error: unknown) => {
    if (isApiError(error) && error.status === 401) return;
    toast({
      title: t('service.updateFailed'),
      description: translatedErrorMessage(error, t, t('common.somethingWrong')),
      variant: 'destructive',
    });
  };

  const saveSlug = async (text: string) => {
    const check = validateSlug(text);
    if (!check.ok) {
      toast({ title: t(check.title), description: t(check.message), variant: 'destructive' });
      return;
    }
    const result = await updateService({ id: service.id, updateServiceRequest: { slug: check.slug } });
    if ('error' in result && result.error) {
      failed(result.error);
      return;
    }
    const slug = (result.data as ServiceResponse | undefined)?.slug ?? check.slug;
    toast({ title: t('service.updated'), description: t('service.slugSaved', { path: `/service/${slug}` }) });
    timers.current.push(
      window.setTimeout(
        () => void navigate(appPath(`service/${encodeURIComponent(slug)}`), { replace: true }),
        SLUG_REDIRECT_DELAY_MS,
      ),
    );
  };

  const saveCoordinates = async (latitudeText: string, longitudeText: string) => {
    const check = validateCoordinates(latitudeText, longitudeText);
    if (!check.ok) {
      toast({ title: t(check.title), description: t(check.message), variant: 'destructive' });
      return;
    }
    const result = await updateService({
      id: service.id,
      updateServiceRequest: { latitude: check.latitude, longitude: check.longitude },
    });
    if ('error' in result && result.error) {
      failed(result.error);
      return;
    }
    toast({ title: t('service.updated'), description: t('service.locationSaved') });
    timers.current.push(window.setTimeout(() => pageReload.reload(), COORDINATES_RELOAD_DELAY_MS));
  };

  /** Saves the hours (empty clears them); resolves to the server's refusal of them for the field, or null. */
  const saveOpeningHours = async (text: string): Promise<string | null> => {
    const result = await updateService({
      id: service.id,
      updateServiceRequest: { openingHours: text.trim() === '' ? null : text.trim() },
    });
    if ('error' in result && result.error) {
      failed(result.error);
      return openingHoursRefusal(result.error, t) ?? null;
    }
    toast({ title: t('service.updated'), description: t('openingHours.saved') });
    return null;
  };

  return {
    canEdit: canEditContent(user),
    isSaving,
    saveSlug: (text: string) => void saveSlug(text),
    saveCoordinates: (latitudeText: string, longitudeText: string) => void saveCoordinates(latitudeText, longitudeText),
    saveOpeningHours,
  };
}
