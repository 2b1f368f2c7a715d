/**
 * The global alert overlay of site-spec §4: an alert shows, then closes by itself after 10 s
 * (§9). It is a tiny external store rather than React state so that non-React code — the query
 * cache's error handler, the draft storage — can raise an alert too.
 */
export type AlertStyle = 'error' | 'success' | 'warning' | 'info';

export interface Alert {
  id: number;
  style: AlertStyle;
  message: string;
}

export const ALERT_AUTO_CLOSE_MS = 10_000;
/** Older alerts give way: a burst of failures must not cover the page. */
const MAX_VISIBLE_ALERTS = 3;

let alerts: readonly Alert[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function publish(next: readonly Alert[]): void {
  alerts = next;
  for (const listener of listeners) listener();
}

export function dismissAlert(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  publish(alerts.filter((alert) => alert.id !== id));
}

export function showAlert(style: AlertStyle, message: string): number {
  // The same message twice in a row (a query retried by two screens) is shown once.
  const duplicate = alerts.find((alert) => alert.style === style && alert.message === message);
  if (duplicate) return duplicate.id;
  const alert: Alert = { id: nextId++, style, message };
  const kept = [...alerts, alert];
  for (const dropped of kept.slice(0, Math.max(0, kept.length - MAX_VISIBLE_ALERTS))) {
    clearTimeout(timers.get(dropped.id));
    timers.delete(dropped.id);
  }
  timers.set(alert.id, setTimeout(() => dismissAlert(alert.id), ALERT_AUTO_CLOSE_MS));
  publish(kept.slice(-MAX_VISIBLE_ALERTS));
  return alert.id;
}

export function subscribeToAlerts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getAlerts(): readonly Alert[] {
  return alerts;
}
