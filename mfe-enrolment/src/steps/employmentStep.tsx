// Placeholder until the employment step is built (issue 13): only its form section's type.
/** The employment step's form section. */
export type EmploymentValues = Record<string, unknown>;
