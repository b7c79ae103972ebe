// Package rag answers questions from the user's notes: it imports Markdown
// and text files as notes, cuts them into sentence-bounded passages, ranks
// passages by BM25 through the store's FTS5 index and, when an embedding
// server answers, by cosine similarity of sentence embeddings, fuses the two
// rankings by reciprocal rank and composes an extractive answer whose
// sentences cite the notes they come from.
//
// Without an Embedder (or while it is down) everything runs keyword-only;
// Engine.Status says which mode is on and why.
package rag
