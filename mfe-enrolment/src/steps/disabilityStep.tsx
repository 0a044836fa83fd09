// Placeholder until the disability step is built (issue 13): only its form section's type.
/** The disability step's form section. */
export type DisabilityValues = Record<string, unknown>;
