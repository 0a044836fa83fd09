// Placeholder until the personal step is built (issue 13): only its form section's type.
/** The personal step's form section. */
export type PersonalValues = Record<string, unknown>;
