/**
 * Metadata version traces: successive versions of fixed-size records (database pages, inodes) listed in an
 * {@code index.csv}, regrouped into logical pages whose version histories feed the SLC progressive-page model.
 */
package org.snapwear.trace.meta;
