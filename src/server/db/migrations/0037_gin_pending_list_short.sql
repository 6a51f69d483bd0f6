-- The products' search index keeps a short list of entries waiting to enter it (512 kB, not the
-- default 4 MB). The write that finds the list full moves every entry of it into the index, and on
-- the embedded database each request waits meanwhile: a catalogue import's new products filled it,
-- and the transaction that crossed it took 170 ms more (tests/bench/CSV.md). Every search reads the
-- list whole, too. Changed in place: the index is not built again.
ALTER INDEX "products_search_vector_idx" SET (gin_pending_list_limit = 512);
