// Placeholder until the contact step is built (issue 13): only its form section's type.
/** The contact step's form section. */
export type ContactValues = Record<string, unknown>;
