/**
 * The middle value of a list of measurements (the mean of the two middle ones for an even count).
 * The list is left as it was; an empty one has none (NaN).
 */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  if (sorted.length === 0) return Number.NaN
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
