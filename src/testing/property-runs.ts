/** Generated inputs per property in the property-based tests (`npm run reliability` counts them). */
export const PROPERTY_RUNS = 1000
