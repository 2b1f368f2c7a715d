/** The global alerts (site-spec §4 overlays): announced politely, closable, gone after 10 s. */
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissAlert, getAlerts, subscribeToAlerts, type AlertStyle } from '#web/lib/alerts.ts';
import { AlertCircleIcon, CheckCircleIcon, CloseIcon, InfoIcon } from './icons.tsx';
import './alert-region.css';

const ICONS: Record<AlertStyle, typeof InfoIcon> = {
  error: AlertCircleIcon,
  warning: AlertCircleIcon,
  success: CheckCircleIcon,
  info: InfoIcon,
};

export function AlertRegion() {
  const { t } = useTranslation();
  const alerts = useSyncExternalStore(subscribeToAlerts, getAlerts, getAlerts);
  return (
    <div className="alert-region" aria-live="polite" aria-relevant="additions">
      {alerts.map((alert) => {
        const Icon = ICONS[alert.style];
        return (
          <div
            key={alert.id}
            className={`alert alert--${alert.style}`}
            role={alert.style === 'error' ? 'alert' : 'status'}
            data-testid={`alert-${alert.style}`}
          >
            <Icon className="alert__icon" />
            <div className="alert__content">
              <p className="alert__title">{t(`alert.${alert.style}`)}</p>
              <p className="alert__message">{alert.message}</p>
            </div>
            <button type="button" className="icon-button alert__close" onClick={() => dismissAlert(alert.id)}>
              <CloseIcon size={16} />
              <span className="visually-hidden">{t('common.close')}</span>
            </button>
          </div>
        );
      })}
    </div>
  );
}
