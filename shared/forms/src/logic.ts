// Barrel of src/logic (see index.ts).
export {};
