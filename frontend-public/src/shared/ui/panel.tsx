import type { ReactNode } from 'react';
import { Icon, type IconName } from './icon';
import './panel.css';

/** A white panel of a detail page, labelled by its title: an h2 with the panel's icon (`titleId` names the h2). */
export function Panel({
  titleId,
  icon,
  title,
  children,
}: {
  titleId: string;
  icon: IconName;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="tp-panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="tp-panel__title">
        <Icon name={icon} size={20} />
        {title}
      </h2>
      {children}
    </section>
  );
}
