// PulsumVectorStore: the in-memory BLAS vector store and its crash-safe file format (issue 7).
// Intentionally empty until that work lands.
