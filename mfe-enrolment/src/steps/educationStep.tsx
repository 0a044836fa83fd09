// Placeholder until the education step is built (issue 13): only its form section's type.
/** The education step's form section. */
export type EducationValues = Record<string, unknown>;
