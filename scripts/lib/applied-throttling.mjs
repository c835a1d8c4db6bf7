// The figures Lighthouse's mobile preset simulates (150 ms RTT, 1.6 Mbps, 4x CPU), as DevTools
// applies them to a real browser: for the LCPs measured beside the simulated ones
// (bench/applied-run.mjs, measure-lcp.mjs).
import { throttling } from 'lighthouse/core/config/constants.js'

const { rttMs, throughputKbps, cpuSlowdownMultiplier } = throttling.mobileSlow4G
const bytesPerSecond = (throughputKbps * 1024) / 8

export const appliedThrottlingLabel = `${rttMs} ms RTT, ${(throughputKbps / 1024).toFixed(1)} Mbps, ${cpuSlowdownMultiplier}x CPU`

/** Applies them through a page's DevTools session (`send(method, params)`), its cache cold. */
export async function applyThrottling(send) {
  await send('Network.enable')
  await send('Network.clearBrowserCache')
  await send('Network.emulateNetworkConditions', {
    offline: false,
    latency: rttMs,
    downloadThroughput: bytesPerSecond,
    uploadThroughput: bytesPerSecond,
  })
  await send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdownMultiplier })
}
