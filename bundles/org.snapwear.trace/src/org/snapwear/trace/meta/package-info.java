/**
 * Metadata version traces: successive versions of fixed-size records (database pages, inodes) listed in an
 * {@code index.csv}, regrouped into logical pages whose version histories feed the SLC progressive-page model
 * ({@link org.snapwear.trace.meta.MetaVersionTrace}); and the generator of a database-like trace in that format
 * ({@link org.snapwear.trace.meta.MetadataTraceGenerator}), so the reader and the writer of the format sit together.
 */
package org.snapwear.trace.meta;
