import { Link } from '@/components/link';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ModalButton } from '@/components/ui/modal';
import { dialogCloseLabel } from '@/content/i18n';
import { fallbackLang } from '@/content/data/localize';
import type { Service } from '@/content/services';
import { serviceGradients } from './service-colours';

export type ServiceCardProps = {
  service: Service;
  labels: { learnMore: string; learnMorePrefix: string; featuresHeading: string; getStarted: string };
};

/**
 * A service card whose Learn More opens the shared modal. The modal's content (details, key
 * features) is rendered on the server into the closed <dialog>, so it is in the HTML. A field the
 * language's file leaves out is English, marked so.
 */
export function ServiceCard({ service, labels }: ServiceCardProps) {
  const lang = (field: string) => fallbackLang(service, field);
  return (
    <Card
      title={lang('title') ? <span lang="en">{service.title}</span> : service.title}
      icon={service.icon}
      iconTone={`bg-gradient-to-br text-white ${serviceGradients[service.colour]}`}
      footer={
        <ModalButton
          label={labels.learnMore}
          ariaLabel={`${labels.learnMorePrefix} ${service.title}`}
          variant="outline"
          title={service.title}
          closeLabel={dialogCloseLabel()}
          footer={
            <Link to="contact" className={buttonClasses('primary', 'sm')}>
              {labels.getStarted}
            </Link>
          }
        >
          <p lang={lang('details')}>{service.details}</p>
          <h3 className="mt-5 mb-2 text-lg font-semibold text-slate-900 dark:text-white">{labels.featuresHeading}</h3>
          {/* Bullets drawn by CSS (.dot-list); index keys: a text key would repeat the text in the RSC payload. */}
          <ul className="dot-list" lang={lang('features')}>
            {service.features.map((feature, i) => (
              <li key={i}>{feature}</li>
            ))}
          </ul>
        </ModalButton>
      }
    >
      <p lang={lang('description')}>{service.description}</p>
    </Card>
  );
}
