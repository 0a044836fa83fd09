// Barrel of src/pieces (see index.ts).
export {};
