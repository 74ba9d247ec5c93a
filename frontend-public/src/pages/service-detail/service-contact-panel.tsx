import type { ServiceResponse } from '@tara/api-client';
import { AddressFact, PhoneFact, WebsiteFact } from '../../features/catalog/components/place-facts';
import { useT } from '../../i18n/i18n';
import { telHref } from '../../shared/lib/contact';
import { Icon } from '../../shared/ui/icon';
import { Panel } from '../../shared/ui/panel';
import { useCopy } from './use-copy';

/** A service's Contact: address (with Copy), phone, hours, website, and Call (Call Now for an emergency service). */
export function ServiceContactPanel({ service }: { service: ServiceResponse }) {
  const t = useT();
  const copy = useCopy();
  return (
    <Panel titleId="tp-service-contact" icon="phone" title={t('service.contact')}>
      <dl className="tp-facts">
        <AddressFact address={service.address}>
          {service.address && (
            <button
              type="button"
              className="tp-icon-button"
              onClick={() => copy(service.address ?? '', t('copy.addressCopied'))}
            >
              <Icon name="copy" size={16} />
              {t('copy.address')}
            </button>
          )}
        </AddressFact>
        <PhoneFact phone={service.phone} />
        <div>
          <dt>{t('service.hoursLabel')}</dt>
          <dd>{service.hours ?? (service.isOpen24h ? t('service.open24Hours') : t('service.noHours'))}</dd>
        </div>
        <WebsiteFact website={service.website} />
      </dl>
      {service.phone && (
        <a className="tp-button tp-button--primary" href={telHref(service.phone)}>
          <Icon name="phone" size={18} />
          {service.isEmergency ? t('service.callNow') : t('service.call')}
        </a>
      )}
    </Panel>
  );
}
