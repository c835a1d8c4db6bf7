// What scripts/measure-alerts.mjs bundles: the alerts' publish run and its in-memory store.
export { publishAlerts } from '../../functions/src/publish-alerts'
export { memoryAlertStore } from '../../functions/src/memory-alert-store'
